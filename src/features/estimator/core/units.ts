/**
 * Units of an estimate's quantities and exact conversion between them (metric ↔ US customary
 * by the international definitions: 1 ft = 0.3048 m, 1 lb = 0.45359237 kg, 1 US gal =
 * 3.785411784 L). Pure: no React, Dexie or SDK.
 */

/** The dimension a unit measures; only units of the same dimension convert. */
export type Dimension = 'count' | 'length' | 'area' | 'volume' | 'mass' | 'liquid' | 'time';

/** How many SI base units (m, m², m³, kg, L, h, each) one of each unit is. */
const UNITS = {
  each: { dimension: 'count', base: 1 },
  lump: { dimension: 'count', base: 1 },
  mm: { dimension: 'length', base: 0.001 },
  cm: { dimension: 'length', base: 0.01 },
  m: { dimension: 'length', base: 1 },
  in: { dimension: 'length', base: 0.0254 },
  ft: { dimension: 'length', base: 0.3048 },
  yd: { dimension: 'length', base: 0.9144 },
  m2: { dimension: 'area', base: 1 },
  ft2: { dimension: 'area', base: 0.09290304 },
  yd2: { dimension: 'area', base: 0.83612736 },
  m3: { dimension: 'volume', base: 1 },
  ft3: { dimension: 'volume', base: 0.028316846592 },
  yd3: { dimension: 'volume', base: 0.764554857984 },
  kg: { dimension: 'mass', base: 1 },
  t: { dimension: 'mass', base: 1000 },
  lb: { dimension: 'mass', base: 0.45359237 },
  l: { dimension: 'liquid', base: 1 },
  gal: { dimension: 'liquid', base: 3.785411784 },
  h: { dimension: 'time', base: 1 },
  day: { dimension: 'time', base: 8 },
} as const satisfies Record<string, { dimension: Dimension; base: number }>;

/** A unit's code as stored in an estimate (`m2` for m², `yd3` for yd³, `day` = 8 h). */
export type Unit = keyof typeof UNITS;

/** Every unit code, in display order. */
export const ALL_UNITS = Object.keys(UNITS) as Unit[];

/** Whether a value is a unit code this module knows. */
export function isUnit(value: unknown): value is Unit {
  return typeof value === 'string' && Object.hasOwn(UNITS, value);
}

/** The dimension of a unit (what it measures). */
export function dimensionOf(unit: Unit): Dimension {
  return UNITS[unit].dimension;
}

/**
 * Converts a quantity between two units of the same dimension.
 * Takes a finite quantity in `from`; returns it in `to`, unrounded (the estimate rounds
 * quantities to 0.001 when it prices them). Throws RangeError for a non-finite quantity and
 * TypeError when the units measure different things (m → m², kg → l).
 */
export function convertQuantity(quantity: number, from: Unit, to: Unit): number {
  if (!Number.isFinite(quantity)) throw new RangeError('quantity must be a finite number');
  const a = UNITS[from];
  const b = UNITS[to];
  if (a.dimension !== b.dimension) {
    throw new TypeError(`cannot convert ${from} (${a.dimension}) to ${to} (${b.dimension})`);
  }
  if (from === to) return quantity;
  return (quantity * a.base) / b.base;
}
