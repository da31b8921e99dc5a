/**
 * Reads the BLS OEWS wage file (or a CSV of the same shape; docs/cost-data.md) into rows keyed
 * by the file's own column names, for POST /api/cost-data/labor-import. The file comes as the
 * published .xlsx workbook (first sheet: a header row, then one row per estimate) or as CSV.
 * The readers (read-excel-file, papaparse) are loaded only when a file is read. Number cells
 * are kept as the workbook's own decimal text ("29.98"), never passed through floating point,
 * so the server reads the same cents from either format.
 */

/** The file's rows and its column names as written in the header. */
export interface OewsTable {
  readonly columns: readonly string[];
  readonly rows: readonly Record<string, string>[];
}

/** One cell as text: '' when empty; a date as YYYY-MM-DD; TRUE/FALSE for a boolean. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

/**
 * Rows keyed by column name from a sheet as a 2D array: the first non-empty row is the header;
 * rows with no value at all are dropped; columns without a name are ignored. Pure.
 */
export function tableFromCells(cells: readonly (readonly unknown[])[]): OewsTable {
  const texts = cells.map((row) => row.map(cellText));
  const start = texts.findIndex((row) => row.some((v) => v.trim() !== ''));
  if (start < 0) return { columns: [], rows: [] };
  const columns = (texts[start] ?? []).map((name) => name.trim());
  const rows = texts
    .slice(start + 1)
    .filter((row) => row.some((v) => v.trim() !== ''))
    .map((row) => {
      const out: Record<string, string> = {};
      columns.forEach((name, i) => {
        if (name) out[name] = row[i] ?? '';
      });
      return out;
    });
  return { columns: columns.filter(Boolean), rows };
}

/** Whether a file is an .xlsx workbook (by its type, else its name). */
export function isWorkbook(file: { readonly name: string; readonly type: string }): boolean {
  return (
    file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' ||
    /\.xlsx$/i.test(file.name)
  );
}

/**
 * Reads an .xlsx workbook's first sheet.
 * @param data the file's bytes
 * @throws Error when it is not a readable workbook
 */
export async function tableFromWorkbook(data: Blob | ArrayBuffer): Promise<OewsTable> {
  const { readSheet } = await import('read-excel-file/universal');
  // parseNumber keeps each number cell's text from the workbook's XML.
  const cells = await readSheet<string>(data, { parseNumber: (text) => text, trim: true });
  return tableFromCells(cells);
}

/** Reads CSV text with a header row. */
export async function tableFromCsv(text: string): Promise<OewsTable> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  return { columns: parsed.meta.fields ?? [], rows: parsed.data };
}

/**
 * Reads a chosen file: an .xlsx workbook or a CSV.
 * @throws Error when a workbook cannot be read
 */
export async function readOewsFile(file: File): Promise<OewsTable> {
  return isWorkbook(file) ? tableFromWorkbook(file) : tableFromCsv(await file.text());
}
