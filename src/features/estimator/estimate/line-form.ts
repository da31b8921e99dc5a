/**
 * The editor's inputs: reading quantities, prices,
 * percentages and the regional factor typed in the user's language (core/edit.ts
 * parseDecimal/parseMoneyToCents) with the reason a text is refused, writing them back in
 * that language, and making line items from rows of the materials and labour databases.
 * Pure: no React, Dexie or SDK.
 */
import { ESTIMATE_LIMITS, type EstimateLine } from '../core/calc';
import { parseDecimal, parseMoneyToCents } from '../core/edit';
import { isUnit, type Unit } from '../core/units';
import { currencyDigits } from '@/i18n/format';

/** Why a typed value is refused: nothing typed, not a number, or out of its range. */
export type InputProblem = 'empty' | 'invalid' | 'range';

/** A typed value read: the number, or why not. */
export type Parsed =
  | { readonly ok: true; readonly value: number }
  | {
      readonly ok: false;
      readonly problem: InputProblem;
    };

/** What an input holds. */
export type InputKind = 'quantity' | 'money' | 'waste' | 'percent' | 'tax' | 'factor';

const RANGES: Readonly<Record<Exclude<InputKind, 'money'>, readonly [number, number]>> = {
  quantity: [0, ESTIMATE_LIMITS.quantityMax],
  waste: [0, ESTIMATE_LIMITS.wastePercentMax],
  percent: [0, ESTIMATE_LIMITS.percentMax],
  tax: [0, ESTIMATE_LIMITS.taxPercentMax],
  factor: [ESTIMATE_LIMITS.factorMin, ESTIMATE_LIMITS.factorMax],
};

/**
 * Reads one input of the editor.
 * @param text what the user typed, in `locale`'s digits and separators ("1.234,5" in German)
 * @param kind money gives integer minor units of `currency`; the others a number within the
 *   estimate's limits (pb_hooks/lib/estimate-limits.json)
 * @returns the value, or 'empty' / 'invalid' (not a number, negative, more decimals than the
 *   currency has) / 'range'. Never 0 for text that is not a number.
 */
export function parseInput(
  text: string,
  kind: InputKind,
  locale: string,
  currency: string,
): Parsed {
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  if (kind === 'money') {
    const cents = parseMoneyToCents(text, locale, currency);
    if (cents === null) return { ok: false, problem: 'invalid' };
    if (cents > ESTIMATE_LIMITS.unitCostCentsMax) return { ok: false, problem: 'range' };
    return { ok: true, value: cents };
  }
  const value = parseDecimal(text, locale);
  if (value === null) return { ok: false, problem: 'invalid' };
  const [min, max] = RANGES[kind];
  if (value < min || value > max) return { ok: false, problem: 'range' };
  return { ok: true, value };
}

/** The currency's number of minor digits (2 for EUR, 0 for JPY). */
export function minorDigits(currency: string): number {
  return currencyDigits(currency) ?? 2;
}

/**
 * A value as the input shows it, in the user's language without grouping (so that it reads
 * back with parseInput): money with the currency's minor digits ("12,50"), others with up to
 * three decimals ("2,5").
 */
export function formatInput(value: number, kind: InputKind, locale: string, currency: string) {
  if (kind === 'money') {
    const digits = minorDigits(currency);
    return new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    }).format(value / 10 ** digits);
  }
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: kind === 'factor' ? 4 : 3,
    useGrouping: false,
  }).format(value);
}

/** The core unit of a materials-database unit: sheet, roll, bag and box are counted (each). */
export function unitOfMaterial(unit: string): Unit {
  if (unit === 'hour') return 'h';
  return isUnit(unit) ? unit : 'each';
}

/** What a new line is made from: a material or occupation row, with the user's own price. */
export interface MaterialPick {
  readonly id: string;
  readonly name: string;
  readonly unit: string;
  readonly waste_pct: number;
  readonly price_cents: number;
  readonly currency: string;
}

/** An occupation's rate row of the labour database. */
export interface LaborPick {
  readonly id: string;
  readonly title: string;
  readonly soc_code: string;
  readonly area_title: string;
  readonly hourly_median_cents: number;
  readonly hourly_mean_cents: number;
  readonly currency: string;
}

/** The user's own price (cost_overrides), in cents of `currency`. */
export interface OwnPrice {
  readonly priceCents: number;
  readonly currency: string;
}

/** A price in the estimate's currency, or 0 when it is in another one (the user types it). */
function priceIn(currency: string, own: OwnPrice | undefined, cents: number, of: string): number {
  if (own && own.currency === currency && own.priceCents > 0) return own.priceCents;
  return of === currency ? cents : 0;
}

/**
 * A material line from a materials-database row: its name, unit (unitOfMaterial), typical
 * waste and price — the user's own price when they have one, else the database's — when
 * that price is in the estimate's `currency` (0 otherwise: the editor asks for it).
 */
export function lineFromMaterial(
  id: string,
  row: MaterialPick,
  currency: string,
  own?: OwnPrice,
): EstimateLine {
  return {
    id,
    kind: 'material',
    description: row.name,
    ref: row.id,
    quantity: 1,
    unit: unitOfMaterial(row.unit),
    unitCostCents: priceIn(currency, own, row.price_cents, row.currency),
    wastePercent: Math.min(Math.max(row.waste_pct, 0), ESTIMATE_LIMITS.wastePercentMax),
  };
}

/**
 * A labour line from an occupation's rate: "title (area)", 1 h, the hourly median (the mean
 * when the source gives no median), or the user's own rate, in the estimate's `currency`.
 */
export function lineFromLabor(
  id: string,
  row: LaborPick,
  currency: string,
  own?: OwnPrice,
): EstimateLine {
  const rate = row.hourly_median_cents || row.hourly_mean_cents;
  return {
    id,
    kind: 'labour',
    description: row.area_title ? `${row.title} (${row.area_title})` : row.title,
    ref: row.id,
    quantity: 1,
    unit: 'h',
    unitCostCents: priceIn(currency, own, rate, row.currency),
    wastePercent: 0,
  };
}

/** An empty typed line of `kind`: 1 each (1 h for labour), no price yet. */
export function blankLine(id: string, kind: EstimateLine['kind']): EstimateLine {
  return {
    id,
    kind,
    description: '',
    ref: '',
    quantity: 1,
    unit: kind === 'labour' ? 'h' : 'each',
    unitCostCents: 0,
    wastePercent: 0,
  };
}

/** Moves the item at `index` one place up (-1) or down (+1); unchanged at the ends. */
export function move<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  const out = [...items];
  if (to < 0 || to >= out.length || index < 0 || index >= out.length) return out;
  const [item] = out.splice(index, 1) as [T];
  out.splice(to, 0, item);
  return out;
}
