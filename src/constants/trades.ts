/**
 * The 45 construction trades. The list itself lives in pb_hooks/lib/trades.json so that the
 * PocketBase migration seeding the `trades` collection and the app read the very same file.
 */
import tradesJson from '../../pb_hooks/lib/trades.json' with { type: 'json' };

/** Groups used to order and decorate trade tiles. */
export const TRADE_CATEGORIES = [
  'design',
  'general',
  'site',
  'structure',
  'envelope',
  'mep',
  'finishes',
] as const;
export type TradeCategory = (typeof TRADE_CATEGORIES)[number];

/** One trade: `value` is the snake_case key used in URLs (`/browse?trade=value`) and records. */
export interface Trade {
  readonly value: string;
  readonly label: string;
  readonly category: TradeCategory;
  readonly sort: number;
}

function isCategory(value: string): value is TradeCategory {
  return (TRADE_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Checks the raw JSON once at module load.
 * @throws Error when a trade has an unknown category or the values are not unique.
 */
function parseTrades(
  raw: readonly { value: string; label: string; category: string; sort: number }[],
) {
  const trades = raw.map((t): Trade => {
    if (!isCategory(t.category))
      throw new Error(`trade ${t.value}: unknown category ${t.category}`);
    return { value: t.value, label: t.label, category: t.category, sort: t.sort };
  });
  if (new Set(trades.map((t) => t.value)).size !== trades.length) {
    throw new Error('trade values must be unique');
  }
  return trades.sort((a, b) => a.sort - b.sort);
}

/** All trades in display order. */
export const TRADES: readonly Trade[] = parseTrades(tradesJson);

const BY_VALUE = new Map(TRADES.map((t) => [t.value, t]));

/** Returns the trade with this snake_case value, or undefined for an unknown value. */
export function findTrade(value: string | null | undefined): Trade | undefined {
  return value ? BY_VALUE.get(value) : undefined;
}

/** Path of the browse page filtered to one trade, e.g. `/browse?trade=roofer`. */
export function browseTradePath(value: string): string {
  return `/browse?trade=${encodeURIComponent(value)}`;
}
