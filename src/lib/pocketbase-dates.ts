/** PocketBase's date strings ("2026-11-22 12:00:00.000Z", '' when unset) in the browser. */

/** A PocketBase date as a Date, or null when empty or malformed. */
export function parsePocketBaseDate(text: string): Date | null {
  if (!text) return null;
  const date = new Date(text.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The "YYYY-MM-DD" day of a PocketBase date ("2026-05-01 12:00:00.000Z"), '' when unset. */
export function dayOf(value: unknown): string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
}
