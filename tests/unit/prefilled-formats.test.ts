import { afterEach, describe, expect, it, vi } from 'vitest';

// A prerendered page carries what its first render formats (src/prerender.tsx
// records it, src/main.tsx prefills it), so hydrating it builds no Intl formatter.

/** A fresh copy of the format module (its caches and prefilled results empty). */
const freshFormat = async () => {
  vi.resetModules();
  return import('@/i18n/format');
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('formatCalendarDay', () => {
  it('writes a YYYY-MM-DD day as that calendar day in the reader language', async () => {
    const { formatCalendarDay } = await freshFormat();
    expect(formatCalendarDay('2026-11-26', 'en')).toBe('Nov 26, 2026');
    expect(formatCalendarDay('2026-11-26', 'de')).toBe('26.11.2026');
  });
});

describe('recordFormats and prefillFormatsFrom', () => {
  it('records what one page formats, by key, and stops when asked', async () => {
    const { recordFormats, formatUsd, formatYear, formatCalendarDay, formatMoney } =
      await freshFormat();
    const stop = recordFormats();
    expect(formatUsd(1, 'en')).toBe('$1');
    expect(formatYear(2026, 'en')).toBe('2026');
    expect(formatCalendarDay('2026-11-26', 'en')).toBe('Nov 26, 2026');
    const page = stop();
    expect(Object.values(page)).toEqual(['$1', '2026', 'Nov 26, 2026']);
    expect(Object.keys(page)[1]).toBe('number|en|{"useGrouping":false}|2026');
    // After the stop nothing more is recorded, and the next page starts empty.
    formatMoney(4950, 'USD', 'en');
    const next = recordFormats();
    expect(next()).toEqual({});
  });

  it('in the browser, gives the recorded texts back without building an Intl formatter', async () => {
    const build = await freshFormat();
    const stop = build.recordFormats();
    const texts = [
      build.formatUsd(1, 'en'),
      build.formatMoney(100, 'USD', 'en', { trimWhole: true }),
      build.formatPercent(0, 'en'),
      build.formatYear(2026, 'en'),
      build.formatCalendarDay('2026-11-26', 'en'),
    ];
    const recorded = stop();

    const browser = await freshFormat();
    const refuse = function () {
      throw new Error('an Intl formatter was built');
    };
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: refuse, DateTimeFormat: refuse });
    browser.prefillFormatsFrom(JSON.stringify(recorded));
    expect([
      browser.formatUsd(1, 'en'),
      browser.formatMoney(100, 'USD', 'en', { trimWhole: true }),
      browser.formatPercent(0, 'en'),
      browser.formatYear(2026, 'en'),
      browser.formatCalendarDay('2026-11-26', 'en'),
    ]).toEqual(texts);
    // Anything the page did not carry is formatted as before.
    expect(() => browser.formatYear(2027, 'en')).toThrow('an Intl formatter was built');
    expect(() => browser.formatUsd(1, 'de')).toThrow('an Intl formatter was built');
  });

  it('ignores entries that are not strings', async () => {
    const { prefillFormatsFrom, formatYear } = await freshFormat();
    prefillFormatsFrom('{"number|en|{\\"useGrouping\\":false}|2026":7}');
    expect(formatYear(2026, 'en')).toBe('2026');
  });
});
