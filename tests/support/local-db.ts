/**
 * The device's database for unit tests of the sync modules: a fresh LocalDb in
 * fake-indexeddb per test, and the records and outbox rows the tests start from. A test file
 * imports 'fake-indexeddb/auto' first, before Dexie is loaded.
 */
import { afterEach } from 'vitest';
import { LocalDb, type OutboxRow } from '@/data/local-db';
import type { HireRecord } from '@/data/records';
import type { ServerRecord } from '@/data/sync/apply';

/**
 * Registers the cleanup and returns the opener: each call opens a database no other test
 * has used, which is closed and deleted after the test.
 */
export function freshDatabases(prefix: string): () => LocalDb {
  let opened: LocalDb | undefined;
  let n = 0;
  afterEach(async () => {
    opened?.close();
    await opened?.delete();
    opened = undefined;
  });
  return () => (opened = new LocalDb(`${prefix}-${++n}`));
}

/** An active listing as the server sends it, with `fields` on top. */
export const listing = (fields: Partial<ServerRecord> = {}): ServerRecord => ({
  id: 'listing00000001',
  created: '2026-11-01 10:00:00.000Z',
  updated: '2026-11-01 10:00:00.000Z',
  owner: 'owner0000000001',
  business_name: 'Acme Roofing',
  status: 'active',
  city: 'Boston',
  ...fields,
});

/** An outbox row for that listing. */
export const entry = (op: OutboxRow['op'], body: Record<string, unknown>): OutboxRow => ({
  collection: 'contractors',
  recordId: 'listing00000001',
  op,
  body,
  attempts: 0,
  notBefore: 0,
  createdAt: 0,
});

/** A requested hire as the device holds it; '' `created` means the server does not have it. */
export const requestedHire = (
  id: string,
  created: string,
  fields: Partial<HireRecord> = {},
): HireRecord => ({
  id,
  client: 'client000000001',
  contractor: 'c1',
  trade: '',
  description: 'Fix the roof please',
  status: 'requested',
  fee_status: 'waived',
  created,
  updated: created,
  ...fields,
});
