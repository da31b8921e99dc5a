import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, guest, signUp, superuser } from '../support/actors';
import { createListing, requestHire, rooferId } from '../support/trust';
import { testPocketBaseUrl } from '../support/servers';

// Finding 6: an expired unpaid listing is hidden by id and in lists (the API rules of
// docs/fees.md), and cannot be hired; its owner still sees it.
const url = testPocketBaseUrl();
const opts = { requestKey: null };

let admin: PocketBase;
let tradeId: string;

beforeAll(async () => {
  admin = await superuser(url);
  tradeId = await rooferId(admin);
});

describe('listed_until', () => {
  it('hides an expired unpaid listing from everyone but its owner', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const client = await signUp(url, { user_type: 'client' });
    const mine = await createListing(owner, tradeId);
    expect((await guest(url).collection('contractors').getOne(mine.id, opts)).id).toBe(mine.id);
    await admin
      .collection('contractors')
      .update(mine.id, { listed_until: '2020-01-01 00:00:00.000Z' }, opts);

    for (const pb of [guest(url), client.pb]) {
      await expectRefused(pb.collection('contractors').getOne(mine.id, opts), 404);
      const listed = await pb
        .collection('contractors')
        .getList(1, 10, { ...opts, filter: `id = "${mine.id}"` });
      expect(listed.totalItems).toBe(0);
    }
    await expectRefused(requestHire(client, mine.id), 400);
    expect((await owner.pb.collection('contractors').getOne(mine.id, opts)).status).toBe('active');
  });
});
