/**
 * A change of an estimate not yet written when the page closes: localStorage is written at
 * once, while an IndexedDB write started on `pagehide` may not finish before the page goes.
 * The editor writes such a draft into the estimate when it next opens it, then drops it
 * (privacy notice: `estimateDraft:<id>`).
 */
import type { EstimateFields } from '@/data/estimates';

/** The storage key's shape as the privacy notice names it. */
export const DRAFT_KEY_NAME = 'estimateDraft:<id>';

const keyOf = (id: string) => DRAFT_KEY_NAME.replace('<id>', id);

/** Keeps `fields` as the draft of estimate `id` (no-op when storage is full or blocked). */
export function keepDraft(id: string, fields: EstimateFields): void {
  try {
    localStorage.setItem(keyOf(id), JSON.stringify(fields));
  } catch {
    // Storage full or blocked: the IndexedDB write is all there is.
  }
}

/** The draft of estimate `id`, or null. */
export function readDraft(id: string): EstimateFields | null {
  try {
    const text = localStorage.getItem(keyOf(id));
    return text ? (JSON.parse(text) as EstimateFields) : null;
  } catch {
    return null;
  }
}

/** Drops the draft of estimate `id`. */
export function dropDraft(id: string): void {
  try {
    localStorage.removeItem(keyOf(id));
  } catch {
    // Nothing to remove.
  }
}
