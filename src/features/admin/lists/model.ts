/**
 * Pure rules of the admin lists: the security-event filter as the list route's query, CSV
 * export (quotes, line breaks, and spreadsheet formula injection), and the keys that word the
 * stored enum values. No React, no SDK.
 */
import Papa from 'papaparse';

/** The security event types and severities the server stores (migrations). */
export const EVENT_TYPES = [
  'failed_auth',
  'suspicious_activity',
  'scraper_detected',
  'sanctions_refusal',
] as const;
export const SEVERITIES = ['medium', 'high'] as const;

/** The filter form of /admin/security-events; '' means "any". */
export interface EventFilter {
  readonly type: string;
  readonly severity: string;
  /** yyyy-mm-dd, the first day shown (UTC). */
  readonly from: string;
  /** yyyy-mm-dd, the last day shown (UTC), inclusive. */
  readonly to: string;
  /** A user record id or an account's email (exact, any case). */
  readonly user: string;
}

export const NO_FILTER: EventFilter = { type: '', severity: '', from: '', to: '', user: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RECORD_ID = /^[a-z0-9]{15}$/;

/** An email address as the user filter takes it (the server finds the account). */
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

/**
 * The query of GET /api/admin/security-events for an EventFilter: the known values only
 * (a known type and severity, whole UTC days, a record id or an email for the user); the
 * server checks them again and resolves an email to its account.
 * @returns the query parameters; {} when nothing filters
 */
export function eventFilterParams(filter: EventFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if ((EVENT_TYPES as readonly string[]).includes(filter.type)) params.type = filter.type;
  if ((SEVERITIES as readonly string[]).includes(filter.severity)) {
    params.severity = filter.severity;
  }
  if (DAY.test(filter.from)) params.from = filter.from;
  if (DAY.test(filter.to)) params.to = filter.to;
  const user = filter.user.trim();
  if (RECORD_ID.test(user) || EMAIL.test(user)) params.user = user;
  return params;
}

/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell's text before quoting: '' for null and undefined, JSON for objects (the details), and
 * a leading `'` when it starts with =, +, -, @, tab or carriage return, so spreadsheets show
 * text instead of running a formula. Numbers are defused too (`-2` as `'-2`), which Papa
 * Parse's own `escapeFormulae` leaves alone.
 */
function cellText(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else text = JSON.stringify(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Papa Parse's writer settings: RFC 4180 quoting (quotes doubled), CRLF line ends. */
const UNPARSE: Papa.UnparseConfig = { newline: '\r\n' };

/**
 * One CSV cell as toCsv writes it: formulas defused (see cellText), then quoted by Papa Parse
 * when it holds a quote, comma or line break (or starts or ends with a space).
 */
export function csvCell(value: unknown): string {
  return Papa.unparse([[cellText(value)]], UNPARSE);
}

/**
 * A security-event filter from a page URL's query (`type`, `severity`, `from`, `to` as
 * YYYY-MM-DD UTC days, `user`), so another page can link to a filtered list (the /admin
 * dashboard's "last 24 h"). Values the filter does not know are left out.
 * @returns the filter; NO_FILTER's empty values where the query has nothing usable
 */
export function filterFromQuery(query: URLSearchParams): EventFilter {
  const pick = (name: string, ok: (value: string) => boolean) => {
    const value = query.get(name) ?? '';
    return ok(value) ? value : '';
  };
  return {
    type: pick('type', (v) => (EVENT_TYPES as readonly string[]).includes(v)),
    severity: pick('severity', (v) => (SEVERITIES as readonly string[]).includes(v)),
    from: pick('from', (v) => DAY.test(v)),
    to: pick('to', (v) => DAY.test(v)),
    user: pick('user', (v) => RECORD_ID.test(v) || EMAIL.test(v)),
  };
}

/** A CSV column: its heading and how to read it from a row. */
export interface CsvColumn<T> {
  readonly heading: string;
  readonly value: (row: T) => unknown;
}

/** A CSV document (CRLF line ends, a heading row first, a line end after the last row). */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const table = [
    columns.map((c) => cellText(c.heading)),
    ...rows.map((row) => columns.map((c) => cellText(c.value(row)))),
  ];
  return `${Papa.unparse(table, UNPARSE)}\r\n`;
}

/** Audit actions the server writes (docs/moderation.md, security-model.md "Staff"). */
export const AUDIT_ACTIONS = [
  'affiliate.approve',
  'affiliate.suspend',
  'blast.test',
  'blast.send',
  'blast.cancel',
  'listing.suspend',
  'listing.reinstate',
  'listing.keep',
  'listing.background_check',
  'review.hide',
  'review.unhide',
  'review.keep',
  'hire.resolve',
  'verification.approve',
  'verification.reject',
] as const;

/** Collections an audit entry may name as its target. */
export const AUDIT_TARGETS = [
  'contractors',
  'reviews',
  'hires',
  'verification_requests',
  'affiliates',
  'email_blasts',
] as const;

type Underscored<S extends string> = S extends `${infer A}.${infer B}` ? `${A}_${B}` : S;

/** The `admin` keys of the audit actions' words. */
export type AuditActionKey = `audit.actions.${Underscored<(typeof AUDIT_ACTIONS)[number]>}`;

/**
 * The `admin` key of an audit action's words (`listing.suspend` → `audit.actions.listing_suspend`),
 * or null for an action this app does not know (shown as written).
 */
export function auditActionKey(action: string): AuditActionKey | null {
  return (AUDIT_ACTIONS as readonly string[]).includes(action)
    ? (`audit.actions.${action.replace('.', '_')}` as AuditActionKey)
    : null;
}

/** The `admin` key naming an audit target's collection, or null for an unknown one. */
export function auditTargetKey(
  collection: string,
): `audit.targets.${(typeof AUDIT_TARGETS)[number]}` | null {
  return (AUDIT_TARGETS as readonly string[]).includes(collection)
    ? `audit.targets.${collection as (typeof AUDIT_TARGETS)[number]}`
    : null;
}

/** What a lead said they are (exit_intent_captures.user_intent). */
export const LEAD_INTENTS = ['contractor', 'hirer', 'unknown'] as const;
/** The exit-intent offer email's state (offer_status; '' until the mail was tried: pending). */
export const OFFER_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
/** How an affiliate is paid (affiliates.payout_method). */
export const PAYOUT_METHODS = ['paypal', 'bank_transfer'] as const;

/**
 * The `admin` key of a stored enum value of the lead and affiliate lists, or null for a value
 * this app does not know (shown as written). An empty offer status is `pending`.
 * @param kind which enum: `intents`, `offerStatuses`, `payoutMethods`
 */
export function enumKey(
  kind: 'intents',
  value: string,
): `leads.intents.${(typeof LEAD_INTENTS)[number]}` | null;
export function enumKey(
  kind: 'offerStatuses',
  value: string,
): `leads.offerStatuses.${(typeof OFFER_STATUSES)[number]}` | null;
export function enumKey(
  kind: 'payoutMethods',
  value: string,
): `affiliates.payoutMethods.${(typeof PAYOUT_METHODS)[number]}` | null;
export function enumKey(
  kind: 'intents' | 'offerStatuses' | 'payoutMethods',
  value: string,
): string | null {
  if (kind === 'intents') {
    return (LEAD_INTENTS as readonly string[]).includes(value) ? `leads.intents.${value}` : null;
  }
  if (kind === 'offerStatuses') {
    const status = value === '' ? 'pending' : value;
    return (OFFER_STATUSES as readonly string[]).includes(status)
      ? `leads.offerStatuses.${status}`
      : null;
  }
  return (PAYOUT_METHODS as readonly string[]).includes(value)
    ? `affiliates.payoutMethods.${value}`
    : null;
}

/**
 * A stored language name (`language_preference`, the English name such as `German`) in the
 * reader's language: the browser's name for it in `locale`, else the language's own name,
 * else the stored text.
 * @param languages the app's languages (src/constants/languages)
 */
export function languageLabel(
  stored: string,
  locale: string,
  languages: readonly {
    readonly code: string;
    readonly name: string;
    readonly nativeName: string;
  }[],
): string {
  const language = languages.find((l) => l.name === stored || l.code === stored);
  if (!language) return stored;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(language.code);
    if (name && name !== language.code) return name;
  } catch {
    // No display names in this engine or locale: the language's own name.
  }
  return language.nativeName;
}
