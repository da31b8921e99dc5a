/**
 * "Add to estimate": a plan's measurements as line items of a
 * construction estimate. Area → m² or ft², length → m or ft (the plan page's unit choice),
 * count → each; a chosen material prices the line in its own unit when it measures the same
 * thing (m² of tiles stay m² even when the plan shows feet), converted with core/units.ts.
 * Pure: no React, Dexie or SDK.
 */
import type { EstimateLine, LineKind } from '../core/calc';
import { convertQuantity, dimensionOf, isUnit, type Unit } from '../core/units';
import { measureValue, type LengthUnit, type MeasureShape } from './geometry';

/** The kinds a measured line can be (labour is priced in hours, which a drawing has not). */
export const MEASURED_LINE_KINDS = ['material', 'other'] as const satisfies readonly LineKind[];
export type MeasuredLineKind = (typeof MEASURED_LINE_KINDS)[number];

/** A row of the materials table as the mapping uses it. */
export interface MaterialChoice {
  readonly id: string;
  readonly name: string;
  /** Unit key of the table, e.g. "m2". */
  readonly unit: string;
  /** Typical waste, percent. */
  readonly wastePercent: number;
  /** Minor units per `unit`; 0 = no price. */
  readonly priceCents: number;
}

/** What the user chose for one measurement. */
export interface LineChoice {
  readonly kind: MeasuredLineKind;
  /** The material it is (material lines), or null for a typed name and unit cost. */
  readonly material: MaterialChoice | null;
  /** The typed name (used without a material). */
  readonly description: string;
  /** The typed unit cost, minor units per line unit (used without a material). */
  readonly unitCostCents: number;
}

/** The unit a measurement's quantity is written in, in the plan's unit system. */
export function measuredUnit(kind: MeasureShape['kind'], system: LengthUnit): Unit {
  if (kind === 'count') return 'each';
  if (kind === 'length') return system;
  return system === 'm' ? 'm2' : 'ft2';
}

/** A quantity to the estimate's precision (0.001, core/calc.ts). */
function toThousandths(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * One measurement as an estimate line.
 * @param shape the measurement (drawing pixels)
 * @param metresPerPixel its page's scale; null when the page has none (only a count can
 *   then be added)
 * @param system the plan page's unit choice (m or ft)
 * @param choice kind, material or typed name and cost
 * @param id the new line's id
 * @returns the line (quantity rounded to 0.001), or null for a length or area without a scale
 */
export function measurementToLine(
  shape: MeasureShape,
  metresPerPixel: number | null,
  system: LengthUnit,
  choice: LineChoice,
  id: string,
): EstimateLine | null {
  if (shape.kind !== 'count' && metresPerPixel === null) return null;
  // The value in the SI unit (m, m², each), then in the line's unit.
  const base =
    shape.kind === 'count' ? shape.points.length : measureValue(shape, metresPerPixel ?? 1, 'm');
  const fromUnit = measuredUnit(shape.kind, 'm');
  const material = choice.kind === 'material' ? choice.material : null;
  const materialUnit = material && isUnit(material.unit) ? material.unit : null;
  const fits = materialUnit !== null && dimensionOf(materialUnit) === dimensionOf(fromUnit);
  const unit = fits ? materialUnit : measuredUnit(shape.kind, system);
  return {
    id,
    kind: choice.kind,
    description: material ? material.name : choice.description.trim(),
    ref: material ? material.id : '',
    quantity: toThousandths(convertQuantity(base, fromUnit, unit)),
    unit,
    // A material's price is per its own unit: kept only when the line is in that unit.
    unitCostCents: material ? (fits ? material.priceCents : 0) : choice.unitCostCents,
    wastePercent: material ? material.wastePercent : 0,
  };
}
