import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

type Listing = { status: string; listedUntil: string; paidAt: string; waiver: string };
const fees = loadHooksLib('fees.js') as {
  FREE_DAYS: number;
  feeConfig: (getenv: (name: string) => string) => {
    amountCents: number;
    currency: string;
    paymentsOn: boolean;
  };
  activationFields: (
    listing: Listing,
    nowMs: number,
    paymentsOn: boolean,
  ) => { listed_until?: string; listing_fee_waiver?: string };
  hireFee: (
    clientCreatedMs: number,
    nowMs: number,
    paymentsOn: boolean,
  ) => { fee_status: string; fee_waiver: string };
  contactsRevealed: (status: string, feeStatus: string) => boolean;
  isListed: (listing: Listing, nowMs: number) => boolean;
  listingOwes: (listing: Omit<Listing, 'status'>) => boolean;
};

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;
const env = (vars: Record<string, string>) => (name: string) => vars[name] ?? '';

describe('pb_hooks/lib/fees.js', () => {
  it('reads the fee from the environment, $1 by default, payments on only with a Stripe key', () => {
    expect(fees.feeConfig(env({}))).toEqual({
      amountCents: 100,
      currency: 'USD',
      paymentsOn: false,
    });
    expect(
      fees.feeConfig(
        env({ FEE_AMOUNT_CENTS: '250', FEE_CURRENCY: 'eur', STRIPE_SECRET_KEY: 'sk_test_1' }),
      ),
    ).toEqual({ amountCents: 250, currency: 'EUR', paymentsOn: true });
  });

  it('falls back to 100 USD for a nonsense amount or currency', () => {
    for (const amount of ['0', '-5', '1.5', 'abc', '1e12']) {
      expect(fees.feeConfig(env({ FEE_AMOUNT_CENTS: amount })).amountCents).toBe(100);
    }
    expect(fees.feeConfig(env({ FEE_CURRENCY: 'dollars' })).currency).toBe('USD');
  });

  it('starts the free month at the first activation, not at a draft', () => {
    const draft = { status: 'draft', listedUntil: '', paidAt: '', waiver: '' };
    expect(fees.activationFields(draft, NOW, true)).toEqual({});
    expect(fees.activationFields({ ...draft, status: 'active' }, NOW, true)).toEqual({
      listed_until: '2026-12-22T12:00:00.000Z',
    });
  });

  it('keeps the period of a listing activated before, and never gives a paid one an end', () => {
    const again = {
      status: 'active',
      listedUntil: '2026-01-01 00:00:00.000Z',
      paidAt: '',
      waiver: '',
    };
    expect(fees.activationFields(again, NOW, true)).toEqual({});
    const paid = {
      status: 'active',
      listedUntil: '',
      paidAt: '2026-02-01 00:00:00.000Z',
      waiver: '',
    };
    expect(fees.activationFields(paid, NOW, true)).toEqual({});
  });

  it('waives the listing fee when the server takes no payments', () => {
    const listing = { status: 'active', listedUntil: '', paidAt: '', waiver: '' };
    expect(fees.activationFields(listing, NOW, false)).toEqual({
      listed_until: '2026-12-22T12:00:00.000Z',
      listing_fee_waiver: 'payments_off',
    });
  });

  it("waives a hire in the client's first 30 days, then charges it, unless payments are off", () => {
    // Payments off is the reason whenever it holds, also in the first month: the client is
    // never told "free: your first month" by a server that charges nothing after it.
    expect(fees.hireFee(NOW - 29 * DAY, NOW, false)).toEqual({
      fee_status: 'waived',
      fee_waiver: 'payments_off',
    });
    expect(fees.FREE_DAYS).toBe(30);
    expect(fees.hireFee(NOW - 29 * DAY, NOW, true)).toEqual({
      fee_status: 'waived',
      fee_waiver: 'free_month',
    });
    expect(fees.hireFee(NOW - 30 * DAY, NOW, true)).toEqual({
      fee_status: 'unpaid',
      fee_waiver: '',
    });
    expect(fees.hireFee(NOW - 90 * DAY, NOW, false)).toEqual({
      fee_status: 'waived',
      fee_waiver: 'payments_off',
    });
  });

  it('reveals contacts only on an accepted or completed hire whose fee is settled', () => {
    expect(fees.contactsRevealed('accepted', 'paid')).toBe(true);
    expect(fees.contactsRevealed('completed', 'waived')).toBe(true);
    expect(fees.contactsRevealed('accepted', 'unpaid')).toBe(false);
    expect(fees.contactsRevealed('requested', 'waived')).toBe(false);
    expect(fees.contactsRevealed('declined', 'paid')).toBe(false);
    expect(fees.contactsRevealed('accepted', 'refunded')).toBe(false);
  });

  it('lists an active listing that is paid, waived or inside its month', () => {
    const base = { status: 'active', listedUntil: '', paidAt: '', waiver: '' };
    expect(fees.isListed({ ...base, listedUntil: '2026-11-23 00:00:00.000Z' }, NOW)).toBe(true);
    expect(fees.isListed({ ...base, listedUntil: '2026-11-22 11:59:59.000Z' }, NOW)).toBe(false);
    expect(fees.isListed({ ...base, paidAt: '2026-11-01 00:00:00.000Z' }, NOW)).toBe(true);
    expect(fees.isListed({ ...base, waiver: 'payments_off' }, NOW)).toBe(true);
    expect(fees.isListed({ ...base, status: 'draft', paidAt: '2026-11-01' }, NOW)).toBe(false);
  });

  it('owes the listing fee once: not when paid or waived, not before a first activation', () => {
    expect(fees.listingOwes({ listedUntil: '2026-11-01', paidAt: '', waiver: '' })).toBe(true);
    expect(fees.listingOwes({ listedUntil: '', paidAt: '2026-11-01', waiver: '' })).toBe(false);
    expect(
      fees.listingOwes({ listedUntil: '2026-11-01', paidAt: '', waiver: 'payments_off' }),
    ).toBe(false);
    expect(fees.listingOwes({ listedUntil: '', paidAt: '', waiver: '' })).toBe(false);
  });
});
