/**
 * The price an estimate uses for a material or an occupation: the user's own price
 * (`cost_overrides`) when they set one, else the shared table's ("Users keep
 * their own prices (overrides) per account"; docs/cost-data.md). Pure; amounts are integer
 * minor units of their currency, never converted between currencies.
 */
import type { LaborRateRow, MaterialRow } from '@/data/cost-data';
import type { CostOverrideRecord } from '@/data/cost-overrides';

/** A price and where it came from. */
export interface EffectivePrice {
  /** Minor units of `currency`; 0 when neither the user nor the table has a price. */
  readonly cents: number;
  /** ISO 4217; '' when there is no price. */
  readonly currency: string;
  /**
   * 'own': the user's override; 'median' / 'mean': the table's hourly median or (when the
   * source gives no median) mean; 'table': a material's sourced price; 'none': no price.
   */
  readonly from: 'own' | 'table' | 'median' | 'mean' | 'none';
}

/** The user's overrides looked up by material id and by SOC code. */
export interface OverrideIndex {
  readonly byMaterial: ReadonlyMap<string, CostOverrideRecord>;
  readonly bySocCode: ReadonlyMap<string, CostOverrideRecord>;
}

/** Indexes a user's overrides (build it once per list, not per row). Pure. */
export function indexOverrides(overrides: readonly CostOverrideRecord[]): OverrideIndex {
  const byMaterial = new Map<string, CostOverrideRecord>();
  const bySocCode = new Map<string, CostOverrideRecord>();
  for (const o of overrides) {
    if (o.material) byMaterial.set(o.material, o);
    else if (o.soc_code) bySocCode.set(o.soc_code, o);
  }
  return { byMaterial, bySocCode };
}

const asIndex = (overrides: readonly CostOverrideRecord[] | OverrideIndex): OverrideIndex =>
  'byMaterial' in overrides ? overrides : indexOverrides(overrides);

/**
 * A material's unit price for an estimate line.
 * @param row the material (its `price_cents` 0 = the table has no price)
 * @param overrides the user's overrides (a list, or indexOverrides of it for many rows)
 * @returns the user's own price when set, else the table's sourced price, else none (0, '')
 */
export function effectiveMaterialPrice(
  row: Pick<MaterialRow, 'id' | 'price_cents' | 'currency'>,
  overrides: readonly CostOverrideRecord[] | OverrideIndex,
): EffectivePrice {
  const own = asIndex(overrides).byMaterial.get(row.id);
  if (own) return { cents: own.price_cents, currency: own.currency, from: 'own' };
  if (row.price_cents > 0 && row.currency) {
    return { cents: row.price_cents, currency: row.currency, from: 'table' };
  }
  return { cents: 0, currency: '', from: 'none' };
}

/**
 * An occupation's hourly rate for an estimate's labour line. An override is per SOC code, so
 * it applies to the occupation in every area.
 * @param row the labour rate (hourly median and mean in cents; 0 = no value in the source)
 * @param overrides the user's overrides (a list, or indexOverrides of it for many rows)
 * @returns the user's own rate when set, else the median, else the mean, else none (0, '')
 */
export function effectiveLaborRate(
  row: Pick<LaborRateRow, 'soc_code' | 'hourly_median_cents' | 'hourly_mean_cents' | 'currency'>,
  overrides: readonly CostOverrideRecord[] | OverrideIndex,
): EffectivePrice {
  const own = asIndex(overrides).bySocCode.get(row.soc_code);
  if (own) return { cents: own.price_cents, currency: own.currency, from: 'own' };
  if (row.hourly_median_cents > 0) {
    return { cents: row.hourly_median_cents, currency: row.currency, from: 'median' };
  }
  if (row.hourly_mean_cents > 0) {
    return { cents: row.hourly_mean_cents, currency: row.currency, from: 'mean' };
  }
  return { cents: 0, currency: '', from: 'none' };
}
