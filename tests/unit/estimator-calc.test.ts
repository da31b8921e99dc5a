import { describe, expect, it } from 'vitest';
import {
  computeEstimate,
  DEFAULT_SETTINGS,
  ESTIMATE_LIMITS,
  lineCostCents,
  sectionTotals,
  type EstimateLine,
  type EstimateSection,
} from '@/features/estimator/core/calc';

let nextId = 0;
function line(over: Partial<EstimateLine>): EstimateLine {
  nextId += 1;
  return {
    id: `l${nextId}`,
    kind: 'material',
    description: '',
    ref: '',
    quantity: 1,
    unit: 'each',
    unitCostCents: 0,
    wastePercent: 0,
    ...over,
  };
}

describe('lineCostCents', () => {
  it('prices a material with waste: 12.5 m² × 2,399 ¢ × 1.10 = 32,986.25 → 32,986 ¢', () => {
    expect(
      lineCostCents(line({ quantity: 12.5, unit: 'm2', unitCostCents: 2399, wastePercent: 10 })),
    ).toBe(32986);
  });

  it('prices labour as hours × rate: 7.5 h × 4,550 ¢ = 34,125 ¢', () => {
    expect(
      lineCostCents(line({ kind: 'labour', quantity: 7.5, unit: 'h', unitCostCents: 4550 })),
    ).toBe(34125);
  });

  it('rounds half away from zero once per line', () => {
    // 0.5 × 1 ¢ = 0.5 → 1; 1.5 × 3 ¢ = 4.5 → 5; 0.333 × 3 ¢ = 0.999 → 1; 0.001 × 499 ¢ = 0.499 → 0
    expect(lineCostCents(line({ quantity: 0.5, unitCostCents: 1 }))).toBe(1);
    expect(lineCostCents(line({ quantity: 1.5, unitCostCents: 3 }))).toBe(5);
    expect(lineCostCents(line({ quantity: 0.333, unitCostCents: 3 }))).toBe(1);
    expect(lineCostCents(line({ quantity: 0.001, unitCostCents: 499 }))).toBe(0);
  });

  it('is exact where floating point is not: 10 × 5 ¢ × 1.15 = 57.5 → 58 ¢', () => {
    // In doubles 10 * 5 * 1.15 is 57.49999999999999, which Math.round takes down to 57.
    expect(Math.round(10 * 5 * 1.15)).toBe(57);
    expect(lineCostCents(line({ quantity: 10, unitCostCents: 5, wastePercent: 15 }))).toBe(58);
  });

  it('takes quantities to 0.001: 1.0004 × 100,000 ¢ = 1.000 × 100,000 = 100,000 ¢', () => {
    expect(lineCostCents(line({ quantity: 1.0004, unitCostCents: 100_000 }))).toBe(100_000);
  });

  it('prices huge lines exactly, and refuses one beyond exact integers', () => {
    // 9,999,999.999 × 9,999,999,999 ¢ × 2 (100 % waste) ≈ 2 × 10^17 ¢: beyond
    // Number.MAX_SAFE_INTEGER (≈ 9 × 10^15), so refused rather than returned as a rounded float.
    const big = line({ quantity: 9_999_999.999, unitCostCents: 9_999_999_999, wastePercent: 100 });
    expect(() => lineCostCents(big)).toThrow(
      expect.objectContaining({ problem: 'total_too_large' }),
    );
    // 1,000,000 × 1,000,000,000 ¢ × 1.0001 (0.01 % waste) = 1,000,100,000,000,000 ¢ exactly
    // (the product 10^9 × 10^9 × 10,001 passes 2^53, so this goes through BigInt).
    expect(
      lineCostCents(
        line({ quantity: 1_000_000, unitCostCents: 1_000_000_000, wastePercent: 0.01 }),
      ),
    ).toBe(1_000_100_000_000_000);
    // Two lines of 5 × 10^15 ¢ each are exact alone, but their sum is not: refused.
    const half = line({ quantity: 500_000, unitCostCents: 10_000_000_000 });
    expect(lineCostCents(half)).toBe(5_000_000_000_000_000);
    expect(() => sectionTotals({ id: 's', name: '', lines: [half, half] })).toThrow(
      expect.objectContaining({ problem: 'total_too_large' }),
    );
  });

  it.each([
    ['negative quantity', { quantity: -1 }, 'line.quantity'],
    ['NaN quantity', { quantity: Number.NaN }, 'line.quantity'],
    ['infinite quantity', { quantity: Infinity }, 'line.quantity'],
    ['quantity over the limit', { quantity: ESTIMATE_LIMITS.quantityMax + 1 }, 'line.quantity'],
    ['negative unit cost', { unitCostCents: -5 }, 'line.unitCostCents'],
    ['fractional cents', { unitCostCents: 10.5 }, 'line.unitCostCents'],
    [
      'unit cost over the limit',
      { unitCostCents: ESTIMATE_LIMITS.unitCostCentsMax + 1 },
      'line.unitCostCents',
    ],
    ['negative waste', { wastePercent: -1 }, 'line.wastePercent'],
    ['waste over 100 %', { wastePercent: 101 }, 'line.wastePercent'],
    ['NaN waste', { wastePercent: Number.NaN }, 'line.wastePercent'],
    ['waste on labour', { kind: 'labour', unit: 'h', wastePercent: 5 }, 'line.wastePercent'],
    ['labour in m²', { kind: 'labour', unit: 'm2' }, 'line.unit'],
    ['unknown unit', { unit: 'furlong' }, 'line.unit'],
    ['unknown kind', { kind: 'magic' }, 'line.kind'],
  ] as const)('refuses %s', (_name, over, path) => {
    const bad = line(over as Partial<EstimateLine>);
    expect(() => lineCostCents(bad)).toThrow(expect.objectContaining({ path }));
  });
});

describe('computeEstimate', () => {
  it('adds sections, kinds, factor, overhead, profit and tax (hand-checked)', () => {
    const site: EstimateSection = {
      id: 'a',
      name: 'Floor',
      lines: [
        line({ quantity: 12.5, unit: 'm2', unitCostCents: 2399, wastePercent: 10 }), // 32,986
        line({ kind: 'other', quantity: 1, unitCostCents: 18_000 }), // 18,000
      ],
    };
    const work: EstimateSection = {
      id: 'b',
      name: 'Labour',
      lines: [line({ kind: 'labour', quantity: 7.5, unit: 'h', unitCostCents: 4550 })], // 34,125
    };
    const totals = computeEstimate([site, work], {
      regionalFactor: 1.08,
      overheadPercent: 10,
      profitPercent: 15,
      taxPercent: 8.25,
    });
    // direct 32,986 + 18,000 + 34,125 = 85,111
    // × 1.08 = 91,919.88 → 91,920; overhead 10 % = 9,192
    // profit 15 % of (91,920 + 9,192 = 101,112) = 15,166.8 → 15,167
    // tax 8.25 % of (101,112 + 15,167 = 116,279) = 9,593.0175 → 9,593; grand 125,872
    expect(totals).toMatchObject({
      materialsCents: 32_986,
      labourCents: 34_125,
      otherCents: 18_000,
      directCents: 85_111,
      adjustedCents: 91_920,
      overheadCents: 9_192,
      profitCents: 15_167,
      taxCents: 9_593,
      grandTotalCents: 125_872,
    });
    expect(totals.sections.map((s) => s.subtotalCents)).toEqual([50_986, 34_125]);
    expect(totals.sections[0]?.lineCents).toEqual([32_986, 18_000]);
  });

  it('gives 0 for an empty estimate', () => {
    expect(computeEstimate([], DEFAULT_SETTINGS).grandTotalCents).toBe(0);
  });

  it.each([
    ['negative overhead', { overheadPercent: -1 }, 'settings.overheadPercent'],
    ['NaN profit', { profitPercent: Number.NaN }, 'settings.profitPercent'],
    ['tax over 100 %', { taxPercent: 101 }, 'settings.taxPercent'],
    ['factor 0', { regionalFactor: 0 }, 'settings.regionalFactor'],
    ['factor Infinity', { regionalFactor: Infinity }, 'settings.regionalFactor'],
  ])('refuses %s', (_name, over, path) => {
    expect(() => computeEstimate([], { ...DEFAULT_SETTINGS, ...over })).toThrow(
      expect.objectContaining({ path }),
    );
  });

  it('names the bad line in the error path', () => {
    const s: EstimateSection = { id: 's', name: '', lines: [line({}), line({ quantity: -2 })] };
    expect(() => computeEstimate([{ id: 'x', name: '', lines: [] }, s], DEFAULT_SETTINGS)).toThrow(
      expect.objectContaining({ path: 'sections.1.lines.1.quantity', problem: 'quantity' }),
    );
  });

  it('refuses more lines or sections than the limits', () => {
    const many = Array.from({ length: ESTIMATE_LIMITS.linesMax + 1 }, () => line({}));
    expect(() => computeEstimate([{ id: 's', name: '', lines: many }], DEFAULT_SETTINGS)).toThrow(
      expect.objectContaining({ problem: 'too_many_lines' }),
    );
    const sections = Array.from({ length: ESTIMATE_LIMITS.sectionsMax + 1 }, (_, i) => ({
      id: `s${i}`,
      name: '',
      lines: [],
    }));
    expect(() => computeEstimate(sections, DEFAULT_SETTINGS)).toThrow(
      expect.objectContaining({ problem: 'too_many_sections' }),
    );
  });

  it('re-prices only the edited section (others are reused by identity)', () => {
    const a: EstimateSection = { id: 'a', name: '', lines: [line({ unitCostCents: 100 })] };
    const b: EstimateSection = { id: 'b', name: '', lines: [line({ unitCostCents: 200 })] };
    const before = computeEstimate([a, b], DEFAULT_SETTINGS);
    const b2: EstimateSection = { ...b, lines: [line({ unitCostCents: 250 })] };
    const after = computeEstimate([a, b2], DEFAULT_SETTINGS);
    expect(after.sections[0]).toBe(before.sections[0]);
    expect(after.grandTotalCents).toBe(350);
  });

  it('1,000 lines: no floating-point drift (equal to an independent BigInt sum)', () => {
    // A fixed linear congruential sequence, so the case is the same on every run.
    let state = 12345;
    const next = (n: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % n;
    };
    const lines: EstimateLine[] = [];
    let expected = 0n;
    for (let i = 0; i < 1000; i += 1) {
      const milli = next(100_000_000); // 0 … 99,999.999 units
      const cents = next(1_000_000); // 0 … 9,999.99
      const wasteHundredths = next(3001); // 0 … 30.00 %
      const kind = (['material', 'labour', 'other'] as const)[i % 3] ?? 'material';
      const waste = kind === 'material' ? wasteHundredths : 0;
      lines.push(
        line({
          kind,
          unit: kind === 'labour' ? 'h' : 'm2',
          quantity: milli / 1000,
          unitCostCents: cents,
          wastePercent: waste / 100,
        }),
      );
      // round half up of milli × cents × (10,000 + waste) / 10,000,000, all in BigInt
      const n = BigInt(milli) * BigInt(cents) * BigInt(10_000 + waste);
      expected += (n * 2n + 10_000_000n) / 20_000_000n;
    }
    const sections: EstimateSection[] = Array.from({ length: 10 }, (_, s) => ({
      id: `s${s}`,
      name: '',
      lines: lines.slice(s * 100, s * 100 + 100),
    }));
    const totals = computeEstimate(sections, DEFAULT_SETTINGS);
    expect(BigInt(totals.grandTotalCents)).toBe(expected);
    expect(Number.isSafeInteger(totals.grandTotalCents)).toBe(true);
  });
});
