/**
 * Editing an estimate: immutable updates of its sections that keep every untouched section
 * object (so calc.ts re-prices only the edited one), an undo history, and reading numbers and
 * money typed in the user's language into numbers and integer minor units. Pure: no React,
 * Dexie or SDK.
 */
import type { EstimateLine, EstimateSection } from './calc';

type Sections = readonly EstimateSection[];

/** Appends an empty section. */
export function addSection(sections: Sections, id: string, name: string): EstimateSection[] {
  return [...sections, { id, name, lines: [] }];
}

/** Removes a section (no-op when absent). */
export function removeSection(sections: Sections, sectionId: string): EstimateSection[] {
  return sections.filter((s) => s.id !== sectionId);
}

function mapSection(
  sections: Sections,
  sectionId: string,
  change: (s: EstimateSection) => EstimateSection,
): EstimateSection[] {
  return sections.map((s) => (s.id === sectionId ? change(s) : s));
}

/** Renames a section; the others stay the same objects. */
export function renameSection(sections: Sections, sectionId: string, name: string) {
  return mapSection(sections, sectionId, (s) => ({ ...s, name }));
}

/** Appends a line to a section; the other sections stay the same objects. */
export function addLine(sections: Sections, sectionId: string, line: EstimateLine) {
  return mapSection(sections, sectionId, (s) => ({ ...s, lines: [...s.lines, line] }));
}

/** Changes fields of one line; every other section and line stays the same object. */
export function updateLine(
  sections: Sections,
  sectionId: string,
  lineId: string,
  patch: Partial<Omit<EstimateLine, 'id'>>,
) {
  return mapSection(sections, sectionId, (s) => ({
    ...s,
    lines: s.lines.map((l) => (l.id === lineId ? { ...l, ...patch } : l)),
  }));
}

/** Removes one line from a section. */
export function removeLine(sections: Sections, sectionId: string, lineId: string) {
  return mapSection(sections, sectionId, (s) => ({
    ...s,
    lines: s.lines.filter((l) => l.id !== lineId),
  }));
}

/** What can be undone: earlier states, newest last, and the current one. */
export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
}

/** States kept for undo. */
export const UNDO_LIMIT = 50;

/** A history holding only `present`. */
export function startHistory<T>(present: T): History<T> {
  return { past: [], present };
}

/** Makes `next` the present, keeping the old one for undo (at most UNDO_LIMIT). */
export function record<T>(history: History<T>, next: T): History<T> {
  if (next === history.present) return history;
  const past = [...history.past, history.present].slice(-UNDO_LIMIT);
  return { past, present: next };
}

/** Goes back one change; unchanged when there is nothing to undo. */
export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous };
}

const ZERO_CODES = [0x0660, 0x06f0, 0x0966, 0x09e6, 0xff10]; // Arabic-Indic, Persian, Devanagari, Bengali, full-width

/** The locale's decimal and grouping separators. */
function separators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/**
 * A non-negative decimal typed in `locale`, as ASCII digits with "." for the decimal point:
 * "1.234,5" (de) → "1234.5", "١٢٫٥" (Arabic digits) → "12.5" in any locale. Spaces are dropped, and
 * grouping separators between groups of two or three digits. Where the locale's decimal separator is not ".", a typed "." is still read as
 * the decimal point ("12.5" in German, as a phone keypad may give it) unless the text reads
 * as grouping ("1.500"). null when it is not such a number.
 */
const ARABIC_DECIMAL = '\u066b';
const ARABIC_GROUP = '\u066c';

function canonical(text: string, locale: string): string | null {
  const { decimal, group } = separators(locale);
  let s = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const zero = ZERO_CODES.find((z) => code >= z && code <= z + 9);
    // The Arabic decimal and thousands separators, typed on an Arabic keyboard whatever the
    // locale's own (Intl gives "." and "," for `ar` with Latin digits).
    if (ch === ARABIC_DECIMAL) s += decimal;
    else if (ch === ARABIC_GROUP) s += group;
    else s += zero === undefined ? ch : String(code - zero);
  }
  s = s.replace(/[\s\u00a0\u202f]/g, '');
  const plain = /^\d+(\.\d+)?$/;
  if (decimal !== '.' && !s.includes(decimal) && !/^\d{1,3}(\.\d{3})+$/.test(s)) {
    return plain.test(s) ? s : null;
  }
  const [whole = '', ...rest] = s.split(decimal);
  if (rest.length > 1) return null;
  const groups = whole.split(group);
  // Grouped digits: groups of two or three (Indian grouping: 12,34,567), the last of three.
  const grouped = groups
    .slice(1)
    .every((g, i, all) =>
      i === all.length - 1 ? g.length === 3 : g.length === 2 || g.length === 3,
    );
  if (!grouped) return null;
  s = groups.join('') + (rest.length ? `.${rest[0] ?? ''}` : '');
  return plain.test(s) ? s : null;
}

/**
 * Reads a quantity or percentage typed in the user's language.
 * Takes the text and an i18next/BCP 47 locale; returns the number, or null for empty, negative
 * or non-numeric text.
 */
export function parseDecimal(text: string, locale: string): number | null {
  const s = canonical(text, locale);
  return s === null ? null : Number(s);
}

/**
 * Reads a price typed in the user's language into integer minor units of `currency` (ISO
 * 4217), without floating point: "23,99" (de, EUR) → 2399; "1.500" (de, JPY: no minor unit)
 * → 1500. null for empty, negative or non-numeric text, or more decimals than the currency
 * has (the form says so rather than rounding silently).
 */
export function parseMoneyToCents(text: string, locale: string, currency: string): number | null {
  const s = canonical(text, locale);
  if (s === null) return null;
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  const [whole = '0', fraction = ''] = s.split('.');
  if (fraction.length > digits) return null;
  const cents = Number(whole + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
