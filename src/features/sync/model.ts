/**
 * How the sync panel words a conflict (docs/sync.md, "Conflicts"): each field by its
 * translated label and both values as people read them (trade names, Yes/No, formatted
 * numbers, status names), never raw field names or record ids. Pure.
 */
import type { TFunction } from 'i18next';
import { findTrade } from '@/constants/trades';
import { formatList, formatNumber } from '@/i18n/format';
import { serverErrorText, serverFieldLabel, type ServerRefusal } from '@/lib/server-errors';

/** What formatting a value needs besides the value. */
export interface ValueContext {
  readonly t: TFunction;
  readonly locale: string;
  /** Trade record id → trade value (the synced `trades` table). */
  readonly tradeValues: Readonly<Record<string, string>>;
  /** A trade's name in the current language, by trade value. */
  readonly tradeName: (value: string) => string;
}

const LABEL_GROUPS: Readonly<
  Record<string, 'sync.listingFields' | 'sync.hireFields' | 'sync.estimateFields'>
> = {
  contractors: 'sync.listingFields',
  hires: 'sync.hireFields',
  estimates: 'sync.estimateFields',
};

/** The keys of an estimate's `settings`, each labelled under `sync.estimateFields`. */
const ESTIMATE_SETTINGS = ['overheadPercent', 'profitPercent', 'taxPercent', 'regionalFactor'];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An estimate's JSON fields as a person reads them: `sections` as their names (an unnamed one
 * as "(empty)") with the number of lines; `settings` as "Overhead: 10, …" with each setting's
 * label. null for any other field or value.
 */
function estimateValueText(field: string, value: unknown, context: ValueContext): string | null {
  const { t, locale } = context;
  if (field === 'sections' && Array.isArray(value)) {
    const names = value.map((section) => {
      const s = isRecord(section) ? section : {};
      const name = typeof s.name === 'string' && s.name ? s.name : t('sync.empty');
      const lines = Array.isArray(s.lines) ? s.lines.length : 0;
      return t('sync.estimateSection', { name, lines: formatNumber(lines, locale) });
    });
    return formatList(names, locale);
  }
  if (field === 'settings' && isRecord(value)) {
    return formatList(
      ESTIMATE_SETTINGS.filter((key) => typeof value[key] === 'number').map(
        (key) =>
          `${String(t(`sync.estimateFields.${key}` as never))}: ${formatNumber(
            value[key] as number,
            locale,
          )}`,
      ),
      locale,
    );
  }
  return null;
}

/**
 * The translated label of a record field, e.g. ("contractors", "years_in_business") →
 * "Years in business": the listing's and hire's form labels, then the account's
 * (`serverErrors.fields`); null for a field without one.
 */
export function knownFieldLabel(t: TFunction, collection: string, field: string): string | null {
  const group = LABEL_GROUPS[collection];
  const own = group ? String(t(`${group}.${field}` as never, { defaultValue: '' })) : '';
  return own || serverFieldLabel(t, field);
}

/**
 * Like knownFieldLabel, for a field that must be named: one without a label is "Another
 * detail" in the interface language, never its database name.
 */
export function fieldLabel(t: TFunction, collection: string, field: string): string {
  return knownFieldLabel(t, collection, field) ?? t('serverErrors.fields.other');
}

/**
 * Why the server refused a queued write, in the interface language: each refused field by its
 * label, each reason by its code (lib/server-errors.ts), never the server's English message.
 */
export function refusedText(t: TFunction, collection: string, refusal: ServerRefusal): string {
  return serverErrorText(t, refusal, (field) => knownFieldLabel(t, collection, field));
}

/**
 * A field value as the user reads it: '' / null / [] → "(empty)"; booleans → Yes/No; a
 * listing's trade ids → trade names; a status → its name; numbers → the locale's digits;
 * lists (trades and other arrays) joined as the locale joins them (Intl.ListFormat).
 */
export function fieldValueText(
  collection: string,
  field: string,
  value: unknown,
  context: ValueContext,
): string {
  const { t, locale } = context;
  if (value === null || value === undefined || value === '') return t('sync.empty');
  if (Array.isArray(value) && value.length === 0) return t('sync.empty');
  if (typeof value === 'boolean') return value ? t('sync.yes') : t('sync.no');
  if (typeof value === 'number') return formatNumber(value, locale);
  if (collection === 'estimates') {
    const text = estimateValueText(field, value, context);
    if (text !== null) return text;
  }
  if (
    (collection === 'contractors' || collection === 'estimates') &&
    field === 'trades' &&
    Array.isArray(value)
  ) {
    const names = value
      .map((id) => context.tradeValues[String(id)])
      .filter((trade): trade is string => trade !== undefined)
      .map((trade) => context.tradeName(trade));
    return formatList(names, locale);
  }
  if (field === 'status' && typeof value === 'string') {
    if (collection === 'contractors') {
      return t(`sync.listingStatus.${value}` as never, { defaultValue: value });
    }
    if (collection === 'hires')
      return t(`sync.hireStatus.${value}` as never, { defaultValue: value });
  }
  if (Array.isArray(value)) {
    return formatList(
      value.map((item) => (typeof item === 'number' ? formatNumber(item, locale) : String(item))),
      locale,
    );
  }
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The English label of a trade value when no translation is loaded (constants/trades). */
export function tradeLabel(value: string): string {
  return findTrade(value)?.label ?? value;
}
