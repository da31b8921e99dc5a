import { describe, expect, it } from 'vitest';
import { browseTradePath, findTrade, TRADE_CATEGORIES, TRADES } from '@/constants/trades';
import { SPEC_TRADES } from '../support/spec';

describe('trades', () => {
  it('has 45 trades with unique snake_case values', () => {
    expect(TRADES).toHaveLength(45);
    expect(new Set(TRADES.map((t) => t.value)).size).toBe(45);
    for (const trade of TRADES) expect(trade.value).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('contains every required trade value', () => {
    const values = TRADES.map((t) => t.value);
    for (const value of SPEC_TRADES) expect(values).toContain(value);
  });

  it('gives each trade an English label and a known category, in sort order', () => {
    TRADES.forEach((trade, index) => {
      expect(trade.label.trim().length).toBeGreaterThan(2);
      expect(TRADE_CATEGORIES).toContain(trade.category);
      expect(trade.sort).toBe(index + 1);
    });
    expect(new Set(TRADES.map((t) => t.label)).size).toBe(45);
  });

  it('finds a trade by value and builds its browse link', () => {
    expect(findTrade('roofer')?.label).toBe('Roofer');
    expect(findTrade('not_a_trade')).toBeUndefined();
    expect(findTrade(null)).toBeUndefined();
    expect(browseTradePath('tiler_tile_setter')).toBe('/browse?trade=tiler_tile_setter');
  });
});
