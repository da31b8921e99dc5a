import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import {
  computeEstimate,
  DEFAULT_SETTINGS,
  ESTIMATE_LIMITS,
  type EstimateLine,
  type EstimateSection,
} from '@/features/estimator/core/calc';
import { ALL_UNITS, dimensionOf } from '@/features/estimator/core/units';
import { loadHooksLib } from '../support/hooks-lib';

// estimates.js reads estimate-limits.json through PocketBase's __hooks global.
(globalThis as { __hooks?: string }).__hooks = join(ROOT, 'pb_hooks');

const hooks = loadHooksLib('estimates.js') as {
  checkSections(sections: unknown): string;
  checkSettings(settings: unknown): string;
};

const good: EstimateLine = {
  id: 'l1',
  kind: 'material',
  description: 'Tiles',
  ref: '',
  quantity: 12.5,
  unit: 'm2',
  unitCostCents: 2399,
  wastePercent: 10,
};
const sectionOf = (...lines: unknown[]) => [{ id: 's1', name: 'Floor', lines }];

describe('estimate-limits.json', () => {
  it('lists the app’s units and time units', () => {
    expect([...ESTIMATE_LIMITS.units].sort()).toEqual([...ALL_UNITS].sort());
    expect([...ESTIMATE_LIMITS.timeUnits].sort()).toEqual(
      ALL_UNITS.filter((u) => dimensionOf(u) === 'time').sort(),
    );
  });
});

describe('checkSections', () => {
  it('accepts an empty estimate and a valid one', () => {
    expect(hooks.checkSections([])).toBe('');
    expect(hooks.checkSections(sectionOf(good))).toBe('');
  });

  // Each case is refused by the server's check and by the app's calculation alike.
  it.each([
    ['negative quantity', { quantity: -1 }, '0.lines.0.quantity'],
    ['quantity as text', { quantity: '12' }, '0.lines.0.quantity'],
    ['huge quantity', { quantity: 1e300 }, '0.lines.0.quantity'],
    ['fractional cents', { unitCostCents: 1.5 }, '0.lines.0.unitCostCents'],
    ['negative cents', { unitCostCents: -1 }, '0.lines.0.unitCostCents'],
    ['waste over 100 %', { wastePercent: 150 }, '0.lines.0.wastePercent'],
    ['waste on other', { kind: 'other', wastePercent: 5 }, '0.lines.0.wastePercent'],
    ['labour in m²', { kind: 'labour', wastePercent: 0 }, '0.lines.0.unit'],
    ['unknown unit', { unit: 'cubit' }, '0.lines.0.unit'],
    ['unknown kind', { kind: 'gold' }, '0.lines.0.kind'],
  ])('refuses %s', (_name, over, path) => {
    const line = { ...good, ...over };
    expect(hooks.checkSections(sectionOf(line))).toBe(path);
    const sections = sectionOf(line) as unknown as EstimateSection[];
    expect(() => computeEstimate(sections, DEFAULT_SETTINGS)).toThrow();
  });

  it.each([
    ['not an array', { a: 1 }, 'shape'],
    ['a line with an extra key', sectionOf({ ...good, html: '<b>' }), '0.lines.0.shape'],
    ['a line without an id', sectionOf({ ...good, id: '' }), '0.lines.0.id'],
    [
      'a long description',
      sectionOf({ ...good, description: 'x'.repeat(501) }),
      '0.lines.0.description',
    ],
    ['a section without lines', [{ id: 's', name: '' }], '0'],
    ['a section with a long name', [{ id: 's', name: 'x'.repeat(201), lines: [] }], '0.name'],
    [
      'too many sections',
      Array.from({ length: ESTIMATE_LIMITS.sectionsMax + 1 }, (_, i) => ({
        id: `s${i}`,
        name: '',
        lines: [],
      })),
      'too_many_sections',
    ],
    [
      'too many lines',
      sectionOf(...Array.from({ length: ESTIMATE_LIMITS.linesMax + 1 }, () => good)),
      'too_many_lines',
    ],
  ])('refuses %s', (_name, sections, path) => {
    expect(hooks.checkSections(sections)).toBe(path);
  });
});

describe('checkSettings', () => {
  it('accepts the defaults and typical values', () => {
    expect(hooks.checkSettings(DEFAULT_SETTINGS)).toBe('');
    expect(
      hooks.checkSettings({
        overheadPercent: 10,
        profitPercent: 15,
        taxPercent: 8.25,
        regionalFactor: 1.08,
      }),
    ).toBe('');
  });

  it.each([
    ['null', null, 'shape'],
    ['an extra key', { ...DEFAULT_SETTINGS, x: 1 }, 'shape'],
    ['a missing key', { overheadPercent: 0, profitPercent: 0, taxPercent: 0 }, 'regionalFactor'],
    ['negative overhead', { ...DEFAULT_SETTINGS, overheadPercent: -1 }, 'overheadPercent'],
    ['profit as text', { ...DEFAULT_SETTINGS, profitPercent: '10' }, 'profitPercent'],
    ['tax over 100 %', { ...DEFAULT_SETTINGS, taxPercent: 101 }, 'taxPercent'],
    ['factor 0', { ...DEFAULT_SETTINGS, regionalFactor: 0 }, 'regionalFactor'],
  ])('refuses %s', (_name, settings, key) => {
    expect(hooks.checkSettings(settings)).toBe(key);
  });
});
