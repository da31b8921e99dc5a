import { describe, expect, it } from 'vitest';
import { ALL_UNITS, convertQuantity, dimensionOf, isUnit } from '@/features/estimator/core/units';

describe('convertQuantity', () => {
  it('converts by the international definitions', () => {
    expect(convertQuantity(1, 'ft', 'm')).toBe(0.3048);
    expect(convertQuantity(10, 'm', 'ft')).toBeCloseTo(32.8084, 4); // 10 / 0.3048
    expect(convertQuantity(10, 'm2', 'ft2')).toBeCloseTo(107.639104, 6); // 10 / 0.09290304
    expect(convertQuantity(1, 'yd3', 'm3')).toBe(0.764554857984);
    expect(convertQuantity(1, 'm3', 'yd3')).toBeCloseTo(1.307950619, 9);
    expect(convertQuantity(27, 'ft3', 'yd3')).toBeCloseTo(1, 12); // 27 ft³ = 1 yd³
    expect(convertQuantity(144, 'in', 'ft')).toBeCloseTo(12, 12);
    expect(convertQuantity(1, 't', 'lb')).toBeCloseTo(2204.62262, 5);
    expect(convertQuantity(1, 'gal', 'l')).toBe(3.785411784);
    expect(convertQuantity(2, 'day', 'h')).toBe(16);
  });

  it('round-trips every unit within 1e-12 relative', () => {
    for (const a of ALL_UNITS) {
      for (const b of ALL_UNITS.filter((u) => dimensionOf(u) === dimensionOf(a))) {
        expect(convertQuantity(convertQuantity(123.456, a, b), b, a)).toBeCloseTo(123.456, 9);
      }
    }
  });

  it('refuses units of different dimensions and non-finite quantities', () => {
    expect(() => convertQuantity(1, 'm', 'm2')).toThrow(TypeError);
    expect(() => convertQuantity(1, 'kg', 'l')).toThrow(TypeError);
    expect(() => convertQuantity(Number.NaN, 'm', 'ft')).toThrow(RangeError);
    expect(() => convertQuantity(Infinity, 'm', 'ft')).toThrow(RangeError);
  });

  it('knows its own units only', () => {
    expect(isUnit('m2')).toBe(true);
    expect(isUnit('toString')).toBe(false);
    expect(isUnit(3)).toBe(false);
  });
});
