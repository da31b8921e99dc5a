// Makes tests/fixtures/bls-oews-sample.xlsx from tests/fixtures/bls-oews-sample.csv: the same
// header and rows, as one sheet shaped like the BLS OEWS download (.xlsx): the header row
// first, then one row per estimate; figures are number cells, the file's markers ("*", "#",
// "**", "~") and codes are text cells, as in the published workbook, and empty cells are left
// out. Run: `node scripts/oews-xlsx.mjs` (after changing the CSV).
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import writeExcelFile from 'write-excel-file/node';

const CSV = 'tests/fixtures/bls-oews-sample.csv';
const XLSX = 'tests/fixtures/bls-oews-sample.xlsx';
/** Columns holding codes (text in the workbook even when they look like numbers: "000000"). */
const TEXT_COLUMNS = new Set(['AREA', 'AREA_TYPE', 'PRIM_STATE', 'NAICS', 'OWN_CODE', 'OCC_CODE']);

const parsed = Papa.parse(readFileSync(CSV, 'utf8'), { skipEmptyLines: true });
const [header = [], ...rows] = /** @type {string[][]} */ (parsed.data);

/**
 * One cell of the workbook for a CSV value.
 * @param {string} column @param {string} value
 */
function cell(column, value) {
  if (value === '') return null;
  const plain = value.replace(/,/g, '');
  if (!TEXT_COLUMNS.has(column) && /^-?\d+(\.\d+)?$/.test(plain)) {
    return { type: Number, value: Number(plain) };
  }
  return { type: String, value };
}

const sheet = [
  header.map((name) => ({ type: String, value: name })),
  ...rows.map((row) => header.map((column, i) => cell(column, row[i] ?? ''))),
];
await writeExcelFile(sheet, { sheet: 'All May 2024 data' }).toFile(XLSX);
console.log(`${XLSX}: ${rows.length} rows`);
