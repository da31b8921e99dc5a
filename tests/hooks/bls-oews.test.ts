import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

// The OEWS parser (pb_hooks/lib/bls-oews.js) on a fixture shaped exactly like the BLS file
// (tests/fixtures/bls-oews-sample.csv: the real header, cross-industry national and state rows,
// the file's '*', '#' and '**' markers and thousands separators).
type Fields = {
  soc_code: string;
  title: string;
  trades: string[];
  area_code: string;
  area_title: string;
  hourly_median_cents: number;
  hourly_mean_cents: number;
  currency: string;
  year: number;
  source: string;
};
type Meta = { year: number; source: string; currency: string };
const oews = loadHooksLib('bls-oews.js') as {
  SOC_TRADES: Record<string, string[]>;
  MAX_ROWS: number;
  parseCents: (text: string) => number | null;
  parseRow: (row: unknown, meta: Meta) => { record: Fields } | { skip: string };
  parseImport: (
    body: unknown,
  ) =>
    | { value: Meta & { rows: unknown[] } }
    | { errors: Record<string, { code: string; message: string }> };
};
const trades = (
  JSON.parse(readFileSync('pb_hooks/lib/trades.json', 'utf8')) as { value: string }[]
).map((t) => t.value);

const META: Meta = { year: 2024, source: 'BLS OEWS May 2024', currency: 'USD' };
const rows = Papa.parse<Record<string, string>>(
  readFileSync('tests/fixtures/bls-oews-sample.csv', 'utf8'),
  { header: true, skipEmptyLines: true },
).data;

describe('parseCents', () => {
  it.each([
    ['31.53', 3153],
    ['31.5', 3150],
    ['31', 3100],
    ['1,234.56', 123456],
    ['$45.07', 4507],
    [' 0.99 ', 99],
    ['0.07', 7],
  ])('%s is %i cents', (text, cents) => {
    expect(oews.parseCents(text)).toBe(cents);
  });
  it.each(['*', '#', '**', '~', ''])('the marker %j is no value', (text) => {
    expect(oews.parseCents(text)).toBeNull();
  });
  it.each(['abc', '12.345', '-5', '1e3', '12..3'])('%j is refused', (text) => {
    expect(() => oews.parseCents(text)).toThrow('bad_number');
  });
});

describe('SOC_TRADES', () => {
  it('maps real SOC codes to existing trades and covers every trade', () => {
    const mapped = new Set<string>();
    for (const [code, list] of Object.entries(oews.SOC_TRADES)) {
      expect(code).toMatch(/^\d{2}-\d{4}$/);
      for (const trade of list) {
        expect(trades).toContain(trade);
        mapped.add(trade);
      }
    }
    expect([...mapped].sort()).toEqual([...trades].sort());
    expect(oews.SOC_TRADES['47-2111']).toEqual(['electrician_electrical_technician']);
  });
});

describe('parseRow on the fixture', () => {
  const results = rows.map((row) => oews.parseRow(row, META));

  it('reads the header the file really has', () => {
    expect(rows).toHaveLength(12);
    expect(Object.keys(rows[0] ?? {})).toEqual(
      expect.arrayContaining(['AREA_TITLE', 'OCC_CODE', 'OCC_TITLE', 'O_GROUP', 'H_MEDIAN']),
    );
  });

  it('keeps detailed trade occupations and says why it skips the others', () => {
    expect(results.map((r) => ('skip' in r ? r.skip : r.record.soc_code))).toEqual([
      'not_detailed',
      'not_detailed',
      '47-2111',
      '47-2031',
      '47-2152',
      '17-1011',
      'not_a_trade',
      '47-2111',
      '47-2181',
      '47-2061',
      'no_wage',
      '11-9021',
    ]);
  });

  it('turns a national row into a labour rate in cents', () => {
    expect(results[2]).toEqual({
      record: {
        soc_code: '47-2111',
        title: 'Electricians',
        trades: ['electrician_electrical_technician'],
        area_code: '99',
        area_title: 'U.S.',
        hourly_median_cents: 2998,
        hourly_mean_cents: 3210,
        currency: 'USD',
        year: 2024,
        source: 'BLS OEWS May 2024',
      },
    });
  });

  it('stores a marked wage as empty (0), never guessed from another column', () => {
    const roofers = results[8];
    expect(roofers && 'record' in roofers && roofers.record).toMatchObject({
      area_title: 'California',
      hourly_median_cents: 0,
      hourly_mean_cents: 3120,
      trades: ['roofer', 'waterproofing_specialist'],
    });
  });

  it('reads the lower-case columns of files before 2020', () => {
    const lower = {
      occ_code: '47-2022',
      occ_title: 'Stonemasons',
      area_title: 'Ohio',
      o_group: 'detailed',
      h_mean: '25.10',
      h_median: '24.00',
    };
    expect(oews.parseRow(lower, META)).toMatchObject({
      record: { soc_code: '47-2022', hourly_median_cents: 2400, trades: ['stonemason'] },
    });
  });

  it.each([
    ['not an object', 'x', 'not_a_row'],
    ['an array', [], 'not_a_row'],
    ['no OCC_CODE', { OCC_TITLE: 'Roofers', AREA_TITLE: 'Ohio' }, 'bad_occ_code'],
    [
      'a malformed code',
      { OCC_CODE: '472181', OCC_TITLE: 'Roofers', AREA_TITLE: 'Ohio' },
      'bad_occ_code',
    ],
    ['no title', { OCC_CODE: '47-2181', AREA_TITLE: 'Ohio', H_MEAN: '20' }, 'missing_title'],
    ['no area', { OCC_CODE: '47-2181', OCC_TITLE: 'Roofers', H_MEAN: '20' }, 'missing_area'],
    [
      'an industry row',
      {
        OCC_CODE: '47-2181',
        OCC_TITLE: 'Roofers',
        AREA_TITLE: 'U.S.',
        I_GROUP: 'sector',
        H_MEAN: '20',
      },
      'not_cross_industry',
    ],
    [
      'text as a wage',
      { OCC_CODE: '47-2181', OCC_TITLE: 'Roofers', AREA_TITLE: 'Ohio', H_MEAN: 'twenty' },
      'bad_number',
    ],
  ])('skips %s', (_title, row, code) => {
    expect(oews.parseRow(row, META)).toEqual({ skip: code });
  });
});

describe('parseImport', () => {
  const good = { year: 2024, source: 'BLS OEWS May 2024', rows: [{}] };
  it('takes a batch and defaults the currency to USD', () => {
    expect(oews.parseImport(good)).toEqual({
      value: { year: 2024, source: 'BLS OEWS May 2024', currency: 'USD', rows: [{}] },
    });
  });
  it.each([
    ['no body', null, ['year', 'source', 'rows']],
    ['a text year', { ...good, year: '2024' }, ['year']],
    ['a fractional year', { ...good, year: 2024.5 }, ['year']],
    ['a blank source', { ...good, source: '  ' }, ['source']],
    ['a long source', { ...good, source: 'x'.repeat(501) }, ['source']],
    ['a lower-case currency', { ...good, currency: 'usd' }, ['currency']],
    ['no rows', { ...good, rows: [] }, ['rows']],
    ['rows as an object', { ...good, rows: {} }, ['rows']],
    ['too many rows', { ...good, rows: new Array(1001).fill({}) }, ['rows']],
  ])('refuses %s', (_title, body, fields) => {
    const result = oews.parseImport(body);
    expect('errors' in result && Object.keys(result.errors).sort()).toEqual([...fields].sort());
  });
});
