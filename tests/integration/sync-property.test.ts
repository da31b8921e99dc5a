import 'fake-indexeddb/auto';
import fc from 'fast-check';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalDb, type OutboxRow } from '@/data/local-db';
import type { HireRecord } from '@/data/records';
import { syncRound } from '@/data/sync/engine';
import { createLocally, updateLocally } from '@/data/sync/local-write';
import { flushOutbox, OUTBOX_CONCURRENCY, type SendOutcome } from '@/data/sync/outbox';
import { sendWith } from '@/data/sync/push';
import { newRecordId } from '@/data/sync/record-id';
import { pageReader } from '@/data/sync/remote';
import { createListing, signUp, superuser, type Actor } from '../support/actors';
import { testPocketBaseUrl } from '../support/servers';

// Random interleavings of a user's local edits (hire requests, cancels, a
// listing created, edited, deleted and created again), going offline and online, sends that
// fail before reaching the server, whose answer is lost, or that arrive twice, sync rounds
// and reloads; flushes send one at a time or several records at once (the outbox's pool).
// Afterwards, online with a good network, the real PocketBase holds exactly the
// user's final intended state, every create once, and the device agrees. SYNC_PROPERTY_RUNS
// sets the number of runs: 250 in `npm test` (a fresh random seed each run, printed on a
// failure), 2,000 in `npm run test:property`.
const url = testPocketBaseUrl();
const RUNS = Number(process.env.SYNC_PROPERTY_RUNS ?? 250);

type Fault = 'ok' | 'before' | 'lost' | 'dup';
type Op =
  | { t: 'hire'; label: string }
  | { t: 'cancel'; pick: number }
  | { t: 'list'; name: string }
  | { t: 'edit'; city: string }
  | { t: 'unlist' }
  | { t: 'offline' }
  | { t: 'online' }
  | { t: 'flush'; faults: Fault[]; advanceMs: number; concurrency: number }
  | { t: 'sync'; faults: Fault[] }
  | { t: 'reload' };

const word = fc.constantFrom('alpha', 'bravo', 'delta', 'echo', 'golf', 'kilo');
const faults = fc.array(fc.constantFrom<Fault>('ok', 'ok', 'before', 'lost', 'dup'), {
  maxLength: 6,
});
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: word.map((label) => ({ t: 'hire' as const, label })) },
  { weight: 2, arbitrary: fc.nat(5).map((pick) => ({ t: 'cancel' as const, pick })) },
  { weight: 2, arbitrary: word.map((name) => ({ t: 'list' as const, name: `Biz ${name}` })) },
  { weight: 2, arbitrary: word.map((city) => ({ t: 'edit' as const, city })) },
  { weight: 1, arbitrary: fc.constant({ t: 'unlist' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'offline' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'online' as const }) },
  {
    weight: 3,
    arbitrary: fc
      .record({
        faults,
        advanceMs: fc.integer({ min: 0, max: 600_000 }),
        // One at a time, a few, or the app's pool: hires are independent records, sent at
        // once; the listing's create, edits and remove stay in order.
        concurrency: fc.constantFrom(1, 2, OUTBOX_CONCURRENCY),
      })
      .map((f) => ({ t: 'flush' as const, ...f })),
  },
  { weight: 1, arbitrary: faults.map((f) => ({ t: 'sync' as const, faults: f })) },
  { weight: 1, arbitrary: fc.constant({ t: 'reload' as const }) },
);

let admin: PocketBase;
let user: Actor;
let tradeId: string;
// One open hire per client and listing (docs/security-model.md, "Hire requests"): each hire of
// a run goes to its own listing, and a run starts with the user's earlier hires cancelled.
let targetIds: string[] = [];
let run = 0;

beforeAll(async () => {
  admin = await superuser(url);
  tradeId = (
    await admin.collection('trades').getFirstListItem("value = 'plumber_pipefitter_steamfitter'")
  ).id;
  targetIds = await Promise.all(
    Array.from({ length: 14 }, async () => {
      const owner = await signUp(url, { user_type: 'contractor' });
      return (await createListing(owner, tradeId, { business_name: 'Property Plumbing' })).id;
    }),
  );
  user = await signUp(url, { user_type: 'general_contractor' });
});

/** The transport, with the faults of this step applied to its sends in order. */
function faultySend(plan: Fault[]) {
  return async (row: OutboxRow): Promise<SendOutcome> => {
    const fault = plan.shift() ?? 'ok';
    if (fault === 'before') return { kind: 'retry', status: null, message: 'offline' };
    const outcome = await sendWith(user.pb, row);
    if (fault === 'lost') return { kind: 'retry', status: null, message: 'answer lost' };
    if (fault === 'dup') return sendWith(user.pb, row);
    return outcome;
  };
}

describe('sync engine, property', () => {
  it(`leaves the server with exactly the intended state after ${RUNS} random interleavings`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        run += 1;
        const tag = `run-${Date.now()}-${run}`;
        const name = `sync-property-${tag}`;
        // Start without a listing of the user on the server.
        const old = await admin
          .collection('contractors')
          .getFullList({ filter: `owner = '${user.id}'` });
        for (const record of old) await admin.collection('contractors').delete(record.id);
        const openHires = await admin
          .collection('hires')
          .getFullList({ filter: `client = '${user.id}' && status = 'requested'` });
        for (const h of openHires) {
          await admin.collection('hires').update(h.id, { status: 'cancelled' });
        }
        let hiresSent = 0;

        let db = new LocalDb(name);
        let online = true;
        let clock = Date.now();
        const hires = new Map<string, { description: string; status: string }>();
        let listing: { id: string; business_name: string; city: string; status: string } | null =
          null;

        for (const step of ops) {
          switch (step.t) {
            case 'hire': {
              const id = newRecordId();
              const description = `${tag} ${step.label}`;
              const fields = {
                client: user.id,
                contractor: targetIds[hiresSent++],
                trade: tradeId,
                description,
                status: 'requested',
              };
              await createLocally<HireRecord>(
                db,
                'hires',
                { id, created: '', updated: '', ...fields, fee_status: 'waived' } as HireRecord,
                fields,
              );
              hires.set(id, { description, status: 'requested' });
              break;
            }
            case 'cancel': {
              const open = [...hires].filter(([, h]) => h.status === 'requested');
              const chosen = open[step.pick % Math.max(open.length, 1)];
              if (!chosen) break;
              await updateLocally(db, 'hires', chosen[0], { status: 'cancelled' });
              chosen[1].status = 'cancelled';
              break;
            }
            case 'list': {
              if (listing) {
                // Listing again after a remove brings the same record back (one per owner).
                await updateLocally(db, 'contractors', listing.id, {
                  business_name: step.name,
                  status: 'draft',
                });
                listing.business_name = step.name;
                listing.status = 'draft';
              } else {
                const id = newRecordId();
                const fields = {
                  owner: user.id,
                  business_name: step.name,
                  trades: [tradeId],
                  status: 'draft',
                  city: '',
                };
                await createLocally(
                  db,
                  'contractors',
                  { id, created: '', updated: '', ...fields },
                  fields,
                );
                listing = { id, business_name: step.name, city: '', status: 'draft' };
              }
              break;
            }
            case 'edit':
              if (listing) {
                await updateLocally(db, 'contractors', listing.id, { city: step.city });
                listing.city = step.city;
              }
              break;
            case 'unlist':
              // The owner's remove is a soft delete (docs/security-model.md, "Trust rules").
              if (listing) {
                await updateLocally(db, 'contractors', listing.id, { status: 'removed' });
                listing.status = 'removed';
              }
              break;
            case 'offline':
              online = false;
              break;
            case 'online':
              online = true;
              break;
            case 'flush':
              clock += step.advanceMs;
              if (online) {
                await flushOutbox(faultySend([...step.faults]), db, () => clock, user.id, {
                  concurrency: step.concurrency,
                });
              }
              break;
            case 'sync':
              clock += 3_600_000;
              if (online) {
                await syncRound({
                  db,
                  fetchPage: pageReader(user.pb),
                  send: faultySend([...step.faults]),
                  userId: user.id,
                  now: () => clock,
                });
              }
              break;
            case 'reload':
              db.close();
              db = new LocalDb(name);
              break;
          }
        }

        // Back online with a good network: everything goes through.
        for (let i = 0; i < 50 && (await db.outbox.filter((r) => !r.error).count()) > 0; i += 1) {
          clock += 3_600_000;
          await flushOutbox(faultySend([]), db, () => clock, user.id);
        }
        expect(await db.outbox.toArray()).toEqual([]);
        expect(await db.conflicts.count()).toBe(0);

        const serverHires = await admin
          .collection('hires')
          .getFullList<HireRecord>({ filter: `description ~ '${tag} '` });
        expect(serverHires).toHaveLength(hires.size);
        for (const record of serverHires) {
          expect(hires.get(record.id)).toEqual({
            description: record.description,
            status: record.status,
          });
        }
        const serverListings = await admin
          .collection('contractors')
          .getFullList({ filter: `owner = '${user.id}'` });
        if (listing) {
          expect(serverListings).toHaveLength(1);
          expect(serverListings[0]).toMatchObject(listing);
          expect(await db.contractors.get(listing.id)).toMatchObject(listing);
        } else {
          expect(serverListings).toHaveLength(0);
        }
        for (const [id, hire] of hires) expect(await db.hires.get(id)).toMatchObject(hire);

        db.close();
        await db.delete();
      }),
      { numRuns: RUNS },
    );
  }, 1_800_000);
});
