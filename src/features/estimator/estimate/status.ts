/**
 * The estimate editor's status line: where the estimate
 * shown is. Pure.
 */
import type { EstimateFields, EstimateSyncState } from '@/data/estimates';
import { differsFrom } from './patch';

/** A status line's key under `status.` in the estimator namespace. */
export type EstimateStatus = EstimateSyncState | 'failed' | 'saving';

/**
 * The status to show. A failed write, a conflict and a refusal come first. Then, while the
 * estimate shown is not what the device holds (a change typed and waiting for its write, or
 * written and not yet read back), 'saving': the stored row's own state ("Saved and synced")
 * would speak of the change before it.
 * @param saveFailed whether the editor's last write to the device failed
 * @param stored the sync state and the fields read with it (useLiveQuery), undefined before
 * @param shown the fields the editor shows
 * @returns undefined while nothing is read yet
 */
export function estimateStatus(
  saveFailed: boolean,
  stored: { readonly state: EstimateSyncState; readonly fields: EstimateFields } | undefined,
  shown: EstimateFields,
): EstimateStatus | undefined {
  if (saveFailed) return 'failed';
  if (!stored) return undefined;
  if (stored.state === 'conflict' || stored.state === 'refused') return stored.state;
  return differsFrom(stored.fields, shown) ? 'saving' : stored.state;
}
