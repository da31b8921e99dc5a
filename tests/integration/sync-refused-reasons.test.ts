import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LocalDb } from '@/data/local-db';
import type { HireRecord, ListingRecord } from '@/data/records';
import { flushOutbox } from '@/data/sync/outbox';
import { sendWith } from '@/data/sync/push';
import { createLocally, updateLocally } from '@/data/sync/local-write';
import { newRecordId } from '@/data/sync/record-id';
import { createListing, guest, signUp, superuser } from '../support/actors';
import { testPocketBaseUrl } from '../support/servers';

// A write the real PocketBase refuses keeps the answer's machine-readable reasons in the
// outbox (`error.code`, `error.fields`: field → validation code), which the sync panel words
// in the user's language (lib/server-errors.ts); the English `message` is kept for logs only.
const url = testPocketBaseUrl();
let admin: PocketBase;
let tradeId: string;
let db: LocalDb;

beforeAll(async () => {
  admin = await superuser(url);
  tradeId = (await admin.collection('trades').getFirstListItem("value = 'roofer'")).id;
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('a refused queued write', () => {
  it('refuses a queued second hire request once, with hire_open_exists, and sends it no more', async () => {
    db = new LocalDb(`sync-refused-hire-${Date.now()}`);
    const owner = await signUp(url, { user_type: 'contractor' });
    const client = await signUp(url, { user_type: 'client' });
    const listing = await createListing(owner, tradeId, { business_name: 'Once Roofing' });
    for (const description of ['first', 'second']) {
      const fields = {
        client: client.id,
        contractor: listing.id,
        description,
        status: 'requested',
      };
      await createLocally<HireRecord>(
        db,
        'hires',
        {
          id: newRecordId(),
          created: '',
          updated: '',
          ...fields,
          fee_status: 'waived',
        } as HireRecord,
        fields,
      );
    }
    expect(await flushOutbox((row) => sendWith(client.pb, row), db)).toMatchObject({
      sent: 1,
      refused: 1,
    });
    const [row] = await db.outbox.toArray();
    expect(row?.error?.fields).toEqual({ contractor: 'hire_open_exists' });
    expect(await flushOutbox((row) => sendWith(client.pb, row), db)).toMatchObject({ sent: 0 });
    const stored = await admin
      .collection('hires')
      .getFullList({ filter: `client = '${client.id}'` });
    expect(stored.map((h) => String(h['description']))).toEqual(['first']);
  });

  it("keeps each refused field's validation code", async () => {
    db = new LocalDb(`sync-refused-${Date.now()}`);
    const owner = await signUp(url, { user_type: 'contractor' });
    const listing = await owner.pb.collection('contractors').create<ListingRecord>(
      {
        owner: owner.id,
        business_name: 'Refused Roofing',
        trades: [tradeId],
        status: 'active',
        postcode: '10001',
      },
      { requestKey: null },
    );
    await db.contractors.put(listing);
    await updateLocally(db, 'contractors', listing.id, {
      business_name: 'x'.repeat(121),
      website: 'not a web address',
    });
    const result = await flushOutbox((row) => sendWith(owner.pb, row), db);
    expect(result).toMatchObject({ sent: 0, refused: 1 });
    const [row] = await db.outbox.toArray();
    expect(row?.error?.status).toBe(400);
    expect(row?.error?.fields).toMatchObject({
      business_name: 'validation_max_text_constraint',
    });
    expect(Object.keys(row?.error?.fields ?? {})).toContain('website');
    // Nothing changed on the server.
    const stored = await admin.collection('contractors').getOne<ListingRecord>(listing.id);
    expect(stored.business_name).toBe('Refused Roofing');
  });

  it("keeps a hook's code for a refusal without field errors", async () => {
    db = new LocalDb(`sync-refused-code-${Date.now()}`);
    const owner = await signUp(url, { user_type: 'contractor' });
    const first = await owner.pb.collection('contractors').create<ListingRecord>(
      {
        owner: owner.id,
        business_name: 'First Roofing',
        trades: [tradeId],
        status: 'active',
        postcode: '10001',
      },
      { requestKey: null },
    );
    expect(first.id).toBeTruthy();
    // A second listing for the same owner: the trust hook answers `listing_exists`.
    await db.outbox.add({
      collection: 'contractors',
      recordId: 'secondlisting01',
      op: 'create',
      body: {
        owner: owner.id,
        business_name: 'Second Roofing',
        trades: [tradeId],
        status: 'active',
        postcode: '10001',
      },
      attempts: 0,
      notBefore: 0,
      createdAt: Date.now(),
    });
    await flushOutbox((row) => sendWith(owner.pb, row), db);
    const [row] = await db.outbox.toArray();
    expect(row?.error).toMatchObject({ status: 403, fields: { owner: 'listing_exists' } });
    expect(
      await admin.collection('contractors').getList(1, 1, { filter: `id = 'secondlisting01'` }),
    ).toMatchObject({ totalItems: 0 });
  });
});

describe("the staff routes' refusals carry a code", () => {
  const codeOf = (call: Promise<unknown>) =>
    call.then(
      () => null,
      (error: unknown) => {
        const { status, response } = error as { status: number; response: { data?: unknown } };
        return { status, data: response.data };
      },
    );

  it('answers auth_required signed out and staff_only to a user without a role', async () => {
    expect(await codeOf(guest(url).send('/api/admin/leads', { requestKey: null }))).toMatchObject({
      status: 401,
      data: { auth: { code: 'auth_required' } },
    });
    const client = await signUp(url, { user_type: 'client' });
    expect(await codeOf(client.pb.send('/api/admin/leads', { requestKey: null }))).toMatchObject({
      status: 403,
      data: { auth: { code: 'staff_only' } },
    });
  });
});
