import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, signUp, superuser, type Actor } from '../support/actors';
import { createListing, moveHire, requestHire } from '../support/trust';
import { testPocketBaseUrl } from '../support/servers';

// Hire requests as an attacker sends them with plain HTTP (docs/security-model.md, "Hire
// requests"): one open request (requested or accepted) per client and listing, however fast
// they come, and only for a trade the listing offers.
const url = testPocketBaseUrl();
const opts = { requestKey: null };

let admin: PocketBase;
let cleaner: string;
let generalContractor: string;

async function tradeId(value: string): Promise<string> {
  return (await admin.collection('trades').getFirstListItem(`value = "${value}"`, opts)).id;
}

beforeAll(async () => {
  admin = await superuser(url);
  cleaner = await tradeId('cleaner');
  generalContractor = await tradeId('general_contractor');
});

/** A client, and a contractor with an active listing offering only cleaning. */
async function pair(): Promise<{ owner: Actor; client: Actor; listing: string }> {
  const owner = await signUp(url, { user_type: 'contractor' });
  const client = await signUp(url, { user_type: 'client' });
  const listing = (await createListing(owner, cleaner)).id;
  return { owner, client, listing };
}

/** The statuses of the client's stored hires with the listing, as staff see them, sorted. */
async function storedStatuses(client: Actor, listing: string): Promise<string[]> {
  const list = await admin
    .collection('hires')
    .getFullList({ ...opts, filter: `client = "${client.id}" && contractor = "${listing}"` });
  return list.map((h) => String(h['status'])).sort();
}

/** The field codes of a refused create (`data.<field>.code`). */
function fieldCodes(error: ClientResponseError): Record<string, unknown> {
  const data = (error.response['data'] ?? {}) as Record<string, { code?: string }>;
  return Object.fromEntries(Object.entries(data).map(([f, e]) => [f, e.code]));
}

describe('one open request per client and listing', () => {
  it('refuses a second request sent after the first, with hire_open_exists', async () => {
    const { client, listing } = await pair();
    await requestHire(client, listing);
    const refused = await expectRefused(requestHire(client, listing), 400);
    expect(fieldCodes(refused)).toEqual({ contractor: 'hire_open_exists' });
    for (let i = 0; i < 5; i += 1) await expectRefused(requestHire(client, listing), 400);
    expect(await storedStatuses(client, listing)).toEqual(['requested']);
  });

  it('stores exactly one of 25 requests sent at the same moment', async () => {
    const { client, listing } = await pair();
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () => requestHire(client, listing)),
    );
    const stored = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) =>
      r.status === 'rejected' && r.reason instanceof ClientResponseError ? [r.reason] : [],
    );
    expect(stored).toHaveLength(1);
    expect(refused).toHaveLength(24);
    for (const error of refused) {
      expect(error.status).toBe(400);
      expect(fieldCodes(error)).toEqual({ contractor: 'hire_open_exists' });
    }
    expect(await storedStatuses(client, listing)).toEqual(['requested']);
  });

  it('also while the contractor has accepted the request', async () => {
    const { owner, client, listing } = await pair();
    const hire = await requestHire(client, listing);
    await moveHire(owner, hire.id, 'accepted');
    await expectRefused(requestHire(client, listing), 400);
    expect(await storedStatuses(client, listing)).toEqual(['accepted']);
  });

  it('allows a new request once the last one was declined, cancelled or done', async () => {
    const { owner, client, listing } = await pair();
    const declined = await requestHire(client, listing);
    await moveHire(owner, declined.id, 'declined');
    const cancelled = await requestHire(client, listing);
    await moveHire(client, cancelled.id, 'cancelled');
    const done = await requestHire(client, listing);
    await moveHire(owner, done.id, 'accepted');
    await moveHire(owner, done.id, 'done');
    await requestHire(client, listing);
    expect(await storedStatuses(client, listing)).toEqual([
      'cancelled',
      'declined',
      'done',
      'requested',
    ]);
  });

  it('counts per client and per listing', async () => {
    const { client, listing } = await pair();
    const other = await signUp(url, { user_type: 'client' });
    const secondOwner = await signUp(url, { user_type: 'contractor' });
    const secondListing = (await createListing(secondOwner, cleaner)).id;
    await requestHire(client, listing);
    await requestHire(other, listing);
    await requestHire(client, secondListing);
    expect(await storedStatuses(client, listing)).toEqual(['requested']);
    expect(await storedStatuses(other, listing)).toEqual(['requested']);
    expect(await storedStatuses(client, secondListing)).toEqual(['requested']);
  });
});

describe('the hire trade', () => {
  const ask = (client: Actor, listing: string, trade: string) =>
    client.pb
      .collection('hires')
      .create({ client: client.id, contractor: listing, trade, status: 'requested' }, opts);

  it('refuses a trade the listing does not offer, with trade_not_offered', async () => {
    const { client, listing } = await pair();
    const refused = await expectRefused(ask(client, listing, generalContractor), 400);
    expect(fieldCodes(refused)).toEqual({ trade: 'trade_not_offered' });
    expect(await storedStatuses(client, listing)).toEqual([]);
  });

  it('takes a trade the listing offers, and no trade at all', async () => {
    const { owner, client, listing } = await pair();
    const hire = await ask(client, listing, cleaner);
    expect(hire['trade']).toBe(cleaner);
    await moveHire(client, hire.id, 'cancelled');
    const without = await requestHire(client, listing);
    expect(without['trade']).toBe('');
    await moveHire(owner, without.id, 'accepted');
    expect(await storedStatuses(client, listing)).toEqual(['accepted', 'cancelled']);
  });
});
