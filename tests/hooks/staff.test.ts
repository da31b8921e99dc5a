import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

const { isStaffSessionLive, STAFF_IDLE_MS } = loadHooksLib('staff.js') as {
  isStaffSessionLive: (activeUntil: string, nowMs: number) => boolean;
  STAFF_IDLE_MS: number;
};

describe('staff session deadline', () => {
  const now = Date.parse('2026-11-23T12:00:00.000Z');

  it('is 15 minutes', () => {
    expect(STAFF_IDLE_MS).toBe(15 * 60 * 1000);
  });

  it('is live before its deadline and over at it', () => {
    expect(isStaffSessionLive('2026-11-23 12:00:01.000Z', now)).toBe(true);
    expect(isStaffSessionLive('2026-11-23 12:00:00.000Z', now)).toBe(false);
    expect(isStaffSessionLive('2026-11-23 11:45:00.000Z', now)).toBe(false);
  });

  it('is over when never stamped or unreadable', () => {
    expect(isStaffSessionLive('', now)).toBe(false);
    expect(isStaffSessionLive('soon', now)).toBe(false);
  });
});

const { readAffiliateAction, SIGN_IN_METHODS } = loadHooksLib('staff-admin.js') as {
  readAffiliateAction: (body: unknown) => { status: string; reason: string };
  SIGN_IN_METHODS: string[];
};

describe('staff sign-in stamp', () => {
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
