/**
 * The signed-in user's own prices (cost_overrides) on the device, live, indexed for the cost
 * tables; empty signed out.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { listOverrides } from '@/data/cost-overrides';
import { indexOverrides, type OverrideIndex } from './effective';

/** @param userId the signed-in user, or null */
export function useOwnPrices(userId: string | null): OverrideIndex {
  const list = useLiveQuery(() => listOverrides(userId), [userId]);
  return useMemo(() => indexOverrides(list ?? []), [list]);
}
