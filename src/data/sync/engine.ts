/**
 * One sync round (docs/sync.md): send what waits in the outbox, pull every
 * collection from its cursor (tombstones first), pull the user's own listing (it may be a
 * draft a cursor passed by), send again what was queued meanwhile. The transports are
 * passed in, so the same code runs against PocketBase in the app and against a stand-in
 * server in unit tests.
 */
import { SYNCED_TABLES, type LocalDb } from '../local-db';
import { applyServerRecords, applyServerDeletion, type ServerRecord } from './apply';
import { enqueue, flushOutbox, type FlushResult, type Send } from './outbox';
import { applyTombstones, pullCollection, type FetchPage } from './pull';
import type { DeletionRecord } from '../records';

/** What a sync round needs from the outside world. */
export interface SyncDeps {
  readonly db: LocalDb;
  readonly fetchPage: FetchPage;
  readonly send: Send;
  /** The signed-in user, or null. */
  readonly userId: string | null;
  /** epoch ms */
  readonly now?: () => number;
  /** Whether to pull public data (listings, reviews) too; false: only the outbox. */
  readonly pull?: boolean;
  /** Records per pulled page (pull.ts PAGE_SIZE when not given). */
  readonly perPage?: number;
  /** Awaited before each pulled page is stored (pull.ts PullOptions.between). */
  readonly between?: () => Promise<void>;
}

/** The key of `sync_state` that holds the end of the last complete round. */
export const LAST_ROUND_KEY = 'round';
/** The key of `sync_state` that remembers whose data the user tables hold. */
export const USER_KEY = 'user';

/** Public collections, pulled for everyone. */
const PUBLIC = ['trades', 'contractors', 'reviews'] as const;

/**
 * Makes the local data belong to `userId`: when another user (or nobody) held it, their
 * hires, estimates, own prices (cost_overrides), conflicts and own unpublished listing are
 * removed and the hires, estimates and cost_overrides cursors start over. Estimates made signed out (owner '') move to a signed-in
 * `userId`: each gets the owner and its create is queued (the server sets the owner itself).
 * Records with writes still waiting in the outbox are kept, with their writes: they are sent
 * with whoever is signed in next, and the server refuses (and the device shows) what that
 * user may not do.
 */
export async function adoptUser(db: LocalDb, userId: string | null): Promise<void> {
  const tables = [
    'sync_state',
    'hires',
    'conflicts',
    'contractors',
    'estimates',
    'cost_overrides',
    'outbox',
  ];
  await db.transaction('rw', tables, async () => {
    if (userId) await adoptDeviceEstimates(db, userId);
    const holder = await db.sync_state.get(USER_KEY);
    const previous = holder?.id ?? '';
    if (holder && previous === (userId ?? '')) return;
    await db.sync_state.put({ key: USER_KEY, updated: '', id: userId ?? '', syncedAt: 0 });
    // The first user of this device (or of this database version) inherits what is there.
    if (!holder) return;
    const waiting = new Set(
      (await db.outbox.filter((row) => !row.error).toArray()).map((row) => row.recordId),
    );
    await db.hires.filter((row) => !waiting.has(row.id)).delete();
    await db.conflicts.clear();
    await db.sync_state.delete('hires');
    await db.sync_state.delete('estimates');
    await db.sync_state.delete('cost_overrides');
    if (previous) {
      await db.cost_overrides
        .where('owner')
        .equals(previous)
        .filter((row) => !waiting.has(row.id))
        .delete();
      await db.estimates
        .where('owner')
        .equals(previous)
        .filter((row) => !waiting.has(row.id))
        .delete();
      await db.contractors
        .filter((row) => row.owner === previous && row.status !== 'active' && !waiting.has(row.id))
        .delete();
    }
  });
}

/**
 * Gives the device-only estimates (owner '', made signed out) to `userId` and queues their
 * creates (without owner: the server takes it from the auth). Call inside a transaction over
 * `estimates` and `outbox`.
 * @returns how many moved
 */
export async function adoptDeviceEstimates(db: LocalDb, userId: string): Promise<number> {
  const rows = await db.estimates.where('owner').equals('').toArray();
  for (const row of rows) {
    await db.estimates.put({ ...row, owner: userId });
    const { id: _id, owner: _owner, created: _c, updated: _u, ...body } = row;
    await enqueue({ collection: 'estimates', recordId: row.id, op: 'create', body }, db);
  }
  return rows.length;
}

/**
 * Runs one round.
 * @returns what the two outbox flushes did, summed
 * @throws network errors of the pull (pages stored before stay stored); the outbox never
 *   throws, it schedules retries
 */
export async function syncRound(deps: SyncDeps): Promise<FlushResult> {
  const { db, userId } = deps;
  const now = deps.now ?? Date.now;
  await adoptUser(db, userId);
  const first = await flushOutbox(deps.send, db, now, userId);
  if (deps.pull !== false) {
    const options = {
      fetchPage: deps.fetchPage,
      userId,
      now,
      ...(deps.perPage ? { perPage: deps.perPage } : {}),
      ...(deps.between ? { between: deps.between } : {}),
    };
    await pullCollection(db, 'record_deletions', options);
    for (const table of PUBLIC) await pullCollection(db, table, options);
    if (userId) {
      await pullCollection(db, 'hires', options);
      await pullCollection(db, 'estimates', options);
      await pullCollection(db, 'cost_overrides', options);
      const own = await deps.fetchPage('contractors', {
        filter: `owner = '${userId.replace(/[^a-z0-9]/g, '')}'`,
        sort: 'updated,id',
        perPage: 1,
      });
      await db.transaction('rw', ['contractors', 'outbox'], () =>
        applyServerRecords(db, 'contractors', own, userId),
      );
    }
    await db.sync_state.put({ key: LAST_ROUND_KEY, updated: '', id: '', syncedAt: now() });
  }
  const second = await flushOutbox(deps.send, db, now, userId);
  return {
    sent: first.sent + second.sent,
    waiting: second.waiting,
    refused: second.refused,
  };
}

/**
 * Applies one realtime event: creates and updates like a pulled record, deletions (and
 * tombstones) like pulled tombstones. Cursors do not move: the next pull confirms.
 *
 * A create or update of the user's own listing is not applied: realtime messages never carry a
 * listing's hidden phone and email (no per-message hook on the server, which would run once per
 * subscriber: docs/scaling.md), so applying it would blank the owner's own contacts on the
 * device. The caller pulls instead, whose answer carries them (docs/fees.md).
 * @returns 'pull' when the event was left to a pull, else 'applied' (also for a collection the
 *   device does not keep, which needs nothing)
 */
export async function applyRealtimeEvent(
  db: LocalDb,
  event: { collection: string; action: 'create' | 'update' | 'delete'; record: ServerRecord },
  userId: string | null,
): Promise<'applied' | 'pull'> {
  const { collection, action, record } = event;
  if (collection === 'record_deletions') {
    if (action !== 'create') return 'applied';
    const tombstone = record as unknown as DeletionRecord;
    await db.transaction('rw', [...SYNCED_TABLES], () => applyTombstones(db, [tombstone]));
    return 'applied';
  }
  if (collection !== 'contractors' && collection !== 'reviews' && collection !== 'hires') {
    return 'applied';
  }
  if (
    collection === 'contractors' &&
    action !== 'delete' &&
    userId !== null &&
    (record as { owner?: unknown }).owner === userId
  ) {
    return 'pull';
  }
  await db.transaction('rw', [collection, 'outbox'], () =>
    action === 'delete'
      ? applyServerDeletion(db, collection, record.id)
      : applyServerRecords(db, collection, [record], userId),
  );
  return 'applied';
}
