/**
 * What a save of the estimate editor sends: only the top-level fields the user changed since
 * the last write (compared by identity: the editor's updates are immutable), so a field
 * another device changed, and that the sync brought in meanwhile, is not written back with
 * the old value, and an edit of the name does not resend every section. Pure.
 */
import type { EstimateFields } from '@/data/estimates';

/**
 * @param base the fields as last loaded or written
 * @param next the fields now
 * @returns the fields of `next` whose value is not the same object/value as in `base`
 */
export function changedFields(base: EstimateFields, next: EstimateFields): Partial<EstimateFields> {
  const patch: Partial<Record<keyof EstimateFields, unknown>> = {};
  for (const key of Object.keys(next) as (keyof EstimateFields)[]) {
    if (next[key] !== base[key]) patch[key] = next[key];
  }
  return patch as Partial<EstimateFields>;
}

/**
 * Whether the estimate stored on the device differs from what the editor last loaded or
 * wrote: a change that came from elsewhere (the sync, another tab). Compares each top-level
 * field by value (JSON), since a stored row is always a fresh copy. Pure.
 */
export function differsFrom(known: EstimateFields, stored: EstimateFields): boolean {
  const keys = new Set([...Object.keys(known), ...Object.keys(stored)]) as Set<
    keyof EstimateFields
  >;
  for (const key of keys) {
    if (JSON.stringify(known[key]) !== JSON.stringify(stored[key])) return true;
  }
  return false;
}

/**
 * Whether a row the device's watch delivered is a change from elsewhere (the sync, another
 * tab), given the fields this editor wrote to that estimate, oldest first: not when it equals
 * any of them. The watch can deliver a row it read before the editor's newest write landed
 * after that write has settled; taken for a change from elsewhere, it put the older fields back
 * on screen, and the next edit was made on them and saved over the newer ones (a section's
 * new name lost). Pure.
 * @param own the fields as loaded and as each write since set them, oldest first
 * @param stored the fields of the row delivered
 * @returns -1 for a change from elsewhere, else the index in `own` of the write it shows
 */
export function ownWriteShown(own: readonly EstimateFields[], stored: EstimateFields): number {
  return own.findLastIndex((fields) => !differsFrom(fields, stored));
}

/**
 * The fields of a draft (estimateDraft:<id>) that the stored estimate lacks, compared by value
 * (JSON): a draft whose own write did land before the page went gives nothing to write again.
 * Pure.
 * @param stored the estimate's fields on the device now
 * @param draft the fields kept when the page closed
 */
export function fieldsDiffering(
  stored: EstimateFields,
  draft: EstimateFields,
): Partial<EstimateFields> {
  const patch: Partial<Record<keyof EstimateFields, unknown>> = {};
  for (const key of Object.keys(draft) as (keyof EstimateFields)[]) {
    if (JSON.stringify(draft[key]) !== JSON.stringify(stored[key])) patch[key] = draft[key];
  }
  return patch as Partial<EstimateFields>;
}
