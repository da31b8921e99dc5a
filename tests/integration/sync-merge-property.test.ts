import 'fake-indexeddb/auto';
import fc from 'fast-check';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalDb } from '@/data/local-db';
import type { ListingRecord } from '@/data/records';
import { applyServerRecords, type ServerRecord } from '@/data/sync/apply';
import { updateLocally } from '@/data/sync/local-write';
import { flushOutbox } from '@/data/sync/outbox';
import { sendWith } from '@/data/sync/push';
import { createListing, signUp, signedIn, superuser, type Actor } from '../support/actors';
import { loopbackAddresses, type Addresses } from '../support/loopback';
import { testPocketBaseUrl } from '../support/servers';

// Two devices of one contractor edit fields of the same listing concurrently, in random
// interleavings of edits, sends and pulls, through the real PocketBase (If-Match, 409 and the
// field-level merge of src/data/sync/merge.ts). Afterwards: a field changed on only one device
// holds that device's last value on the server (never lost, never a conflict); a field changed
// on both holds one of their last values; nothing stays queued; each device then shows the
// server's version. SYNC_MERGE_RUNS sets the number of runs: 250 in `npm test`, 2,000 in
// `npm run test:property`.
const url = testPocketBaseUrl();
const RUNS = Number(process.env.SYNC_MERGE_RUNS ?? 250);

const FIELDS = ['phone', 'city', 'description', 'years_in_business'] as const;
type Field = (typeof FIELDS)[number];
const START: Record<Field, string | number> = {
  phone: '555 0000',
  city: 'Start',
  description: 'Start',
  years_in_business: 1,
};
const valueOf = (field: Field, n: number): string | number =>
  field === 'years_in_business' ? n + 2 : field === 'phone' ? `555 01${n}` : `v${n}`;

type Device = 0 | 1;
type Op =
  | { t: 'edit'; device: Device; field: Field; n: number }
  | { t: 'send'; device: Device }
  | { t: 'pull'; device: Device };

const device = fc.constantFrom<Device>(0, 1);
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({ device, field: fc.constantFrom(...FIELDS), n: fc.nat(3) })
      .map((e) => ({ t: 'edit' as const, ...e })),
  },
  { weight: 2, arbitrary: device.map((d) => ({ t: 'send' as const, device: d })) },
  { weight: 1, arbitrary: device.map((d) => ({ t: 'pull' as const, device: d })) },
);

let admin: PocketBase;
let owner: Actor;
/** A run's clients connect from an address of their own: PocketBase limits requests per IP. */
let from: Addresses;
/** This run's client of the owner (both devices are signed in as the owner). */
let pb: PocketBase;
let listingId: string;
let run = 0;

beforeAll(async () => {
  from = await loopbackAddresses(url, 'sync-merge-property');
  admin = await superuser(url, from);
  const trade = await admin.collection('trades').getFirstListItem("value = 'roofer'");
  owner = await signUp(url, { user_type: 'contractor' }, from);
  listingId = (
    await createListing(owner, trade.id, { business_name: 'Two Devices Roofing', ...START })
  ).id;
});

async function pull(db: LocalDb): Promise<void> {
  const record = await pb
    .collection('contractors')
    .getOne<ServerRecord>(listingId, { requestKey: null });
  await db.transaction('rw', ['contractors', 'outbox'], () =>
    applyServerRecords(db, 'contractors', [record], owner.id),
  );
}

const send = (db: LocalDb) => flushOutbox((row) => sendWith(pb, row), db, Date.now, owner.id);

describe('field-level merge, property', () => {
  it(`never loses a field changed on one device only, over ${RUNS} interleavings`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        run += 1;
        pb = signedIn(url, owner, from);
        const staff = signedIn(url, { token: admin.authStore.token, record: null }, from);
        await staff.collection('contractors').update(listingId, START);
        const devices = [new LocalDb(`merge-a-${run}`), new LocalDb(`merge-b-${run}`)] as const;
        for (const db of devices) await pull(db);
        // Per device: the fields it changed and their last values.
        const last = [new Map<Field, unknown>(), new Map<Field, unknown>()];
        for (const step of ops) {
          const db = devices[step.device];
          if (step.t === 'edit') {
            const value = valueOf(step.field, step.n);
            const local = (await db.contractors.get(listingId)) as ListingRecord;
            if (local[step.field] !== value) last[step.device]?.set(step.field, value);
            await updateLocally(db, 'contractors', listingId, { [step.field]: value });
          } else if (step.t === 'send') {
            await send(db);
          } else {
            await pull(db);
          }
        }
        for (const db of devices) await send(db);
        for (const db of devices) await send(db);
        const server = await staff.collection('contractors').getOne<ListingRecord>(listingId);
        const conflicts = await Promise.all(devices.map((db) => db.conflicts.toArray()));
        for (const field of FIELDS) {
          const [a, b] = [last[0]?.has(field), last[1]?.has(field)];
          if (a && !b) expect(server[field]).toEqual(last[0]?.get(field));
          if (b && !a) expect(server[field]).toEqual(last[1]?.get(field));
          if (a !== b) {
            for (const kept of conflicts) expect(kept.some((c) => field in c.fields)).toBe(false);
          }
          if (a && b) {
            expect([last[0]?.get(field), last[1]?.get(field)]).toContainEqual(server[field]);
          }
          if (!a && !b) expect(server[field]).toEqual(START[field]);
        }
        for (const db of devices) {
          expect(await db.outbox.count()).toBe(0);
          await pull(db);
          // What a device shows is the server's version; its own values wait in conflicts.
          expect(await db.contractors.get(listingId)).toMatchObject(
            Object.fromEntries(FIELDS.map((field) => [field, server[field]])),
          );
          db.close();
          await db.delete();
        }
      }),
      { numRuns: RUNS },
    );
  }, 1_800_000);
});
