import { describe, expect, it } from 'vitest';
import {
  computeEstimate,
  DEFAULT_SETTINGS,
  type EstimateLine,
} from '@/features/estimator/core/calc';
import {
  addLine,
  addSection,
  parseDecimal,
  parseMoneyToCents,
  record,
  removeLine,
  removeSection,
  renameSection,
  startHistory,
  undo,
  UNDO_LIMIT,
  updateLine,
} from '@/features/estimator/core/edit';

const line = (id: string, unitCostCents: number): EstimateLine => ({
  id,
  kind: 'other',
  description: '',
  ref: '',
  quantity: 1,
  unit: 'each',
  unitCostCents,
  wastePercent: 0,
});

describe('section and line edits', () => {
  it('change only the edited section, keeping the others as the same objects', () => {
    let sections = addSection([], 'a', 'Floor');
    sections = addSection(sections, 'b', 'Walls');
    sections = addLine(sections, 'a', line('l1', 100));
    sections = addLine(sections, 'b', line('l2', 200));
    const edited = updateLine(sections, 'a', 'l1', { quantity: 3 });
    expect(edited[1]).toBe(sections[1]);
    expect(edited[0]?.lines[0]?.quantity).toBe(3);
    expect(sections[0]?.lines[0]?.quantity).toBe(1); // the old state is untouched (undo)
    expect(computeEstimate(edited, DEFAULT_SETTINGS).grandTotalCents).toBe(500); // 3 × 100 + 200
    const renamed = renameSection(edited, 'b', 'Walls and ceiling');
    expect(renamed[0]).toBe(edited[0]);
    expect(renamed[1]?.name).toBe('Walls and ceiling');
    expect(removeLine(renamed, 'a', 'l1')[0]?.lines).toEqual([]);
    expect(removeSection(renamed, 'a').map((s) => s.id)).toEqual(['b']);
  });
});

describe('undo', () => {
  it('goes back one change at a time, and stops at the start', () => {
    let h = startHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(undo(undo(h)));
    expect(h.present).toBe('a');
  });

  it('keeps at most UNDO_LIMIT earlier states and ignores a non-change', () => {
    let h = startHistory(0);
    for (let i = 1; i <= UNDO_LIMIT + 10; i += 1) h = record(h, i);
    expect(h.past).toHaveLength(UNDO_LIMIT);
    expect(record(h, h.present)).toBe(h);
  });
});

describe('parseDecimal', () => {
  it.each([
    ['12.5', 'en', 12.5],
    ['1,234.5', 'en', 1234.5],
    ['12,5', 'de', 12.5],
    ['1.234,5', 'de', 1234.5],
    ['12.5', 'de', 12.5], // a point from a keypad, read as the decimal point
    ['1.500', 'de', 1500], // reads as grouping in German
    ['1\u202f234,5', 'fr', 1234.5],
    ['1 234,5', 'ru', 1234.5],
    ['١٢٫٥', 'fa', 12.5], // Arabic-Indic digits and the Arabic decimal separator
    ['۱۲٫۵', 'fa', 12.5],
    ['١٢٫٥', 'ar', 12.5], // Intl's `ar` decimal is "." but an Arabic keyboard types "٫"
    ['١٬٢٣٤٫٥', 'ar', 1234.5],
    ['1٬234٫5', 'ar', 1234.5],
    ['  7 ', 'en', 7],
    ['12,34,567.5', 'hi', 1234567.5], // Indian grouping
  ])('reads %j in %s as %d', (text, locale, expected) => {
    expect(parseDecimal(text, locale)).toBe(expected);
  });

  it.each(['', '-3', 'abc', '1.2.3', '12,5,6', 'NaN', 'Infinity', '1e5'])('refuses %j', (text) => {
    expect(parseDecimal(text, 'en')).toBeNull();
  });
});

describe('parseMoneyToCents', () => {
  it('reads prices into integer minor units without floating point', () => {
    expect(parseMoneyToCents('23,99', 'de', 'EUR')).toBe(2399);
    expect(parseMoneyToCents('0.29', 'en', 'USD')).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(parseMoneyToCents('1,005.10', 'en', 'USD')).toBe(100_510);
    expect(parseMoneyToCents('45', 'en', 'USD')).toBe(4500);
    expect(parseMoneyToCents('1.500', 'ja', 'JPY')).toBeNull(); // yen has no minor unit
    expect(parseMoneyToCents('1,500', 'ja', 'JPY')).toBe(1500);
    expect(parseMoneyToCents('2.5', 'en', 'KWD')).toBe(2500); // three decimals
  });

  it('refuses more decimals than the currency has, and bad text', () => {
    expect(parseMoneyToCents('1.999', 'en', 'USD')).toBeNull();
    expect(parseMoneyToCents('-1', 'en', 'USD')).toBeNull();
    expect(parseMoneyToCents('', 'en', 'USD')).toBeNull();
    expect(parseMoneyToCents('9'.repeat(20), 'en', 'USD')).toBeNull();
  });
});
