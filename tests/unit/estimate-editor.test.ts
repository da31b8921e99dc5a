import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/features/estimator/core/calc';
import {
  blankLine,
  formatInput,
  lineFromLabor,
  lineFromMaterial,
  move,
  parseInput,
  unitOfMaterial,
} from '@/features/estimator/estimate/line-form';
import {
  changedFields,
  differsFrom,
  fieldsDiffering,
  ownWriteShown,
} from '@/features/estimator/estimate/patch';
import { currencyForLanguage, startingSettings } from '@/features/estimator/estimate/settings';
import { estimateStatus } from '@/features/estimator/estimate/status';

// The estimate editor's pure helpers (src/features/estimator/estimate): where a new
// estimate's overhead/profit/tax/factor come from, and reading what the user types.

const s = (overheadPercent: number) => ({ ...DEFAULT_SETTINGS, overheadPercent });

describe('startingSettings: remembered per user', () => {
  it("takes the settings of the owner's most recently updated estimate", () => {
    const rows = [
      { owner: 'u1', updated: '2026-11-20 10:00:00.000Z', settings: s(10) },
      { owner: 'u1', updated: '2026-11-25 10:00:00.000Z', settings: s(12.5) },
      { owner: 'u1', updated: '2026-11-22 10:00:00.000Z', settings: s(8) },
    ];
    expect(startingSettings(rows, 'u1')).toEqual(s(12.5));
  });

  it("ignores other owners' estimates, however recent", () => {
    const rows = [
      { owner: 'u2', updated: '2026-11-26 10:00:00.000Z', settings: s(30) },
      { owner: 'u1', updated: '2026-11-01 10:00:00.000Z', settings: s(5) },
      { owner: '', updated: '', settings: s(40) },
    ];
    expect(startingSettings(rows, 'u1')).toEqual(s(5));
    expect(startingSettings(rows, '')).toEqual(s(40));
  });

  it('counts an estimate not yet sent (no `updated`) as the newest', () => {
    const rows = [
      { owner: 'u1', updated: '2026-11-25 10:00:00.000Z', settings: s(10) },
      { owner: 'u1', updated: '', settings: s(15) },
    ];
    expect(startingSettings(rows, 'u1')).toEqual(s(15));
  });

  it('falls back to DEFAULT_SETTINGS, as a copy, with no estimate of that owner', () => {
    const got = startingSettings([{ owner: 'u2', updated: '', settings: s(9) }], 'u1');
    expect(got).toEqual(DEFAULT_SETTINGS);
    expect(got).not.toBe(DEFAULT_SETTINGS);
  });
});

describe('currencyForLanguage', () => {
  it.each([
    ['en', 'USD'],
    ['de', 'EUR'],
    ['ja', 'JPY'],
    ['sv', 'SEK'],
    ['en-GB', 'GBP'],
    ['pt-BR', 'BRL'],
    ['xx', 'USD'],
  ])('%s → %s', (language, currency) => {
    expect(currencyForLanguage(language)).toBe(currency);
  });
});

describe('parseInput: what the user types', () => {
  it('reads decimals and money in the locale', () => {
    expect(parseInput('1.234,5', 'quantity', 'de', 'EUR')).toEqual({ ok: true, value: 1234.5 });
    expect(parseInput('12,50', 'money', 'de', 'EUR')).toEqual({ ok: true, value: 1250 });
    expect(parseInput('1,250.75', 'money', 'en', 'USD')).toEqual({ ok: true, value: 125075 });
    expect(parseInput('1500', 'money', 'ja', 'JPY')).toEqual({ ok: true, value: 1500 });
    expect(parseInput('١٢.٥', 'percent', 'ar', 'SAR')).toEqual({ ok: true, value: 12.5 });
  });

  it('refuses empty, non-numeric, negative and over-precise text instead of reading 0', () => {
    expect(parseInput('', 'quantity', 'en', 'USD')).toEqual({ ok: false, problem: 'empty' });
    expect(parseInput('  ', 'money', 'en', 'USD')).toEqual({ ok: false, problem: 'empty' });
    expect(parseInput('abc', 'quantity', 'en', 'USD')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseInput('-3', 'quantity', 'en', 'USD')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseInput('1.234', 'money', 'en', 'USD')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseInput('12,', 'quantity', 'de', 'EUR')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('refuses values outside the estimate limits', () => {
    expect(parseInput('101', 'waste', 'en', 'USD')).toEqual({ ok: false, problem: 'range' });
    expect(parseInput('100', 'waste', 'en', 'USD')).toEqual({ ok: true, value: 100 });
    expect(parseInput('101', 'tax', 'en', 'USD')).toEqual({ ok: false, problem: 'range' });
    expect(parseInput('101', 'percent', 'en', 'USD')).toEqual({ ok: true, value: 101 });
    expect(parseInput('0.05', 'factor', 'en', 'USD')).toEqual({ ok: false, problem: 'range' });
    expect(parseInput('10000001', 'quantity', 'en', 'USD')).toEqual({
      ok: false,
      problem: 'range',
    });
    expect(parseInput('100000000.01', 'money', 'en', 'USD')).toEqual({
      ok: false,
      problem: 'range',
    });
  });

  it('writes values back so that they read again', () => {
    expect(formatInput(1250, 'money', 'de', 'EUR')).toBe('12,50');
    expect(formatInput(123450, 'money', 'en', 'USD')).toBe('1234.50');
    expect(formatInput(1500, 'money', 'ja', 'JPY')).toBe('1500');
    expect(formatInput(2.5, 'quantity', 'de', 'EUR')).toBe('2,5');
    for (const [locale, currency] of [
      ['de', 'EUR'],
      ['ar', 'SAR'],
      ['hi', 'INR'],
      ['fr', 'EUR'],
    ] as const) {
      const text = formatInput(1234567, 'money', locale, currency);
      expect(parseInput(text, 'money', locale, currency)).toEqual({ ok: true, value: 1234567 });
      const q = formatInput(1234.567, 'quantity', locale, currency);
      expect(parseInput(q, 'quantity', locale, currency)).toEqual({ ok: true, value: 1234.567 });
    }
  });
});

describe('lines from the databases', () => {
  const material = {
    id: 'mat1',
    name: 'Gypsum board 12.5 mm',
    unit: 'm2',
    waste_pct: 10,
    price_cents: 450,
    currency: 'USD',
  };
  const rate = {
    id: 'rate1',
    title: 'Electricians',
    soc_code: '47-2111',
    area_title: 'U.S.',
    hourly_median_cents: 2998,
    hourly_mean_cents: 3210,
    currency: 'USD',
  };

  it("fills a material's name, unit, waste and price", () => {
    expect(lineFromMaterial('l1', material, 'USD')).toEqual({
      id: 'l1',
      kind: 'material',
      description: 'Gypsum board 12.5 mm',
      ref: 'mat1',
      quantity: 1,
      unit: 'm2',
      unitCostCents: 450,
      wastePercent: 10,
    });
  });

  it("prefers the user's own price, and leaves a price of another currency to the user", () => {
    const own = { priceCents: 520, currency: 'USD' };
    expect(lineFromMaterial('l1', material, 'USD', own).unitCostCents).toBe(520);
    expect(lineFromMaterial('l1', material, 'EUR').unitCostCents).toBe(0);
    expect(
      lineFromMaterial('l1', material, 'EUR', { priceCents: 480, currency: 'EUR' }),
    ).toMatchObject({
      unitCostCents: 480,
    });
  });

  it('counts units the estimate does not know (sheet, bag) as each, and hour as h', () => {
    expect(unitOfMaterial('sheet')).toBe('each');
    expect(unitOfMaterial('bag')).toBe('each');
    expect(unitOfMaterial('hour')).toBe('h');
    expect(unitOfMaterial('ft2')).toBe('ft2');
  });

  it('makes a labour line at the median hourly rate, or the mean when there is no median', () => {
    expect(lineFromLabor('l2', rate, 'USD')).toEqual({
      id: 'l2',
      kind: 'labour',
      description: 'Electricians (U.S.)',
      ref: 'rate1',
      quantity: 1,
      unit: 'h',
      unitCostCents: 2998,
      wastePercent: 0,
    });
    expect(lineFromLabor('l2', { ...rate, hourly_median_cents: 0 }, 'USD').unitCostCents).toBe(
      3210,
    );
    expect(
      lineFromLabor('l2', rate, 'USD', { priceCents: 4000, currency: 'USD' }).unitCostCents,
    ).toBe(4000);
  });

  it('makes blank typed lines', () => {
    expect(blankLine('x', 'labour')).toMatchObject({ unit: 'h', quantity: 1, unitCostCents: 0 });
    expect(blankLine('y', 'other')).toMatchObject({ unit: 'each', wastePercent: 0 });
  });
});

describe('move: reordering sections', () => {
  it('moves up and down, and not past the ends', () => {
    expect(move(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('changedFields: what a save sends', () => {
  const base = {
    name: 'Kitchen',
    client_name: '',
    address: '',
    trades: [] as string[],
    currency: 'EUR',
    sections: [] as { id: string; name: string; lines: never[] }[],
    settings: { ...DEFAULT_SETTINGS },
  };

  it('sends only the fields changed since the last write', () => {
    expect(changedFields(base, { ...base, name: 'Kitchen 2' })).toEqual({ name: 'Kitchen 2' });
    expect(changedFields(base, { ...base })).toEqual({});
    const sections = [{ id: 's1', name: 'Floor', lines: [] }];
    expect(changedFields(base, { ...base, sections, client_name: 'Ms Li' })).toEqual({
      sections,
      client_name: 'Ms Li',
    });
  });

  it('compares lists and settings by identity (the editor replaces what it edits)', () => {
    const settings = { ...base.settings };
    expect(changedFields(base, { ...base, settings })).toEqual({ settings });
  });
});

/** An estimate as stored on the device, for fieldsDiffering and differsFrom. */
const STORED = {
  name: 'Kitchen',
  client_name: '',
  address: '',
  trades: ['t1'],
  currency: 'EUR',
  sections: [{ id: 's1', name: 'Floor', lines: [] as never[] }],
  settings: { ...DEFAULT_SETTINGS },
};

describe('fieldsDiffering: what a draft left by a closed page still has to write', () => {
  const stored = STORED;
  // As read back from localStorage and IndexedDB: equal values, never the same objects.
  const copy = () => structuredClone(stored);

  it("is empty when the draft's write had landed (nothing is written twice)", () => {
    expect(fieldsDiffering(stored, copy())).toEqual({});
  });

  it('gives the fields the stored estimate lacks, by value', () => {
    const draft = {
      ...copy(),
      name: 'Kitchen 2',
      sections: [{ id: 's1', name: 'Walls', lines: [] }],
    };
    expect(fieldsDiffering(stored, draft)).toEqual({
      name: 'Kitchen 2',
      sections: [{ id: 's1', name: 'Walls', lines: [] }],
    });
  });
});

describe('differsFrom: a change of the stored estimate from elsewhere', () => {
  const base = STORED;

  it('sees no change in a fresh copy of the same values (a stored row is always a copy)', () => {
    expect(differsFrom(base, structuredClone(base))).toBe(false);
  });

  it('sees a change in any field, nested ones too', () => {
    expect(differsFrom(base, { ...base, address: '4 Elm Road' })).toBe(true);
    expect(differsFrom(base, { ...base, sections: [{ id: 's1', name: 'Walls', lines: [] }] })).toBe(
      true,
    );
    expect(differsFrom(base, { ...base, settings: { ...DEFAULT_SETTINGS, taxPercent: 8 } })).toBe(
      true,
    );
    expect(differsFrom(base, { ...base, trades: [] })).toBe(true);
  });
});

describe("ownWriteShown: the editor's own write, or a change from elsewhere", () => {
  const loaded = STORED;
  const renamed = { ...loaded, sections: [{ id: 's1', name: 'Walls', lines: [] as never[] }] };
  const priced = { ...renamed, settings: { ...DEFAULT_SETTINGS, taxPercent: 8 } };
  const own = [loaded, renamed, priced];

  it('finds the newest write a delivered row shows, by value', () => {
    expect(ownWriteShown(own, structuredClone(priced))).toBe(2);
  });

  it('takes a row read before the newest write landed for an older write of its own', () => {
    // The row with the section's new name but before the tax: not a change to show.
    expect(ownWriteShown(own, structuredClone(renamed))).toBe(1);
    expect(ownWriteShown(own, structuredClone(loaded))).toBe(0);
  });

  it('sees a change from elsewhere in a row equal to none of them', () => {
    expect(ownWriteShown(own, { ...priced, client_name: 'Mr Okafor' })).toBe(-1);
    expect(ownWriteShown([], loaded)).toBe(-1);
  });
});

describe('estimateStatus: the status line', () => {
  const shown = STORED;
  const typed = { ...STORED, name: 'Kitchen and hall' };

  it("says saving while the estimate shown is not what is stored, not the stored row's state", () => {
    expect(estimateStatus(false, { state: 'synced', fields: shown }, typed)).toBe('saving');
    expect(estimateStatus(false, { state: 'device', fields: shown }, typed)).toBe('saving');
  });

  it("gives the stored row's state once the change is stored", () => {
    expect(estimateStatus(false, { state: 'waiting', fields: structuredClone(typed) }, typed)).toBe(
      'waiting',
    );
    expect(estimateStatus(false, { state: 'synced', fields: structuredClone(shown) }, shown)).toBe(
      'synced',
    );
  });

  it('puts a failed write, a conflict and a refusal first, and says nothing before the read', () => {
    expect(estimateStatus(true, { state: 'synced', fields: shown }, typed)).toBe('failed');
    expect(estimateStatus(false, { state: 'conflict', fields: shown }, typed)).toBe('conflict');
    expect(estimateStatus(false, { state: 'refused', fields: shown }, typed)).toBe('refused');
    expect(estimateStatus(false, undefined, shown)).toBeUndefined();
  });
});
