/**
 * Pure rules of the admin lists: the security-event filter as a PocketBase filter, and CSV
 * export (quotes, line breaks, and spreadsheet formula injection). No React, no SDK.
 */

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
  /** A user record id. */
  readonly user: string;
}

export const NO_FILTER: EventFilter = { type: '', severity: '', from: '', to: '', user: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RECORD_ID = /^[a-z0-9]{15}$/;

/**
 * The PocketBase filter of an EventFilter: an expression with `{:name}` placeholders and their
 * values (for `pb.filter`, which escapes them). Unknown types, malformed days and ids are left
 * out rather than sent.
 * @returns `expression` '' when nothing filters
 */
export function eventFilterQuery(filter: EventFilter): {
  expression: string;
  params: Record<string, string>;
} {
  const parts: string[] = [];
  const params: Record<string, string> = {};
  if ((EVENT_TYPES as readonly string[]).includes(filter.type)) {
    parts.push('event_type = {:type}');
    params.type = filter.type;
  }
  if ((SEVERITIES as readonly string[]).includes(filter.severity)) {
    parts.push('severity = {:severity}');
    params.severity = filter.severity;
  }
  if (DAY.test(filter.from)) {
    parts.push('created >= {:from}');
    params.from = `${filter.from} 00:00:00.000Z`;
  }
  if (DAY.test(filter.to)) {
    parts.push('created <= {:to}');
    params.to = `${filter.to} 23:59:59.999Z`;
  }
  const user = filter.user.trim();
  if (RECORD_ID.test(user)) {
    parts.push('user = {:user}');
    params.user = user;
  }
  return { expression: parts.join(' && '), params };
}

/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a leading =, +, -, @ (or tab, carriage return) gets a `'` so spreadsheets show
 * text instead of running a formula; cells with a quote, comma or line break are quoted, with
 * quotes doubled (RFC 4180).
 */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  // Objects (the JSON details) as JSON.
  else text = JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
    user: pick('user', (v) => /^[a-z0-9]{1,15}$/.test(v)),
  };
}

/** A CSV column: its heading and how to read it from a row. */
export interface CsvColumn<T> {
  readonly heading: string;
  readonly value: (row: T) => unknown;
}

/** A CSV document (CRLF line ends, a heading row first) of `rows`. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.heading)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
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
