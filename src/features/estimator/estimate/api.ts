/**
 * Server reads of the estimate editor: the signed-in user's own prices (`cost_overrides`,
 * owner-only; docs/cost-data.md), which the editor prefers to the database's when it fills a
 * line from the materials or labour database.
 */
import { callPocketBase } from '@/lib/pocketbase-call';
import type { OwnPrice } from './line-form';

/** The user's own prices: by material record id and by SOC code. */
export interface OwnPrices {
  readonly materials: ReadonlyMap<string, OwnPrice>;
  readonly occupations: ReadonlyMap<string, OwnPrice>;
}

export const NO_OWN_PRICES: OwnPrices = { materials: new Map(), occupations: new Map() };

/**
 * Every own price of the signed-in user (the server answers only theirs).
 * @returns NO_OWN_PRICES when the server cannot be read (offline): the database's prices apply
 */
export async function fetchOwnPrices(): Promise<OwnPrices> {
  const result = await callPocketBase((pb) =>
    pb.collection('cost_overrides').getFullList<Record<string, unknown>>({ requestKey: null }),
  );
  if (!result.ok) return NO_OWN_PRICES;
  const materials = new Map<string, OwnPrice>();
  const occupations = new Map<string, OwnPrice>();
  for (const r of result.value) {
    const price: OwnPrice = {
      priceCents: typeof r.price_cents === 'number' ? r.price_cents : 0,
      currency: typeof r.currency === 'string' ? r.currency : '',
    };
    if (typeof r.material === 'string' && r.material) materials.set(r.material, price);
    if (typeof r.soc_code === 'string' && r.soc_code) occupations.set(r.soc_code, price);
  }
  return { materials, occupations };
}
