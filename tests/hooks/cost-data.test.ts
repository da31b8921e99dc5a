import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

// The rules of the shared cost data the API rules cannot say (pb_hooks/lib/cost-data.js).
type Errors = Record<string, { code: string; message: string }>;
const lib = loadHooksLib('cost-data.js') as {
  materialPriceErrors: (m: {
    price_cents: number;
    currency: string;
    source: string;
    price_date: string;
  }) => Errors;
  overrideTargetErrors: (o: { material: string; soc_code: string }) => Errors;
};
const priced = {
  price_cents: 1299,
  currency: 'USD',
  source: 'Supplier catalogue 2026',
  price_date: '2026-11-01 00:00:00.000Z',
};

describe('materialPriceErrors', () => {
  it('accepts no price without a source, and a price with its currency, source and date', () => {
    expect(
      lib.materialPriceErrors({ price_cents: 0, currency: '', source: '', price_date: '' }),
    ).toEqual({});
    expect(lib.materialPriceErrors(priced)).toEqual({});
  });
  it.each([
    ['currency', { ...priced, currency: '' }],
    ['source', { ...priced, source: '   ' }],
    ['price_date', { ...priced, price_date: '' }],
  ])('refuses a price without its %s', (field, m) => {
    expect(Object.keys(lib.materialPriceErrors(m))).toEqual([field]);
    expect(lib.materialPriceErrors(m)[field]?.code).toBe('price_needs_source');
  });
});

describe('overrideTargetErrors', () => {
  it('takes one material or one occupation, not both or neither', () => {
    expect(lib.overrideTargetErrors({ material: 'abc', soc_code: '' })).toEqual({});
    expect(lib.overrideTargetErrors({ material: '', soc_code: '47-2111' })).toEqual({});
    expect(Object.keys(lib.overrideTargetErrors({ material: '', soc_code: '' }))).toEqual([
      'material',
      'soc_code',
    ]);
    expect(lib.overrideTargetErrors({ material: 'abc', soc_code: '47-2111' }).material?.code).toBe(
      'one_target',
    );
  });
});
