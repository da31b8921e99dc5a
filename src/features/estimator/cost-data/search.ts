/**
 * Search of the materials and labour databases (≤ 30 ms p95 on the device,
 * `npm run bench:cost-data`). Pure. Each row's searchable text is normalised once
 * (`makeIndex`); a query then only scans strings: every word must occur in the row's text
 * (case and accents ignored: "beton" finds "Béton"), and the filters must hold.
 */
import type { LaborRateRow, MaterialRow } from '@/data/cost-data';

/** A row with its normalised searchable text. */
export interface Indexed<T> {
  readonly row: T;
  readonly text: string;
}

/** Lower case without diacritics, for comparing words. */
export function normalize(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Builds the index of rows.
 * @param text the words a row is found by (its name, category and trade in the user's
 *   language, codes...)
 */
export function makeIndex<T>(rows: readonly T[], text: (row: T) => string): Indexed<T>[] {
  return rows.map((row) => ({ row, text: normalize(text(row)) }));
}

/**
 * The rows whose text holds every word of `words` and that `keep` accepts, in index order.
 * @param words free text; '' matches every row
 * @param limit at most this many rows (the table shows a page)
 */
export function search<T>(
  index: readonly Indexed<T>[],
  words: string,
  keep: (row: T) => boolean = () => true,
  limit = Number.POSITIVE_INFINITY,
): T[] {
  const terms = normalize(words).split(/\s+/).filter(Boolean);
  const found: T[] = [];
  for (const item of index) {
    if (!keep(item.row)) continue;
    if (!terms.every((term) => item.text.includes(term))) continue;
    found.push(item.row);
    if (found.length >= limit) break;
  }
  return found;
}

/** The filters of the materials table ('' = any). */
export interface MaterialFilter {
  readonly trade: string;
  readonly category: string;
  readonly region: string;
}

/** Whether a material passes the filters. Pure. */
export function materialMatches(row: MaterialRow, f: MaterialFilter): boolean {
  return (
    (f.trade === '' || row.trade === f.trade) &&
    (f.category === '' || row.category === f.category) &&
    (f.region === '' || row.region === f.region)
  );
}

/** The filters of the labour table ('' = any); region is the area title. */
export interface LaborFilter {
  readonly trade: string;
  readonly region: string;
}

/** Whether a labour rate passes the filters. Pure. */
export function laborMatches(row: LaborRateRow, f: LaborFilter): boolean {
  return (
    (f.trade === '' || row.trades.includes(f.trade)) &&
    (f.region === '' || row.area_title === f.region)
  );
}
