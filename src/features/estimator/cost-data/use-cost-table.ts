/**
 * One cost table for a page: the device's copy, live from IndexedDB, refreshed from the
 * server once per page visit (offline the copy stays as it was).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { costDataSyncedAt, refreshCostData, type CostTable } from '@/data/cost-data';
import { fetchCostTable } from './api';

/** What the page shows about its copy. */
export interface CostTableState<T> {
  /** The rows; undefined while IndexedDB is read. */
  readonly rows: T[] | undefined;
  /** When the copy was last refreshed, epoch ms; 0 = never (nothing to show offline). */
  readonly syncedAt: number | undefined;
  /** Whether the refresh of this visit failed (offline or the server is down). */
  readonly refreshFailed: boolean;
}

/** @param list the repository's reader of the table */
export function useCostTable<T>(table: CostTable, list: () => Promise<T[]>): CostTableState<T> {
  const [refreshFailed, setRefreshFailed] = useState(false);
  useEffect(() => {
    let live = true;
    refreshCostData(fetchCostTable).then(
      () => live && setRefreshFailed(false),
      () => live && setRefreshFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  const rows = useLiveQuery(list, []);
  const syncedAt = useLiveQuery(() => costDataSyncedAt(table), [table]);
  return { rows, syncedAt, refreshFailed };
}
