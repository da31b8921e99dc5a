import { describe, expect, it } from 'vitest';
import {
  canComplete,
  contactsRevealed,
  formatMoney,
  hireFeeView,
  listingFeeState,
  placeDisagrees,
  pollSchedule,
  POLL_GIVE_UP_MS,
  stripeLocale,
  zoneOffsetMinutes,
} from '@/features/payments/model';

const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('formatMoney', () => {
  it('writes the fee in the user’s language, without decimals when whole', () => {
    expect(formatMoney(100, 'USD', 'en')).toBe('$1');
    expect(formatMoney(150, 'USD', 'en')).toBe('$1.50');
    expect(formatMoney(100, 'USD', 'de')).toBe('1\u00a0$');
    expect(formatMoney(100, 'EUR', 'fr')).toBe('1\u00a0€');
    expect(formatMoney(250, 'EUR', 'de')).toBe('2,50\u00a0€');
  });

  it('reads minor units by the currency: yen have none', () => {
    expect(formatMoney(100, 'JPY', 'ja')).toBe('￥100');
    expect(formatMoney(100, 'JPY', 'en')).toBe('¥100');
  });

  it('follows the locale’s order and marks (Arabic: right-to-left mark first) and survives an unknown code', () => {
    // Arabic names the currency: its symbol read "$US 1" inside an Arabic sentence.
    expect(formatMoney(100, 'USD', 'ar')).toBe('1 دولار أمريكي');
    expect(formatMoney(100, 'XX1', 'en')).toBe('1.00 XX1');
    expect(formatMoney(150, 'XX1', 'de')).toBe('1,50 XX1');
  });
});

describe('listingFeeState', () => {
  const listing = { listed_until: '', listing_paid_at: '', listing_fee_waiver: '' } as const;

  it('is in its free month until listed_until, then expired', () => {
    expect(listingFeeState({ ...listing, listed_until: '2026-12-01 00:00:00.000Z' }, NOW)).toEqual({
      kind: 'free',
      until: new Date('2026-12-01T00:00:00.000Z'),
    });
    expect(listingFeeState({ ...listing, listed_until: '2026-11-01 00:00:00.000Z' }, NOW)).toEqual({
      kind: 'expired',
      until: new Date('2026-11-01T00:00:00.000Z'),
    });
  });

  it('is paid (with its date) or waived whatever listed_until says', () => {
    expect(
      listingFeeState(
        {
          ...listing,
          listed_until: '2026-11-01 00:00:00.000Z',
          listing_paid_at: '2026-11-20 10:00:00.000Z',
        },
        NOW,
      ),
    ).toEqual({ kind: 'paid', paidAt: new Date('2026-11-20T10:00:00.000Z') });
    expect(
      listingFeeState(
        {
          ...listing,
          listed_until: '2026-11-01 00:00:00.000Z',
          listing_fee_waiver: 'payments_off',
        },
        NOW,
      ),
    ).toEqual({ kind: 'waived' });
  });

  it('says nothing before the first activation', () => {
    expect(listingFeeState(listing, NOW)).toEqual({ kind: 'notStarted' });
    expect(listingFeeState({ ...listing, listed_until: 'garbage' }, NOW)).toEqual({
      kind: 'notStarted',
    });
  });
});

describe('hire fees', () => {
  const hire = (status: string, fee_status: string, fee_waiver = '') =>
    ({ status, fee_status, fee_waiver }) as Parameters<typeof hireFeeView>[0];

  it('asks the client to pay only an accepted unpaid hire', () => {
    expect(hireFeeView(hire('accepted', 'unpaid'))).toBe('owed');
    for (const status of ['requested', 'declined', 'cancelled', 'completed']) {
      expect(hireFeeView(hire(status, 'unpaid'))).toBe('none');
    }
  });

  it('gives the reason a fee is waived', () => {
    expect(hireFeeView(hire('requested', 'waived', 'free_month'))).toBe('waivedFreeMonth');
    expect(hireFeeView(hire('accepted', 'waived', 'payments_off'))).toBe('waivedPaymentsOff');
    expect(hireFeeView(hire('accepted', 'waived'))).toBe('waived');
    expect(hireFeeView(hire('accepted', 'paid'))).toBe('paid');
    expect(hireFeeView(hire('completed', 'refunded'))).toBe('refunded');
  });

  it('words a first-month waiver as "no payments" on a server that takes none', () => {
    expect(hireFeeView(hire('requested', 'waived', 'free_month'), true)).toBe('waivedPaymentsOff');
    expect(hireFeeView(hire('accepted', 'waived', 'payments_off'), true)).toBe('waivedPaymentsOff');
    expect(hireFeeView(hire('accepted', 'waived'), true)).toBe('waived');
    expect(hireFeeView(hire('accepted', 'unpaid'), true)).toBe('owed');
  });

  it('reveals contacts and allows completing only once accepted and settled', () => {
    expect(contactsRevealed(hire('accepted', 'unpaid'))).toBe(false);
    expect(contactsRevealed(hire('requested', 'waived'))).toBe(false);
    expect(contactsRevealed(hire('accepted', 'paid'))).toBe(true);
    expect(contactsRevealed(hire('completed', 'waived'))).toBe(true);
    expect(contactsRevealed(hire('accepted', 'refunded'))).toBe(false);
    expect(canComplete(hire('accepted', 'unpaid'))).toBe(false);
    expect(canComplete(hire('accepted', 'paid'))).toBe(true);
    expect(canComplete(hire('completed', 'paid'))).toBe(false);
  });
});

describe('the VPN comparison', () => {
  it('reads zone offsets, DST included', () => {
    expect(zoneOffsetMinutes('Europe/Berlin', new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Berlin', new Date('2026-07-15T12:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('America/St_Johns', new Date('2026-01-15T12:00:00Z'))).toBe(-210);
    expect(zoneOffsetMinutes('UTC', new Date())).toBe(0);
    expect(zoneOffsetMinutes('Not/AZone', new Date())).toBeNull();
  });

  it('warns when the IP place keeps another clock than the browser', () => {
    expect(placeDisagrees('America/New_York', 'Europe/Berlin', 2026)).toBe(true);
    expect(placeDisagrees('Europe/London', 'Africa/Lagos', 2026)).toBe(true);
    // Same clock in winter, not in summer (no DST in Lagos)
    expect(placeDisagrees('Europe/Berlin', 'Africa/Lagos', 2026)).toBe(true);
  });

  it('does not warn for the same clock under another name, or when a zone is unknown', () => {
    expect(placeDisagrees('Europe/Berlin', 'Europe/Berlin', 2026)).toBe(false);
    expect(placeDisagrees('Europe/Kiev', 'Europe/Kyiv', 2026)).toBe(false);
    expect(placeDisagrees('Europe/Paris', 'Europe/Berlin', 2026)).toBe(false);
    expect(placeDisagrees('', 'Europe/Berlin', 2026)).toBe(false);
    expect(placeDisagrees('Mars/Olympus', 'Europe/Berlin', 2026)).toBe(false);
  });
});

describe('pollSchedule', () => {
  it('backs off from 1 s to every 8 s and stops within two minutes', () => {
    const delays = pollSchedule();
    expect(delays.slice(0, 6)).toEqual([1000, 2000, 3000, 5000, 8000, 8000]);
    const total = delays.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(POLL_GIVE_UP_MS);
    expect(total).toBeGreaterThan(POLL_GIVE_UP_MS - 8000);
  });

  it('gives up at once with no time to wait', () => {
    expect(pollSchedule(500)).toEqual([]);
  });
});

describe('stripeLocale', () => {
  it("gives Stripe.js each interface language by Stripe's name for it", () => {
    expect(stripeLocale('de')).toBe('de');
    expect(stripeLocale('ar')).toBe('ar');
    expect(stripeLocale('no')).toBe('nb');
    expect(stripeLocale('pt')).toBe('pt-BR');
    expect(stripeLocale('hi')).toBe('auto');
  });
});
