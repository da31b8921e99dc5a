/**
 * Server reads of the cost databases (issue 16 "Data"): every record of `materials` or
 * `labor_rates` with its trades expanded, for src/data/cost-data.ts to keep on the device.
 */
import type { CostTable } from '@/data/cost-data';
import { callPocketBase } from '@/lib/pocketbase-call';

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
