/**
 * Whether two read results are the same data: equal as JSON (records, arrays of them,
 * plain objects; not Maps or Sets, which a reader should build after the read). Used to keep
 * what is on screen when a read answers the same again (data/use-steady-live-query.ts,
 * browse's cards). Pure.
 */
export function sameResult(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
