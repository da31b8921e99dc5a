import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

// lib/review-trust.js: which new reviews count at once and which wait for staff.
type Facts = {
  feeStatus: string;
  clientIdentity: string;
  ownerIdentity: string;
  clientSinceMs: number;
  hireCreatedMs: number;
  reviewMs: number;
  clientRange: string;
  ownerRange: string;
};
const { reviewHoldReason } = loadHooksLib('review-trust.js') as {
  reviewHoldReason: (f: Facts) => string;
};

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-12-07T12:00:00Z');
/** A real customer: a month-old account from another network, hire 3 days ago, fee paid. */
const real: Facts = {
  feeStatus: 'paid',
  clientIdentity: 'ann@x.test',
  ownerIdentity: 'bob@y.test',
  clientSinceMs: NOW - 30 * DAY,
  hireCreatedMs: NOW - 3 * DAY,
  reviewMs: NOW,
  clientRange: '203.0.113.0/24',
  ownerRange: '198.51.100.0/24',
};

describe('reviewHoldReason', () => {
  it('counts a paid hire at once, also from a new account', () => {
    expect(reviewHoldReason(real)).toBe('');
    expect(
      reviewHoldReason({ ...real, clientSinceMs: NOW - DAY * 2, hireCreatedMs: NOW - DAY }),
    ).toBe('');
  });

  it('holds a waived hire from an account under a week old, and counts it from 7 days', () => {
    for (const feeStatus of ['waived', 'unpaid']) {
      expect(reviewHoldReason({ ...real, feeStatus, clientSinceMs: NOW - 6 * DAY })).toBe(
        'new_account',
      );
      expect(reviewHoldReason({ ...real, feeStatus, clientSinceMs: NOW - 7 * DAY })).toBe('');
    }
  });

  it('holds self-dealing, paid or not: one identity, or the owner’s network a day before the hire', () => {
    expect(reviewHoldReason({ ...real, clientIdentity: 'bob@y.test' })).toBe('self_dealing');
    const sameNet = { ...real, clientRange: real.ownerRange };
    expect(reviewHoldReason({ ...sameNet, clientSinceMs: real.hireCreatedMs - DAY + 1 })).toBe(
      'self_dealing',
    );
    // Older than a day at the hire, the same network is a neighbour, not a sock.
    expect(reviewHoldReason({ ...sameNet, clientSinceMs: real.hireCreatedMs - DAY })).toBe('');
    // No recorded range is no evidence.
    expect(
      reviewHoldReason({
        ...real,
        clientRange: '',
        ownerRange: '',
        clientSinceMs: real.hireCreatedMs,
      }),
    ).toBe('');
    // A listing without an owner any more is no one's identity.
    expect(reviewHoldReason({ ...real, clientIdentity: '', ownerIdentity: '' })).toBe('');
  });
});
