/**
 * The construction estimate's arithmetic: line costs, section subtotals, totals by kind,
 * regional factor, overhead, profit, tax and grand total, all in integer cents (minor units).
 * Pure: no React, Dexie or SDK. Limits are shared with the server's validator
 * (pb_hooks/lib/estimate-limits.json).
 *
 * Rounding, stated once: inputs are first taken to fixed precision (quantity to 0.001,
 * percentages to 0.01 %, the regional factor to 0.0001); every line is then priced exactly
 * and rounded half away from zero to the cent; sums of cents are exact; each percentage step
 * (factor, overhead, profit, tax) is applied exactly to an already rounded sum and rounded
 * once, half away from zero, to the cent.
 */
import limits from '../../../../pb_hooks/lib/estimate-limits.json' with { type: 'json' };
import { dimensionOf, isUnit, type Unit } from './units';

export { limits as ESTIMATE_LIMITS };

/** What a line prices: a material (with waste), labour (hours × rate) or equipment/other. */
export type LineKind = 'material' | 'labour' | 'other';
export const LINE_KINDS: readonly LineKind[] = ['material', 'labour', 'other'];

/**
 * One line item. `quantity` is in `unit` (for labour: hours in `h`, or days in `day`);
 * `unitCostCents` is the integer price of one `unit` in minor units (for labour: the hourly
 * or daily rate); `wastePercent` adds material lost to cutting and breakage (0 for other
 * kinds). `ref` names the materials/labour database row it came from ('' when typed).
 */
export interface EstimateLine {
  readonly id: string;
  readonly kind: LineKind;
  readonly description: string;
  readonly ref: string;
  readonly quantity: number;
  readonly unit: Unit;
  readonly unitCostCents: number;
  readonly wastePercent: number;
}

/** A named group of lines. Treated as immutable: an edit makes a new section object. */
export interface EstimateSection {
  readonly id: string;
  readonly name: string;
  readonly lines: readonly EstimateLine[];
}

/** Percentages (0.01 % precision) and the regional cost factor (1 = no change). */
export interface EstimateSettings {
  readonly overheadPercent: number;
  readonly profitPercent: number;
  readonly taxPercent: number;
  readonly regionalFactor: number;
}

export const DEFAULT_SETTINGS: EstimateSettings = {
  overheadPercent: 0,
  profitPercent: 0,
  taxPercent: 0,
  regionalFactor: 1,
};

/** A section's result: each line's cost and the section's subtotal, in cents. */
export interface SectionTotals {
  readonly lineCents: readonly number[];
  readonly subtotalCents: number;
  readonly materialsCents: number;
  readonly labourCents: number;
  readonly otherCents: number;
}

/** The estimate's totals, all in integer cents. */
export interface EstimateTotals {
  readonly sections: readonly SectionTotals[];
  readonly materialsCents: number;
  readonly labourCents: number;
  readonly otherCents: number;
  /** materials + labour + other. */
  readonly directCents: number;
  /** direct × regional factor, rounded. */
  readonly adjustedCents: number;
  /** adjusted × overhead %, rounded. */
  readonly overheadCents: number;
  /** (adjusted + overhead) × profit %, rounded. */
  readonly profitCents: number;
  /** (adjusted + overhead + profit) × tax %, rounded. */
  readonly taxCents: number;
  /** adjusted + overhead + profit + tax. */
  readonly grandTotalCents: number;
}

/** Why an input cannot be priced (the field it concerns is in EstimateInputError.path). */
export type EstimateProblem =
  | 'kind'
  | 'unit'
  | 'quantity'
  | 'unit_cost'
  | 'waste'
  | 'percent'
  | 'factor'
  | 'too_many_lines'
  | 'too_many_sections'
  | 'total_too_large';

/** Thrown by computeEstimate for input it cannot price; `path` is e.g. "sections.2.lines.5.quantity". */
export class EstimateInputError extends RangeError {
  constructor(
    readonly problem: EstimateProblem,
    readonly path: string,
  ) {
    super(`${path}: ${problem}`);
    this.name = 'EstimateInputError';
  }
}

const QTY_SCALE = 1000; // quantity in thousandths
const PCT_SCALE = 10_000; // percent in hundredths: 100 % = 10,000
const FACTOR_SCALE = 10_000; // factor in ten-thousandths

/** Rounds a non-negative or negative ratio n / d (d > 0) half away from zero. */
function divRound(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice >= d) return n < 0n ? q - 1n : q + 1n;
  return q;
}

/**
 * round(a × b × c / d) half away from zero for non-negative safe integers, in Number
 * arithmetic when the product is exact there and in BigInt otherwise.
 */
function mulDivRound(a: number, b: number, c: number, d: number): number {
  const ab = a * b;
  if (ab <= Number.MAX_SAFE_INTEGER && ab * c <= Number.MAX_SAFE_INTEGER) {
    const n = ab * c;
    const q = Math.floor(n / d);
    const r = n - q * d;
    return r * 2 >= d ? q + 1 : q;
  }
  const out = divRound(BigInt(a) * BigInt(b) * BigInt(c), BigInt(d));
  return Number(out);
}

const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

function safe(n: number, path: string): number {
  if (!Number.isSafeInteger(n)) throw new EstimateInputError('total_too_large', path);
  return n;
}

function scaled(value: number, scale: number): number {
  return Math.round(value * scale);
}

/**
 * The first reason a line cannot be priced, or null when it can. Checks kind, unit (labour:
 * a time unit), quantity (0 … quantityMax), unit cost (integer cents 0 … unitCostCentsMax) and
 * waste (0 … wastePercentMax, 0 for labour and other).
 */
export function lineProblem(
  line: EstimateLine,
): { problem: EstimateProblem; field: string } | null {
  if (!LINE_KINDS.includes(line.kind)) return { problem: 'kind', field: 'kind' };
  if (!isUnit(line.unit) || (line.kind === 'labour' && dimensionOf(line.unit) !== 'time')) {
    return { problem: 'unit', field: 'unit' };
  }
  if (!isNum(line.quantity) || line.quantity < 0 || line.quantity > limits.quantityMax) {
    return { problem: 'quantity', field: 'quantity' };
  }
  if (
    !Number.isSafeInteger(line.unitCostCents) ||
    line.unitCostCents < 0 ||
    line.unitCostCents > limits.unitCostCentsMax
  ) {
    return { problem: 'unit_cost', field: 'unitCostCents' };
  }
  const wasteOk =
    isNum(line.wastePercent) &&
    line.wastePercent >= 0 &&
    line.wastePercent <= limits.wastePercentMax &&
    (line.kind === 'material' || line.wastePercent === 0);
  if (!wasteOk) return { problem: 'waste', field: 'wastePercent' };
  return null;
}

/**
 * One line's cost in cents: quantity (to 0.001) × unit cost × (1 + waste %), rounded half
 * away from zero once. Throws EstimateInputError for a line lineProblem refuses, or
 * 'total_too_large' when the cost is beyond Number.MAX_SAFE_INTEGER cents.
 */
export function lineCostCents(line: EstimateLine, path = 'line'): number {
  const bad = lineProblem(line);
  if (bad) throw new EstimateInputError(bad.problem, `${path}.${bad.field}`);
  const qty = scaled(line.quantity, QTY_SCALE);
  const waste = line.kind === 'material' ? scaled(line.wastePercent, 100) : 0;
  const cents = mulDivRound(qty, line.unitCostCents, PCT_SCALE + waste, QTY_SCALE * PCT_SCALE);
  return safe(cents, path);
}

// Section results by section object: an edit replaces one section, so recomputing after it
// prices only that section's lines (the others are found here).
const sectionMemo = new WeakMap<EstimateSection, SectionTotals>();

/** A section's line costs and subtotals (memoised per section object). Throws as lineCostCents. */
export function sectionTotals(section: EstimateSection, path = 'section'): SectionTotals {
  const known = sectionMemo.get(section);
  if (known) return known;
  const lineCents: number[] = [];
  const byKind = { material: 0, labour: 0, other: 0 };
  section.lines.forEach((line, i) => {
    const cents = lineCostCents(line, `${path}.lines.${i}`);
    lineCents.push(cents);
    byKind[line.kind] += cents;
  });
  const result: SectionTotals = {
    lineCents,
    subtotalCents: byKind.material + byKind.labour + byKind.other,
    materialsCents: byKind.material,
    labourCents: byKind.labour,
    otherCents: byKind.other,
  };
  if (!Number.isSafeInteger(result.subtotalCents)) {
    throw new EstimateInputError('total_too_large', path);
  }
  sectionMemo.set(section, result);
  return result;
}

function percentOf(cents: number, percent: number, max: number, path: string): number {
  if (!isNum(percent) || percent < 0 || percent > max) {
    throw new EstimateInputError('percent', path);
  }
  return mulDivRound(cents, scaled(percent, 100), 1, PCT_SCALE);
}

/**
 * Prices a whole estimate (see the module's rounding rule).
 * Takes the sections and settings; returns every total in integer cents. Throws
 * EstimateInputError for a line, percentage or factor out of range, more than linesMax lines
 * or sectionsMax sections, or a total beyond Number.MAX_SAFE_INTEGER cents.
 */
export function computeEstimate(
  sections: readonly EstimateSection[],
  settings: EstimateSettings,
): EstimateTotals {
  if (sections.length > limits.sectionsMax) {
    throw new EstimateInputError('too_many_sections', 'sections');
  }
  let lineCount = 0;
  for (const s of sections) lineCount += s.lines.length;
  if (lineCount > limits.linesMax) throw new EstimateInputError('too_many_lines', 'sections');

  const results = sections.map((s, i) => sectionTotals(s, `sections.${i}`));
  let materials = 0;
  let labour = 0;
  let other = 0;
  for (const r of results) {
    materials += r.materialsCents;
    labour += r.labourCents;
    other += r.otherCents;
  }
  const direct = safe(materials + labour + other, 'sections');
  const f = settings.regionalFactor;
  if (!isNum(f) || f < limits.factorMin || f > limits.factorMax) {
    throw new EstimateInputError('factor', 'settings.regionalFactor');
  }
  const adjusted = safe(mulDivRound(direct, scaled(f, FACTOR_SCALE), 1, FACTOR_SCALE), 'total');
  const overhead = percentOf(
    adjusted,
    settings.overheadPercent,
    limits.percentMax,
    'settings.overheadPercent',
  );
  const profit = percentOf(
    adjusted + overhead,
    settings.profitPercent,
    limits.percentMax,
    'settings.profitPercent',
  );
  const beforeTax = adjusted + overhead + profit;
  const tax = percentOf(
    beforeTax,
    settings.taxPercent,
    limits.taxPercentMax,
    'settings.taxPercent',
  );
  return {
    sections: results,
    materialsCents: materials,
    labourCents: labour,
    otherCents: other,
    directCents: direct,
    adjustedCents: adjusted,
    overheadCents: overhead,
    profitCents: profit,
    taxCents: tax,
    grandTotalCents: safe(beforeTax + tax, 'total'),
  };
}
