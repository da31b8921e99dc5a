/**
 * What the estimate editor reads from the device besides the estimate, live: the materials
 * and labour databases (materials refreshed from the server once per visit), the trades, the
 * signed-in user's own listing (the print header), where the estimate's last change is
 * (device / waiting / synced) with the fields stored beside it, and the user's own prices from
 * the server.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { listLaborRates, listMaterials } from '@/data/cost-data';
import { estimateSaveState } from '@/data/estimates';
import { ownListing } from '@/data/listings';
import { listTrades } from '@/data/trades';
import { useCostTable } from '../cost-data/use-cost-table';
import { fetchOwnPrices, NO_OWN_PRICES, type OwnPrices } from './api';

/** @param id the open estimate; @param userId the signed-in user, or null */
export function useEditorData(id: string, userId: string | null) {
  const materials = useCostTable('materials', listMaterials).rows;
  const rates = useLiveQuery(listLaborRates, []);
  const trades = useLiveQuery(listTrades, []);
  const listing = useLiveQuery(
    () => (userId ? ownListing(userId) : Promise.resolve(undefined)),
    [userId],
  );
  const saved = useLiveQuery(() => estimateSaveState(id), [id]);
  const [ownPrices, setOwnPrices] = useState<OwnPrices>(NO_OWN_PRICES);
  useEffect(() => {
    if (!userId) return undefined;
    let live = true;
    void fetchOwnPrices().then((prices) => live && setOwnPrices(prices));
    return () => {
      live = false;
    };
  }, [userId]);
  return { materials, rates, trades, listing, saved, ownPrices };
}
