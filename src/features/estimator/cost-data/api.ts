/**
 * Server reads of the cost databases: every record of `materials` or
 * `labor_rates` with its trades expanded, for src/data/cost-data.ts to keep on the device.
 */
import type { CostTable } from '@/data/cost-data';
import { callPocketBase, type CallResult } from '@/lib/pocketbase-call';

/**
 * Every record of a cost collection (public: no sign-in needed).
 * @throws Error with the failure kind (e.g. "offline") when the server cannot be read
 */
export async function fetchCostTable(
  collection: CostTable,
): Promise<readonly Record<string, unknown>[]> {
  const result = await callPocketBase((pb) =>
    pb.collection(collection).getFullList<Record<string, unknown>>({
      batch: 1000,
      expand: collection === 'materials' ? 'trade' : 'trades',
      requestKey: null,
    }),
  );
  if (!result.ok) throw new Error(result.failure.kind);
  return result.value;
}

/** What the import route answered for one batch (pb_hooks/routes-admin.pb.js). */
export interface ImportAnswer {
  readonly created: number;
  readonly updated: number;
  readonly skipped: readonly { readonly row: number; readonly code: string }[];
}

/**
 * Sends one batch of OEWS rows to POST /api/cost-data/labor-import (admins with a live staff
 * session).
 * @param batch year, source as users see it, ISO 4217 currency, ≤ 1,000 rows keyed by the
 *   file's column names
 */
export function importLaborBatch(batch: {
  year: number;
  source: string;
  currency: string;
  rows: readonly Record<string, string>[];
}): Promise<CallResult<ImportAnswer>> {
  return callPocketBase((pb) =>
    pb.send<ImportAnswer>('/api/cost-data/labor-import', {
      method: 'POST',
      body: batch,
      requestKey: null,
    }),
  );
}
