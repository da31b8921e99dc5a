/**
 * Affiliate tracking rules: the visitor id and the referral code kept in the browser. Pure.
 */
import type { MailState } from '@/lib/server-capabilities';

/** Prefix of every visitor id (prefix + timestamp + random text). */
export const VISITOR_PREFIX = 'visitor_';

/**
 * A new visitor id: "visitor_<epoch ms>_<8 random base-36 characters>"; fits the server's
 * 8–64 characters of A–Z, a–z, 0–9, "_" and "-".
 * @param now epoch ms
 * @param random a number in [0, 1), Math.random by default
 */
export function newVisitorId(now: number, random: () => number = Math.random): string {
  let tail = '';
  while (tail.length < 8) tail += Math.floor(random() * 36).toString(36);
  return `${VISITOR_PREFIX}${now}_${tail}`;
}

/**
 * The referral code in a URL query, if it looks like one (4–32 of A–Z, a–z, 0–9, "_", "-",
 * as the server accepts); null otherwise.
 * @param search e.g. "?ref=JANE-2026"
 */
export function referralCodeFrom(search: string): string | null {
  const ref = new URLSearchParams(search).get('ref')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{4,32}$/.test(ref) ? ref : null;
}

/** What to send to POST /api/track-visit. */
export interface TrackVisitBody {
  readonly visitorId?: string;
  readonly ref: string;
  readonly referrer: string;
  readonly userAgent: string;
}

/** Where an affiliate application stands (GET /api/affiliate/me). */
export type AffiliateState = 'none' | 'email_unconfirmed' | 'pending' | 'approved' | 'suspended';

/** What became of the confirmation mail after applying (or resending). */
export type ConfirmationMail =
  'sent' | 'not_configured' | 'failed' | 'not_needed' | 'recently_sent';

/** The signed-in user's application as the server says it is. */
export interface AffiliateView {
  readonly state: AffiliateState;
  /** Only once approved; '' before. */
  readonly referralCode: string;
  readonly email: string;
}

/** PayPal's name: a brand, the same in every language. */
export const PAYPAL_NAME = 'PayPal';

/** The payout methods the server takes. */
export type PayoutMethod = 'paypal' | 'bank_transfer';

/** The application form's values. */
export interface ApplicationForm {
  readonly name: string;
  readonly email: string;
  readonly website: string;
  readonly promotion: string;
  readonly payoutMethod: PayoutMethod;
  readonly payoutDetails: string;
  readonly acceptTerms: boolean;
}

/** Why a field of the form is not acceptable; the i18n key under `signup.errors`. */
export type ApplicationError =
  | { readonly key: 'required' | 'email' | 'terms' | 'invalid' }
  | { readonly key: 'short' | 'long'; readonly count: number };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Length limits of the text fields, as the server checks them (lib/affiliate-programme.js). */
export const APPLICATION_LIMITS = {
  name: [1, 100],
  email: [1, 254],
  website: [3, 300],
  promotion: [10, 2000],
  payoutDetails: [1, 500],
} as const;

/**
 * Checks the form as the server will (POST /api/affiliate/signup). Pure.
 * @returns the refused fields; empty when the form can be sent
 */
export function applicationErrors(
  form: ApplicationForm,
): Partial<Record<keyof ApplicationForm, ApplicationError>> {
  const errors: Partial<Record<keyof ApplicationForm, ApplicationError>> = {};
  for (const field of Object.keys(APPLICATION_LIMITS) as (keyof typeof APPLICATION_LIMITS)[]) {
    const [min, max] = APPLICATION_LIMITS[field];
    const value = form[field].trim();
    if (value.length === 0) errors[field] = { key: 'required' };
    else if (value.length < min) errors[field] = { key: 'short', count: min };
    else if (value.length > max) errors[field] = { key: 'long', count: max };
  }
  if (!errors.email && !EMAIL.test(form.email.trim())) errors.email = { key: 'email' };
  if (!errors.payoutDetails) {
    const details = form.payoutDetails.trim();
    if (form.payoutMethod === 'paypal' && !EMAIL.test(details)) {
      errors.payoutDetails = { key: 'email' };
    } else if (form.payoutMethod === 'bank_transfer' && details.length < 10) {
      errors.payoutDetails = { key: 'short', count: 10 };
    }
  }
  if (!form.acceptTerms) errors.acceptTerms = { key: 'terms' };
  return errors;
}

/**
 * The referral link of a code on this site. Pure.
 * @param origin e.g. "https://trades.example"
 */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/?ref=${encodeURIComponent(code)}`;
}

/** The programme's settings as GET /api/affiliate/programme answers them. */
export interface ProgrammeSettings {
  /** Minor units of `currency` per paid conversion; null when none is set. */
  readonly commissionCents: number | null;
  readonly payoutThresholdCents: number | null;
  readonly payoutSchedule: 'monthly' | 'quarterly' | null;
  readonly currency: string;
  readonly attributionDays: number;
}

const centsOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/**
 * Reads the programme route's answer. Pure.
 * @returns null when it is not one
 */
export function parseProgramme(json: unknown): ProgrammeSettings | null {
  if (!json || typeof json !== 'object') return null;
  const r = json as Record<string, unknown>;
  if (typeof r.currency !== 'string' || typeof r.attributionDays !== 'number') return null;
  const schedule = r.payoutSchedule;
  return {
    commissionCents: centsOrNull(r.commissionCents),
    payoutThresholdCents: centsOrNull(r.payoutThresholdCents),
    payoutSchedule: schedule === 'monthly' || schedule === 'quarterly' ? schedule : null,
    currency: r.currency,
    attributionDays: r.attributionDays,
  };
}

const STATES: readonly string[] = ['none', 'email_unconfirmed', 'pending', 'approved', 'suspended'];

/**
 * Reads an answer of /api/affiliate/me (or signup, resend). Pure.
 * @returns null when it is not one
 */
export function parseAffiliateView(json: unknown): AffiliateView | null {
  if (!json || typeof json !== 'object') return null;
  const r = json as Record<string, unknown>;
  if (typeof r.state !== 'string' || !STATES.includes(r.state)) return null;
  return {
    state: r.state as AffiliateState,
    referralCode: typeof r.referralCode === 'string' ? r.referralCode : '',
    email: typeof r.email === 'string' ? r.email : '',
  };
}

/** A step still ahead of an application, the key of its text under `affiliate:state`. */
export type NextStep = 'stepConfirm' | 'stepReview' | 'stepApproved';

/**
 * The steps still ahead of an application in `state` ("What happens next" on
 * /affiliate-pending): opening the mailed link only while the contact email is unconfirmed
 * and the server can mail (with no mail set up no link went out, and the state says whom to
 * ask); staff review until approved; none once approved or suspended.
 * @param state the application's state, or null while unknown (signed out, loading, failed)
 * @param mailState the server's mail state, null while unknown
 */
export function nextSteps(
  state: AffiliateState | null,
  mailState: MailState | null,
): readonly NextStep[] {
  switch (state) {
    case 'approved':
    case 'suspended':
      return [];
    case 'email_unconfirmed':
      return mailState === 'not_configured'
        ? ['stepReview', 'stepApproved']
        : ['stepConfirm', 'stepReview', 'stepApproved'];
    default:
      return ['stepReview', 'stepApproved'];
  }
}
