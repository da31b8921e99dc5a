import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutboxRow } from '@/data/local-db';
import { countRecords, superuser } from '../support/actors';
import { testPocketBaseUrl } from '../support/servers';

// The outbox's transport (src/data/sync/push.ts) against the real PocketBase: a create sent
// twice (the first answer lost) makes one record; a refused write is reported as refused;
// an unreachable server as "try again later".
const url = testPocketBaseUrl();
let send: (row: OutboxRow) => Promise<{ kind: string }>;

beforeAll(async () => {
  vi.stubEnv('VITE_POCKETBASE_URL', url);
  ({ sendToPocketBase: send } = await import('@/data/sync/push'));
});

const row = (body: Record<string, unknown>, recordId: string): OutboxRow => ({
  seq: 1,
  collection: 'exit_intent_captures',
  recordId,
  op: 'create',
  body,
  attempts: 0,
  notBefore: 0,
  createdAt: 0,
});

describe('sendToPocketBase', () => {
  it('creates the record with the client id, and a second send of it creates nothing', async () => {
    const { newRecordId } = await import('@/data/sync/record-id');
    const admin = await superuser(url);
    const before = await countRecords(admin, 'exit_intent_captures');
    const id = newRecordId();
    const entry = row({ email: `twice-${id}@example.com`, user_intent: 'hirer' }, id);
    expect(await send(entry)).toMatchObject({ kind: 'sent' });
    expect(await send(entry)).toMatchObject({ kind: 'sent' });
    expect(await countRecords(admin, 'exit_intent_captures')).toBe(before + 1);
    const stored = await admin.collection('exit_intent_captures').getOne(id, { requestKey: null });
    expect(stored.email).toBe(`twice-${id}@example.com`);
  });

  it('reports a write the server refuses (4xx) as refused, with its status', async () => {
    const { newRecordId } = await import('@/data/sync/record-id');
    const outcome = await send(row({ email: 'not-an-email', user_intent: 'hirer' }, newRecordId()));
    expect(outcome).toMatchObject({ kind: 'refused', status: 400 });
  });
});
