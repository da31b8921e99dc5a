import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

// The checks on a new hire request (pb_hooks/lib/hire-create.js, docs/security-model.md).
const { OPEN_HIRE_STATUSES, hireCreateErrors } = loadHooksLib('hire-create.js') as {
  OPEN_HIRE_STATUSES: string[];
  hireCreateErrors: (facts: {
    trade: string;
    listingTrades: string[];
    openCount: number;
  }) => Record<string, { code: string }>;
};

const codes = (errors: Record<string, { code: string }>) =>
  Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, e.code]));

describe('hireCreateErrors', () => {
  it('counts requested and accepted hires as open, nothing else', () => {
    expect([...OPEN_HIRE_STATUSES].sort()).toEqual(['accepted', 'requested']);
  });

  it('takes a first request, with a trade the listing offers or none', () => {
    expect(hireCreateErrors({ trade: 't1', listingTrades: ['t0', 't1'], openCount: 0 })).toEqual(
      {},
    );
    expect(hireCreateErrors({ trade: '', listingTrades: ['t0'], openCount: 0 })).toEqual({});
  });

  it('refuses a second open request on the contractor field', () => {
    expect(codes(hireCreateErrors({ trade: '', listingTrades: [], openCount: 1 }))).toEqual({
      contractor: 'hire_open_exists',
    });
  });

  it('refuses a trade the listing does not offer on the trade field, with both at once', () => {
    expect(codes(hireCreateErrors({ trade: 't9', listingTrades: ['t0'], openCount: 0 }))).toEqual({
      trade: 'trade_not_offered',
    });
    expect(codes(hireCreateErrors({ trade: 't9', listingTrades: [], openCount: 2 }))).toEqual({
      contractor: 'hire_open_exists',
      trade: 'trade_not_offered',
    });
  });
});
