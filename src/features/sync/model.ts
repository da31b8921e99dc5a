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

const LABEL_GROUPS: Readonly<Record<string, 'sync.listingFields' | 'sync.hireFields'>> = {
  contractors: 'sync.listingFields',
  hires: 'sync.hireFields',
};

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
  if (collection === 'contractors' && field === 'trades' && Array.isArray(value)) {
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
