import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

const { staffSessionState, nextDeadline, STAFF_IDLE_MS, STAFF_MAX_MS } = loadHooksLib(
  'staff.js',
) as {
  staffSessionState: (signedIn: string, activeUntil: string, nowMs: number) => string;
  nextDeadline: (signedInMs: number, nowMs: number) => number;
  STAFF_IDLE_MS: number;
  STAFF_MAX_MS: number;
};

describe('staff session limits', () => {
  const now = Date.parse('2026-11-23T12:00:00.000Z');
  const signedIn = '2026-11-23 11:00:00.000Z';

  it('are 15 idle minutes and 12 hours', () => {
    expect(STAFF_IDLE_MS).toBe(15 * 60 * 1000);
    expect(STAFF_MAX_MS).toBe(12 * 60 * 60 * 1000);
  });

  it('is live before its idle deadline and idle at it', () => {
    expect(staffSessionState(signedIn, '2026-11-23 12:00:01.000Z', now)).toBe('live');
    expect(staffSessionState(signedIn, '2026-11-23 12:00:00.000Z', now)).toBe('idle');
    expect(staffSessionState(signedIn, '2026-11-23 11:45:00.000Z', now)).toBe('idle');
  });

  it('is over 12 hours after the sign-in, whatever the idle deadline says', () => {
    expect(staffSessionState('2026-11-23 00:00:01.000Z', '2026-11-23 12:10:00.000Z', now)).toBe(
      'live',
    );
    expect(staffSessionState('2026-11-23 00:00:00.000Z', '2026-11-23 12:10:00.000Z', now)).toBe(
      'over',
    );
  });

  it('is over when a stamp is missing, unreadable or in the future', () => {
    expect(staffSessionState('', '2026-11-23 12:10:00.000Z', now)).toBe('over');
    expect(staffSessionState(signedIn, 'soon', now)).toBe('over');
    expect(staffSessionState('2026-11-23 12:00:01.000Z', '2026-11-23 12:10:00.000Z', now)).toBe(
      'over',
    );
  });

  it('moves the idle deadline 15 minutes on, never past the 12 hours', () => {
    const start = Date.parse(signedIn);
    expect(nextDeadline(start, now)).toBe(now + STAFF_IDLE_MS);
    const late = start + STAFF_MAX_MS - 60_000;
    expect(nextDeadline(start, late)).toBe(start + STAFF_MAX_MS);
  });
});

const { readAffiliateAction, SIGN_IN_METHODS } = loadHooksLib('staff-admin.js') as {
  readAffiliateAction: (body: unknown) => { status: string; reason: string };
  SIGN_IN_METHODS: string[];
};

describe('staff sign-in', () => {
  it('counts completed sign-ins, never a refresh (which has no auth method)', () => {
    expect(SIGN_IN_METHODS).toEqual(['password', 'otp', 'oauth2']);
    expect(SIGN_IN_METHODS).not.toContain('');
  });
});

describe('affiliate status action', () => {
  it('accepts approve without a reason and suspend with one', () => {
    expect(readAffiliateAction({ status: 'approved' })).toEqual({ status: 'approved', reason: '' });
    expect(readAffiliateAction({ status: 'suspended', reason: ' fake clicks ' })).toEqual({
      status: 'suspended',
      reason: 'fake clicks',
    });
  });
});
