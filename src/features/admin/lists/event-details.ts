/**
 * A security event's `details` in words (/admin/security-events): the fields the app and the
 * server write (spec §3: reason, attemptedEmail or activityType, timestamp; the sanctions and
 * payment-webhook fields) become labelled lines with translation keys, known reason codes and
 * activity types become words, and any other field becomes a "key: value" pair of plain text.
 * Never JSON. Pure: no React, no i18next (the component translates the keys).
 */

/** Reason codes written as-is (failed sign-ins, the payment webhook). */
export const REASON_CODES = [
  'invalid_credentials',
  'invalid_code',
  'payment_webhook_mismatch',
] as const;

/** Activity types the app's security monitor reports (src/features/security/model.ts). */
export const ACTIVITY_TYPES = [
  'rapid_clicks',
  'rapid_page_views',
  'large_content_copy',
  'no_mouse_movement',
  'bot_traits',
] as const;

/** Why a browser looked automated (security model botReasons). */
export const BOT_TRAITS = [
  'user_agent',
  'webdriver',
  'automation_globals',
  'no_languages',
  'no_chrome_object',
  'no_storage',
] as const;

/** The sanctions check that refused (pb_hooks/lib/sanctions.js eventDetails). */
export const SANCTIONS_CHECKS = ['signup', 'payment'] as const;

/** Where a refused request's place came from (sanctions.js Place.source). */
export const PLACE_SOURCES = ['proxy', 'client', 'none'] as const;

/** Fields shown as labelled lines, in this order (each has `securityEvents.fields.<name>`). */
export const KNOWN_FIELDS = [
  'reason',
  'attemptedEmail',
  'activityType',
  'timestamp',
  'check',
  'country',
  'region',
  'card_country',
  'source',
  'matched',
  'list_date',
  'event',
  'type',
  'payment',
  'fields',
  'automationGlobals',
] as const;

type KnownField = (typeof KNOWN_FIELDS)[number];
type Activity = (typeof ACTIVITY_TYPES)[number];

/** The `admin` keys a detail's value may be worded with. */
export type DetailWordKey =
  | `securityEvents.reasons.${(typeof REASON_CODES)[number]}`
  | `securityEvents.activityReasons.${Exclude<Activity, 'bot_traits'>}`
  | `securityEvents.activities.${Activity}`
  | `securityEvents.traits.${(typeof BOT_TRAITS)[number]}`
  | `securityEvents.checks.${(typeof SANCTIONS_CHECKS)[number]}`
  | `securityEvents.sources.${(typeof PLACE_SOURCES)[number]}`;

/** How a detail's value is shown. */
export type DetailValue =
  /** Text as stored (an email, an id, a free-text reason). */
  | { readonly kind: 'text'; readonly text: string }
  /** An ISO date and time, shown as a localized date. */
  | { readonly kind: 'date'; readonly iso: string }
  /** Words: a translation key, with `count` where the words hold a number. */
  | { readonly kind: 'words'; readonly key: DetailWordKey; readonly count?: number }
  /** A list of words (the traits of an automated browser), joined by the locale. */
  | { readonly kind: 'wordList'; readonly keys: readonly DetailWordKey[] }
  /** A two-letter country code, shown as the country's name. */
  | { readonly kind: 'country'; readonly code: string };

/** One labelled line: `securityEvents.fields.<field>` and its value. */
export interface DetailLine {
  readonly field: KnownField;
  readonly value: DetailValue;
}

/** A field this app does not know, flattened: `key` (dotted for nested) and plain text. */
export interface ExtraDetail {
  readonly key: string;
  readonly value: string;
}

/** A security event's details in words: the known lines, then the other fields. */
export interface EventDetailsView {
  readonly lines: readonly DetailLine[];
  readonly extra: readonly ExtraDetail[];
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const COUNTRY = /^[A-Z]{2}$/;

const isIn = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The number an activity's reason is worded with, and the field it comes from. */
const ACTIVITY_COUNTS: Record<Exclude<Activity, 'bot_traits'>, string> = {
  rapid_clicks: 'clicksPerMinute',
  rapid_page_views: 'pageViewsPerMinute',
  large_content_copy: 'characters',
  no_mouse_movement: 'waitedMs',
};

/** The deepest nesting flattened; deeper values are left out. */
const MAX_DEPTH = 4;
/** The most extra fields shown (the server caps details at 4 KB anyway). */
const MAX_EXTRA = 40;

/** A plain value (text, number, yes/no, nothing) as text; undefined for lists and objects. */
function plainText(value: unknown): string | undefined {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * Flattens any value into "key: value" pairs of plain text: nested objects as dotted keys,
 * lists of plain values joined with ", ", lists of objects indexed (`key.1.name`).
 */
function flatten(key: string, value: unknown, depth: number, out: ExtraDetail[]): void {
  if (out.length >= MAX_EXTRA || depth > MAX_DEPTH) return;
  if (value === null || value === undefined) {
    out.push({ key, value: '' });
  } else if (typeof value === 'string') {
    out.push({ key, value });
  } else if (typeof value === 'number' || typeof value === 'boolean') {
    out.push({ key, value: String(value) });
  } else if (Array.isArray(value)) {
    const arr = value as unknown[];
    const plain = arr.map(plainText);
    if (plain.every((v) => v !== undefined)) {
      out.push({ key, value: plain.join(', ') });
    } else {
      arr.forEach((v, i) => flatten(`${key}.${i + 1}`, v, depth + 1, out));
    }
  } else if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) out.push({ key, value: '' });
    for (const [k, v] of entries) flatten(`${key}.${k}`, v, depth + 1, out);
  }
}

/**
 * The reason line: a known code in words, an activity's reason in words with its number (the
 * app writes those in English with the number), the traits of an automated browser, or the
 * text as written.
 * @returns the value, and the detail fields it used (left out of the extra fields)
 */
function reasonOf(details: Record<string, unknown>): { value: DetailValue; used: string[] } {
  const { reason, activityType } = details;
  if (isIn(REASON_CODES, reason)) {
    return { value: { kind: 'words', key: `securityEvents.reasons.${reason}` }, used: [] };
  }
  if (activityType === 'bot_traits' && Array.isArray(details.reasons)) {
    const traits = (details.reasons as unknown[]).filter((r) => isIn(BOT_TRAITS, r));
    if (traits.length > 0 && traits.length === details.reasons.length) {
      return {
        value: { kind: 'wordList', keys: traits.map((r) => `securityEvents.traits.${r}` as const) },
        used: ['reasons'],
      };
    }
  }
  if (isIn(ACTIVITY_TYPES, activityType) && activityType !== 'bot_traits') {
    const field = ACTIVITY_COUNTS[activityType];
    const raw = details[field];
    if (isCount(raw)) {
      const count = activityType === 'no_mouse_movement' ? Math.round(raw / 1000) : raw;
      return {
        value: { kind: 'words', key: `securityEvents.activityReasons.${activityType}`, count },
        used: [field],
      };
    }
  }
  return { value: { kind: 'text', text: typeof reason === 'string' ? reason : '' }, used: [] };
}

/** A known field's value in words, or null when it is not in the shape this app writes. */
function knownValue(field: KnownField, value: unknown): DetailValue | null {
  if (typeof value !== 'string' || value === '') return null;
  switch (field) {
    case 'activityType':
      return isIn(ACTIVITY_TYPES, value)
        ? { kind: 'words', key: `securityEvents.activities.${value}` }
        : { kind: 'text', text: value };
    case 'timestamp':
      return ISO_TIME.test(value) && Number.isFinite(Date.parse(value.replace(' ', 'T')))
        ? { kind: 'date', iso: value }
        : { kind: 'text', text: value };
    case 'check':
      return isIn(SANCTIONS_CHECKS, value)
        ? { kind: 'words', key: `securityEvents.checks.${value}` }
        : { kind: 'text', text: value };
    case 'source':
      return isIn(PLACE_SOURCES, value)
        ? { kind: 'words', key: `securityEvents.sources.${value}` }
        : { kind: 'text', text: value };
    case 'country':
    case 'card_country':
      return COUNTRY.test(value) ? { kind: 'country', code: value } : { kind: 'text', text: value };
    default:
      return { kind: 'text', text: value };
  }
}

/**
 * A security event's `details` in words.
 * @param details the stored JSON (any value; an object is expected)
 * @returns the known fields as labelled lines (KNOWN_FIELDS order) and every other field as
 *   "key: value" text; a known field of an unexpected shape (e.g. a number) goes to the extra
 *   fields; a non-object is one extra field `details`; never JSON
 */
export function describeEventDetails(details: unknown): EventDetailsView {
  if (details === null || details === undefined) return { lines: [], extra: [] };
  if (typeof details !== 'object' || Array.isArray(details)) {
    const extra: ExtraDetail[] = [];
    flatten('details', details, 0, extra);
    return { lines: [], extra };
  }
  const record = details as Record<string, unknown>;
  const lines: DetailLine[] = [];
  const used = new Set<string>();
  if (typeof record.reason === 'string' && record.reason !== '') {
    const reason = reasonOf(record);
    lines.push({ field: 'reason', value: reason.value });
    used.add('reason');
    for (const f of reason.used) used.add(f);
  }
  // The automation objects an automated browser had (security monitor): a list of names,
  // left out when empty, since the traits line already says what was seen.
  const globals = record.automationGlobals;
  if (Array.isArray(globals) && globals.every((g) => typeof g === 'string')) {
    used.add('automationGlobals');
  }
  for (const field of KNOWN_FIELDS) {
    if (field === 'reason') continue;
    if (field === 'automationGlobals') {
      if (used.has(field) && Array.isArray(globals) && globals.length > 0) {
        lines.push({ field, value: { kind: 'text', text: globals.join(', ') } });
      }
      continue;
    }
    const value = knownValue(field, record[field]);
    if (value) {
      lines.push({ field, value });
      used.add(field);
    }
  }
  const extra: ExtraDetail[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (!used.has(key)) flatten(key, value, 0, extra);
  }
  return { lines, extra };
}
