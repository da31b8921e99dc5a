/**
 * The fee rules as the interface shows them (docs/fees.md): what state a listing's or a hire's
 * fee is in and so what to say, money in the user's language, whether the IP-location place
 * disagrees with the browser's clock (the VPN warning), and how /payment-success polls. Pure.
 */
import type { StripeConstructorOptions } from '@stripe/stripe-js';
import type { HireRecord } from '@/data/hires';
import type { ListingRecord } from '@/data/listings';
import type { Fee } from '@/lib/server-capabilities';
import { formatMoney as formatLocaleMoney } from '@/i18n/format';

/** The fee when the server does not say: US$1 (spec §1). */
export const DEFAULT_FEE: Fee = { amountCents: 100, currency: 'USD' };

/**
 * An amount of money in a locale, a whole amount without decimals ("$1", "1 $", "US$1"): the
 * shared formatter (i18n/format.ts formatMoney) as fees are written.
 * @param amountCents minor units of `currency`
 * @param currency ISO 4217 code, e.g. "USD"
 * @param locale the i18next locale code
 */
export function formatMoney(amountCents: number, currency: string, locale: string): string {
  return formatLocaleMoney(amountCents, currency, locale, { trimWhole: true });
}

/** A listing's fee as its owner sees it. Dates are PocketBase date strings. */
export type ListingFeeState =
  /** No free month yet (a draft never activated): nothing to say. */
  | { readonly kind: 'notStarted' }
  /** In its free month, which ends at `until`; paying now is allowed. */
  | { readonly kind: 'free'; readonly until: Date }
  /** The free month ended and the $1 is not paid: hidden from everyone but its owner. */
  | { readonly kind: 'expired'; readonly until: Date }
  | { readonly kind: 'paid'; readonly paidAt: Date | null }
  /** The server takes no payments: listed for free. */
  | { readonly kind: 'waived' };

/** A PocketBase date string ("2026-11-22 03:05:00.123Z") as a Date, null when unset or bad. */
function dateOf(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The state of a listing's fee.
 * @param listing the owner's listing (with the server-set fee fields)
 * @param nowMs epoch ms
 */
export function listingFeeState(
  listing: Pick<ListingRecord, 'listed_until' | 'listing_paid_at' | 'listing_fee_waiver'>,
  nowMs: number,
): ListingFeeState {
  if (listing.listing_paid_at) return { kind: 'paid', paidAt: dateOf(listing.listing_paid_at) };
  if (listing.listing_fee_waiver) return { kind: 'waived' };
  const until = dateOf(listing.listed_until);
  if (!until) return { kind: 'notStarted' };
  return until.getTime() > nowMs ? { kind: 'free', until } : { kind: 'expired', until };
}

/** A hire's fee as its client sees it. */
export type HireFeeView =
  /** Nothing to say about the fee (declined, cancelled, or still asked for and unpaid). */
  | 'none'
  /** Accepted, fee unpaid: the client pays to see the contractor's contact details. */
  | 'owed'
  | 'paid'
  | 'waivedFreeMonth'
  | 'waivedPaymentsOff'
  /** Waived for a reason this app version does not know. */
  | 'waived'
  | 'refunded';

/**
 * What the client is told about a hire's fee.
 * @param hire the hire's status, fee_status and fee_waiver
 * @param paymentsOff the server said it takes no payments: a first-month waiver stored
 *   before the server gave `payments_off` precedence (docs/fees.md) is worded as that, like
 *   the profile's "this server takes no payments"
 */
export function hireFeeView(
  hire: Pick<HireRecord, 'status' | 'fee_status' | 'fee_waiver'>,
  paymentsOff = false,
): HireFeeView {
  if (hire.fee_status === 'refunded') return 'refunded';
  if (hire.fee_status === 'waived') {
    if (hire.fee_waiver === 'free_month')
      return paymentsOff ? 'waivedPaymentsOff' : 'waivedFreeMonth';
    if (hire.fee_waiver === 'payments_off') return 'waivedPaymentsOff';
    return 'waived';
  }
  if (!['accepted', 'done', 'completed', 'disputed'].includes(hire.status)) return 'none';
  if (hire.fee_status === 'paid') return 'paid';
  return hire.status === 'accepted' ? 'owed' : 'none';
}

/**
 * Whether the two parties of a hire see each other's contact details (the server's rule,
 * pb_hooks/lib/fees.js contactsRevealed): accepted (or later: done, completed, disputed), and paid or waived.
 */
export function contactsRevealed(hire: Pick<HireRecord, 'status' | 'fee_status'>): boolean {
  return (
    ['accepted', 'done', 'completed', 'disputed'].includes(hire.status) &&
    (hire.fee_status === 'paid' || hire.fee_status === 'waived')
  );
}

/** Whether a contractor may mark this hire completed: accepted and its fee settled. */
export function canComplete(hire: Pick<HireRecord, 'status' | 'fee_status'>): boolean {
  return hire.status === 'accepted' && (hire.fee_status === 'paid' || hire.fee_status === 'waived');
}

/**
 * The UTC offset of a time zone at an instant, in minutes east of UTC.
 * @returns null for a zone the browser does not know
 */
export function zoneOffsetMinutes(timeZone: string, at: Date): number | null {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (!name) return null;
    if (name === 'GMT') return 0;
    const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
    if (!match) return null;
    const minutes = Number(match[2]) * 60 + Number(match[3]);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return null;
  }
}

/**
 * Whether the IP-location place disagrees with the browser's clock, a hint that the traffic
 * goes through a VPN or proxy (card issuers may then decline). Two zones agree when they keep
 * the same time in January and in July (so "Europe/Kiev" and "Europe/Kyiv", or two countries
 * on one clock, agree): a neighbour on the same clock cannot be told apart, and the warning
 * only warns.
 * @param ipTimeZone the lookup's IANA zone ('' when it gave none)
 * @param browserTimeZone `Intl.DateTimeFormat().resolvedOptions().timeZone`
 * @param year the calendar year to compare in (DST rules change over the years)
 * @returns false when either zone is unknown
 */
export function placeDisagrees(ipTimeZone: string, browserTimeZone: string, year: number): boolean {
  if (!ipTimeZone || !browserTimeZone || ipTimeZone === browserTimeZone) return false;
  for (const month of [0, 6]) {
    const at = new Date(Date.UTC(year, month, 15, 12));
    const ip = zoneOffsetMinutes(ipTimeZone, at);
    const browser = zoneOffsetMinutes(browserTimeZone, at);
    if (ip === null || browser === null) return false;
    if (ip !== browser) return true;
  }
  return false;
}

/** How long /payment-success keeps asking about a pending payment before it says so, ms. */
export const POLL_GIVE_UP_MS = 120_000;

/**
 * The waits between two questions about a pending payment, ms: 1, 2, 3, 5 s, then every 8 s,
 * until they add up to POLL_GIVE_UP_MS (a webhook usually lands within seconds).
 */
export function pollSchedule(giveUpMs = POLL_GIVE_UP_MS): readonly number[] {
  const steps = [1000, 2000, 3000, 5000];
  const delays: number[] = [];
  let total = 0;
  for (let i = 0; ; i += 1) {
    const delay = steps[i] ?? 8000;
    if (total + delay > giveUpMs) break;
    delays.push(delay);
    total += delay;
  }
  return delays;
}

type StripeLocale = NonNullable<StripeConstructorOptions['locale']>;

/** Stripe.js's name for an interface language, where it differs from ours. */
const STRIPE_LOCALES: Readonly<Record<string, StripeLocale>> = {
  no: 'nb',
  pt: 'pt-BR',
  // Stripe.js has no Hindi: it then follows the browser's language.
  hi: 'auto',
};

/**
 * The locale Stripe.js words its card errors and placeholders in, for an interface language
 * (so a declined card is explained in the user's language, not Stripe's English).
 * @param language the i18next language code, one of the 20
 */
export function stripeLocale(language: string): StripeLocale {
  return STRIPE_LOCALES[language] ?? (language as StripeLocale);
}
