/** Where a plan stands with the user's account, live (src/data/plan-files.ts). */
import { useLiveQuery } from 'dexie-react-hooks';
import { planAccountState, type PlanAccountState } from '@/data/plan-files';

/**
 * @param accountFileId the plan's `plan_files` record id, if it was ever saved
 * @returns undefined while IndexedDB is read
 */
export function usePlanAccountState(
  accountFileId: string | undefined,
): PlanAccountState | undefined {
  return useLiveQuery(() => planAccountState(accountFileId), [accountFileId]);
}
