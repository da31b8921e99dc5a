import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/constants/languages';
import {
  formatCountry,
  formatCoordinate,
  currencyDigits,
  formatDate,
  formatLongDate,
  formatList,
  formatMoney,
  formatNumber,
  formatPlace,
  formatPosition,
  formatRating,
  formatUsd,
  formatYear,
  isolate,
} from '@/i18n/format';
import { numberFormatter } from '@/i18n/formatter';
import { listingErrorValues } from '@/features/portal/model';
import { fieldValueText, type ValueContext } from '@/features/sync/model';

// Numbers, lists and direction through Intl in the interface locale.

/** Invisible direction marks spelt out, so a snapshot shows where they are. */
const visible = (text: string) =>
  text.replace(
    /[\u00a0\u200e\u200f\u202f\u061c\u2066-\u2069]/g,
    (c) => `<U+${c.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}>`,
  );

const FSI = '\u2068';
const PDI = '\u2069';

describe('formatCountry', () => {
  it('names a country in the locale (the profile showed "CA" in Arabic)', () => {
    expect(formatCountry('CA', 'de')).toBe('Kanada');
    expect(formatCountry('ca', 'ar')).toBe('كندا');
    expect(formatCountry('CA', 'ja')).toBe('カナダ');
  });

  it('gives back what is not a region code, and nothing for nothing', () => {
    expect(formatCountry('', 'de')).toBe('');
    expect(formatCountry(undefined, 'de')).toBe('');
    expect(formatCountry('Canada', 'de')).toBe('Canada');
  });
});

describe('formatRating', () => {
  it('writes one decimal with the locale decimal sign, none when whole', () => {
    expect(formatRating(4.5, 'en')).toBe('4.5');
    expect(formatRating(4.5, 'de')).toBe('4,5');
    expect(formatRating(4.5, 'fr')).toBe('4,5');
    expect(formatRating(4.5, 'ru')).toBe('4,5');
    expect(formatRating(4.66, 'de')).toBe('4,7');
    expect(formatRating(4, 'de')).toBe('4');
  });
});

describe('formatUsd', () => {
  it('shows whole dollars bare and cents with both digits', () => {
    expect(formatUsd(1, 'en')).toBe('$1');
    expect(formatUsd(49.5, 'en')).toBe('$49.50');
    expect(formatUsd(49.5, 'de')).toBe('49,50\u00a0$');
  });
});

describe('formatMoney (fees, estimates, cost data)', () => {
  it('divides minor units by the currency’s own digits, keeping them unless asked to trim', () => {
    expect(formatMoney(2998, 'USD', 'en')).toBe('$29.98');
    expect(formatMoney(100, 'USD', 'en')).toBe('$1.00');
    expect(formatMoney(100, 'USD', 'en', { trimWhole: true })).toBe('$1');
    expect(formatMoney(150, 'USD', 'en', { trimWhole: true })).toBe('$1.50');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatMoney(123456, 'EUR', 'de')).toBe('1.234,56\u00a0€');
    expect(currencyDigits('KWD')).toBe(3);
    expect(currencyDigits('dollars')).toBeNull();
  });
  it('names the currency in Arabic, where the symbol reads wrongly in right-to-left text', () => {
    expect(visible(formatMoney(2998, 'USD', 'ar'))).toBe(
      visible(
        new Intl.NumberFormat('ar', {
          style: 'currency',
          currency: 'USD',
          currencyDisplay: 'name',
        }).format(29.98),
      ),
    );
    expect(formatMoney(2998, 'USD', 'ar')).toContain('دولار أمريكي');
    expect(formatMoney(2998, 'USD', 'he')).toContain('$');
  });
  it('writes a code Intl does not take after the amount', () => {
    expect(formatMoney(150, 'XX1', 'de')).toBe('1,50 XX1');
  });
});

describe('formatNumber (counts) and formatYear', () => {
  it('groups counts as the locale does', () => {
    expect(formatNumber(50000, 'en')).toBe('50,000');
    expect(formatNumber(50000, 'de')).toBe('50.000');
    expect(formatNumber(50000, 'fr')).toBe('50\u202f000');
    expect(formatNumber(50000, 'hi')).toBe('50,000');
  });

  it('never groups a year', () => {
    expect(formatYear(2026, 'de')).toBe('2026');
    expect(formatYear(2026, 'fr')).toBe('2026');
  });
});

describe('formatDate and formatLongDate', () => {
  // Noon UTC is the same calendar day in every time zone the tests may run in.
  const day = new Date('2026-05-04T12:00:00Z');

  it('writes a date as the locale does, as toLocaleDateString would', () => {
    expect(formatDate(day, 'en')).toBe('May 4, 2026');
    expect(formatDate(day, 'de')).toBe('04.05.2026');
    expect(formatLongDate(day, 'en')).toBe('May 4, 2026');
    expect(formatLongDate(day, 'de')).toBe('4. Mai 2026');
    for (const locale of ['ar', 'ja', 'fr']) {
      expect(formatDate(day, locale)).toBe(day.toLocaleDateString(locale, { dateStyle: 'medium' }));
      expect(formatLongDate(day, locale)).toBe(
        day.toLocaleDateString(locale, { dateStyle: 'long' }),
      );
    }
  });

  it('takes an ISO string as well as a Date', () => {
    expect(formatDate('2026-05-04T12:00:00Z', 'en')).toBe('May 4, 2026');
  });
});

describe('direction: isolate, formatCoordinate, formatPosition', () => {
  it('isolates in Arabic and Hebrew only', () => {
    expect(isolate('-33.8688', 'ar')).toBe(`${FSI}-33.8688${PDI}`);
    expect(isolate('NW1 4RY', 'he')).toBe(`${FSI}NW1 4RY${PDI}`);
    expect(isolate('-33.8688', 'en')).toBe('-33.8688');
  });

  it('writes a coordinate with four decimals in the locale, isolated in RTL', () => {
    expect(formatCoordinate(-74.006, 'en')).toBe('-74.0060');
    expect(formatCoordinate(-74.006, 'de')).toBe('-74,0060');
    expect(formatCoordinate(39.799, 'en', 6)).toBe('39.799000');
    const arabic = formatCoordinate(-33.8688, 'ar');
    expect(arabic.startsWith(FSI) && arabic.endsWith(PDI)).toBe(true);
    expect(arabic).toContain('33.8688');
  });

  it('joins a position with the locale comma', () => {
    expect(formatPosition({ lat: 40.7128, lon: -74.006 }, 'en')).toBe('40.7128, -74.0060');
    expect(formatPosition({ lat: 52.52, lon: 13.405 }, 'de')).toBe('52,5200, 13,4050');
    expect(formatPosition({ lat: 52.52, lon: 13.405 }, 'ar')).toContain('، ');
  });
});

describe('formatList and formatPlace', () => {
  it('joins trades with the locale conjunction', () => {
    expect(formatList(['Roofer', 'Plumber', 'Electrician'], 'en')).toBe(
      'Roofer, Plumber, and Electrician',
    );
    expect(formatList(['Dachdecker', 'Klempner'], 'de')).toBe('Dachdecker und Klempner');
    expect(formatList(['Couvreur'], 'fr')).toBe('Couvreur');
    expect(formatList([], 'fr')).toBe('');
  });

  it('joins the parts of a place with the locale comma, without "and", leaving out empty parts', () => {
    expect(formatPlace(['Leeds', 'LS1 4AP', '', null, 'GB'], 'en')).toBe('Leeds, LS1 4AP, GB');
    expect(formatPlace(['Köln', 'NRW'], 'de')).toBe('Köln, NRW');
    expect(formatPlace(['東京', '100-0001'], 'ja')).toBe('東京、100-0001');
    expect(formatPlace(['الرياض', '12345', 'SA'], 'ar')).toBe(
      `${FSI}الرياض${PDI}، ${FSI}12345${PDI}، ${FSI}SA${PDI}`,
    );
    expect(formatPlace([undefined, ''], 'en')).toBe('');
  });
});

describe('i18next formatter: raw numbers in strings go through Intl', () => {
  async function instance(lng: string) {
    const i18n = createInstance();
    numberFormatter.add('usd', (value: number, l) => formatUsd(value, l ?? 'en'));
    await i18n.use(numberFormatter).init({
      lng,
      resources: {
        [lng]: {
          translation: {
            found_one: '{{count}} result',
            found_other: '{{count}} results',
            of: '{{used}} of {{max}}',
            fee: 'Fee {{fee, usd}}',
            name: 'Hello {{name}}',
          },
        },
      },
      interpolation: { escapeValue: false, alwaysFormat: true },
    });
    // The app's keys are typed; these test keys are not.
    return { t: i18n.t.bind(i18n) as unknown as (key: string, options: object) => string };
  }

  it('groups a count and keeps the plural form', async () => {
    const de = await instance('de');
    expect(de.t('found', { count: 50000 })).toBe('50.000 results');
    expect(de.t('found', { count: 1 })).toBe('1 result');
    expect(de.t('of', { used: 1200, max: 5000 })).toBe('1.200 of 5.000');
  });

  it('keeps named formats and strings as they are', async () => {
    const fr = await instance('fr');
    expect(fr.t('fee', { fee: 1 })).toBe('Fee 1\u00a0$US');
    expect(fr.t('name', { name: '4,5' })).toBe('Hello 4,5');
  });
});

describe('sync panel values', () => {
  const context = (locale: string): ValueContext => ({
    t: ((key: string) => key) as unknown as ValueContext['t'],
    locale,
    tradeValues: { t1: 'roofer', t2: 'plumber', t3: 'electrician' },
    tradeName: (value) => value.toUpperCase(),
  });

  it('lists trades and arrays as the locale joins them, numbers in its digits', () => {
    expect(fieldValueText('contractors', 'trades', ['t1', 't2', 't3'], context('de'))).toBe(
      'ROOFER, PLUMBER und ELECTRICIAN',
    );
    expect(fieldValueText('contractors', 'photos', ['a.jpg', 'b.jpg'], context('es'))).toBe(
      'a.jpg y b.jpg',
    );
    expect(fieldValueText('contractors', 'years_in_business', 12000, context('de'))).toBe('12.000');
  });

  it('words an estimate’s trades, sections and settings, never as JSON', () => {
    const t = ((key: string, options?: Record<string, string>) =>
      options ? `${key}(${options.name}|${options.lines})` : key) as unknown as ValueContext['t'];
    const de = { ...context('de'), t };
    expect(fieldValueText('estimates', 'trades', ['t1', 't2'], de)).toBe('ROOFER und PLUMBER');
    expect(
      fieldValueText(
        'estimates',
        'sections',
        [
          { id: 's1', name: 'Dach', lines: [{}, {}] },
          { id: 's2', name: '', lines: Array.from({ length: 1200 }, () => ({})) },
        ],
        de,
      ),
    ).toBe('sync.estimateSection(Dach|2) und sync.estimateSection(sync.empty|1.200)');
    expect(
      fieldValueText(
        'estimates',
        'settings',
        { overheadPercent: 10, profitPercent: 12.5, taxPercent: 19, regionalFactor: 1.1 },
        de,
      ),
    ).toBe(
      'sync.estimateFields.overheadPercent: 10, sync.estimateFields.profitPercent: 12,5, ' +
        'sync.estimateFields.taxPercent: 19 und sync.estimateFields.regionalFactor: 1,1',
    );
  });
});

describe('every locale: a rating, a count, a negative coordinate, a US$ amount, three trades', () => {
  for (const { code } of LANGUAGES) {
    it(code, () => {
      const rendered = {
        rating: formatRating(4.5, code),
        count: formatNumber(50000, code),
        coordinate: formatCoordinate(-33.8688, code),
        position: formatPosition({ lat: -33.8688, lon: 151.2093 }, code),
        usd: formatUsd(1, code),
        usdCents: formatUsd(49.5, code),
        trades: formatList(['A', 'B', 'C'], code),
        place: formatPlace(['Springfield', '62701', 'US'], code),
      };
      // Nothing is left in a hand-made format: the rating has no "." where the locale
      // writes ",", and the count is grouped unless the locale groups nothing.
      const decimal = new Intl.NumberFormat(code)
        .formatToParts(4.5)
        .find((p) => p.type === 'decimal');
      expect(rendered.rating).toContain(decimal?.value);
      expect(rendered.count).not.toBe('50000');
      expect(
        Object.fromEntries(Object.entries(rendered).map(([k, v]) => [k, visible(v)])),
      ).toMatchSnapshot();
    });
  }
});

describe('listing form limits in error messages', () => {
  it('names the limits in the locale, negative ones isolated in RTL', () => {
    const de = listingErrorValues('de');
    expect(de).toMatchObject({ descriptionMax: 5000, radiusMax: '1.000 km', latMin: '-90' });
    const ar = listingErrorValues('ar');
    expect(ar.latMin.startsWith('\u2068') && ar.latMin.endsWith('\u2069')).toBe(true);
    expect(ar.lonMin).toContain('180');
  });
});
