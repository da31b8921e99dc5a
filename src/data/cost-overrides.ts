/**
 * Repository of the `cost_overrides` table: a signed-in user's own prices (a unit price for a
 * material, an hourly rate for an occupation by SOC code; docs/cost-data.md), local-first.
 * Each set or clear changes the device's copy and queues its server write in the outbox in
 * one transaction (sent once, in order; docs/sync.md); the sync round pulls the user's
 * overrides like their estimates, so they are kept offline and reach their other devices.
 */
import { localDb, type LocalDb } from './local-db';
import type { CostOverrideRecord } from './records';
import { createLocally, deleteLocally, updateLocally } from './sync/local-write';
import { newRecordId } from './sync/record-id';
import { sendSoon } from './sync/send-soon';

export type { CostOverrideRecord };

/** What an override prices: one material (record id) or one occupation (SOC code). */
export type OverrideTarget =
  | { readonly material: string; readonly soc_code?: undefined }
  | { readonly soc_code: string; readonly material?: undefined };

/** The user's override of `target` on this device, or undefined. */
export async function findOverride(
  userId: string,
  target: OverrideTarget,
  db: LocalDb = localDb(),
): Promise<CostOverrideRecord | undefined> {
  const material = target.material ?? '';
  const socCode = target.soc_code ?? '';
  return db.cost_overrides
    .where('owner')
    .equals(userId)
    .filter((row) => row.material === material && row.soc_code === socCode)
    .first();
}

/**
 * Sets `userId`'s own price of `target`: creates the override or changes the existing one
 * (only price and currency are sent).
 * @param priceCents minor units of `currency`, a whole number ≥ 1
 * @param currency ISO 4217
 * @returns the stored record
 * @throws RangeError for a price that is not a whole number ≥ 1 or a malformed currency
 */
export async function setOverride(
  userId: string,
  target: OverrideTarget,
  priceCents: number,
  currency: string,
  db: LocalDb = localDb(),
): Promise<CostOverrideRecord> {
  if (!Number.isSafeInteger(priceCents) || priceCents < 1) {
    throw new RangeError(`Invalid price ${priceCents}`);
  }
  if (!/^[A-Z]{3}$/.test(currency)) throw new RangeError(`Invalid currency ${currency}`);
  const current = await findOverride(userId, target, db);
  if (current) {
    const changed = await updateLocally(db, 'cost_overrides', current.id, {
      price_cents: priceCents,
      currency,
    });
    if (changed) sendSoon();
    return { ...current, price_cents: priceCents, currency };
  }
  const record: CostOverrideRecord = {
    id: newRecordId(),
    owner: userId,
    material: target.material ?? '',
    soc_code: target.soc_code ?? '',
    price_cents: priceCents,
    currency,
    note: '',
    created: '',
    updated: '',
  };
  // The create rule wants the owner in the body (it must be the signed-in user).
  const { id: _id, created: _c, updated: _u, ...body } = record;
  await createLocally(db, 'cost_overrides', record, body);
  sendSoon();
  return record;
}

/** Clears `userId`'s own price of `target` (queued for the server). No-op when there is none. */
export async function clearOverride(
  userId: string,
  target: OverrideTarget,
  db: LocalDb = localDb(),
): Promise<void> {
  const current = await findOverride(userId, target, db);
  if (!current) return;
  await deleteLocally(db, 'cost_overrides', current.id);
  sendSoon();
}

/** Every override of `userId` on this device. @returns [] signed out (null) */
export async function listOverrides(
  userId: string | null,
  db: LocalDb = localDb(),
): Promise<CostOverrideRecord[]> {
  if (!userId) return [];
  return db.cost_overrides.where('owner').equals(userId).toArray();
}
