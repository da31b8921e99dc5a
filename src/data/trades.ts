/** Repository of the synced `trades` table: the one way the app reads trades from IndexedDB. */
import { TRADES } from '@/constants/trades';
import { localDb, type LocalDb, type TradeRow } from './local-db';

export type { TradeRow };

/** Display order by trade value: the bundled list's, which the synced rows follow. */
const ORDER = new Map(TRADES.map((trade) => [trade.value, trade.sort]));

/**
 * Every trade synced to this device, in display order (the bundled list's order, a row's
 * own `sort` for a trade the bundle does not know).
 * @returns [] before the first sync
 */
export async function listTrades(db: LocalDb = localDb()): Promise<TradeRow[]> {
  const rows = await db.trades.toArray();
  return rows.sort((a, b) => (ORDER.get(a.value) ?? a.sort) - (ORDER.get(b.value) ?? b.sort));
}

/** Trades by record id (what listings and hires hold). Pure. */
export function tradesById(rows: readonly TradeRow[]): Map<string, TradeRow> {
  return new Map(rows.map((row) => [row.id, row]));
}
