import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cellText,
  isWorkbook,
  tableFromCells,
  tableFromCsv,
  tableFromWorkbook,
} from '@/features/estimator/cost-data/oews-file';
import { loadHooksLib } from '../support/hooks-lib';

// The OEWS file reader of /admin/cost-data (src/features/estimator/cost-data/oews-file.ts):
// the .xlsx fixture (scripts/oews-xlsx.mjs) and the CSV fixture give the server the same rows.
type ParseRow = (
  row: Record<string, string>,
  meta: { year: number; source: string; currency: string },
) => { record: Record<string, unknown> } | { skip: string };
const { parseRow } = loadHooksLib('bls-oews.js') as { parseRow: ParseRow };

const csvText = readFileSync('tests/fixtures/bls-oews-sample.csv', 'utf8');
const xlsxBytes = readFileSync('tests/fixtures/bls-oews-sample.xlsx');
const bytes = () =>
  xlsxBytes.buffer.slice(xlsxBytes.byteOffset, xlsxBytes.byteOffset + xlsxBytes.byteLength);

describe('the OEWS .xlsx and .csv fixtures', () => {
  it('have the same columns and number of rows', async () => {
    const csv = await tableFromCsv(csvText);
    const xlsx = await tableFromWorkbook(bytes());
    expect(xlsx.columns).toEqual(csv.columns);
    expect(xlsx.columns).toContain('H_MEDIAN');
    expect(xlsx.rows).toHaveLength(csv.rows.length);
    expect(csv.rows.length).toBeGreaterThan(5);
  });

  it('give the server the same labour rates and the same skipped rows', async () => {
    const meta = { year: 2024, source: 'BLS OEWS May 2024', currency: 'USD' };
    const csv = (await tableFromCsv(csvText)).rows.map((r) => parseRow(r, meta));
    const xlsx = (await tableFromWorkbook(bytes())).rows.map((r) => parseRow(r, meta));
    expect(xlsx).toEqual(csv);
    const kept = xlsx.filter((r) => 'record' in r);
    expect(kept.length).toBeGreaterThan(3);
    // A wage from the file, read to cents from the workbook's number cell.
    expect(kept.map((r) => r.record)).toContainEqual(
      expect.objectContaining({ soc_code: '47-2111', area_title: 'California' }),
    );
  });

  it('keeps the workbook’s decimal text and markers as written', async () => {
    const xlsx = await tableFromWorkbook(bytes());
    const csv = await tableFromCsv(csvText);
    xlsx.rows.forEach((row, i) => {
      const source = csv.rows[i] ?? {};
      for (const column of ['H_MEDIAN', 'H_MEAN', 'OCC_CODE', 'AREA', 'NAICS']) {
        const a = row[column] ?? '';
        const b = source[column] ?? '';
        // CSV writes "17.30" where the workbook's number is 17.3: same value, no float.
        if (/^[\d.]+$/.test(b)) expect(Number(a)).toBe(Number(b));
        else expect(a).toBe(b);
      }
    });
  });
});

describe('tableFromCells', () => {
  it('takes the first non-empty row as the header and drops empty rows', () => {
    expect(
      tableFromCells([
        [null, null],
        ['OCC_CODE', 'H_MEDIAN', null],
        ['47-2111', 29.98, 'extra'],
        [null, ''],
        ['47-2031', '*'],
      ]),
    ).toEqual({
      columns: ['OCC_CODE', 'H_MEDIAN'],
      rows: [
        { OCC_CODE: '47-2111', H_MEDIAN: '29.98' },
        { OCC_CODE: '47-2031', H_MEDIAN: '*' },
      ],
    });
    expect(tableFromCells([])).toEqual({ columns: [], rows: [] });
  });

  it('writes cells as text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(new Date('2024-05-01T00:00:00Z'))).toBe('2024-05-01');
    expect(cellText(1234.5)).toBe('1234.5');
  });
});

describe('isWorkbook', () => {
  it('tells .xlsx from CSV by type or name', () => {
    expect(isWorkbook({ name: 'state_M2024_dl.xlsx', type: '' })).toBe(true);
    expect(
      isWorkbook({
        name: 'x',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    ).toBe(true);
    expect(isWorkbook({ name: 'oews.csv', type: 'text/csv' })).toBe(false);
  });
});

describe('a file that is not a workbook', () => {
  it('is refused with an error', async () => {
    await expect(tableFromWorkbook(new TextEncoder().encode('not a zip').buffer)).rejects.toThrow();
  });
});
