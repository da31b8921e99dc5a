import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp, superuser, type Actor } from '../support/actors';
import { createListing, moveHire, requestHire, rooferId } from '../support/trust';
import { testPocketBaseUrl } from '../support/servers';

// Refusals by API rules carry a code per field (`data.<field>.code`) the app can word
// (pb_hooks/lib/refusals.js), sent with plain HTTP as any client would.
const url = testPocketBaseUrl();
const opts = { requestKey: null };

let admin: PocketBase;
let tradeId: string;
let owner: Actor;
let client: Actor;
let listingId: string;

beforeAll(async () => {
  admin = await superuser(url);
  tradeId = await rooferId(admin);
  owner = await signUp(url, { user_type: 'contractor' });
  client = await signUp(url, { user_type: 'client' });
  listingId = (await createListing(owner, tradeId)).id;
});

async function call(method: string, path: string, body?: unknown, who?: Actor) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(who ? { authorization: who.token } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { data?: Record<string, { code?: string }> };
  const codes = Object.fromEntries(
    Object.entries(answer.data ?? {}).map(([field, error]) => [field, error.code]),
  );
  return { status: response.status, codes };
}

const create = (collection: string, body: unknown, who?: Actor) =>
  call('POST', `/api/collections/${collection}/records`, body, who);

describe('a create refused by its rule names the field and the reason', () => {
  it('a guest asking for a hire: sign in', async () => {
    expect(await create('hires', { contractor: listingId, status: 'requested' })).toEqual({
      status: 400,
      codes: { auth: 'auth_required' },
    });
  });

  it('an unconfirmed address: confirm it first', async () => {
    const unverified = await signUp(url, { user_type: 'client', verified: false });
    const hire = { client: unverified.id, contractor: listingId, status: 'requested' };
    expect(await create('hires', hire, unverified)).toEqual({
      status: 400,
      codes: { auth: 'email_unverified' },
    });
  });

  it('a client listing a business: the account type', async () => {
    const body = { owner: client.id, business_name: 'Mine', trades: [tradeId], status: 'active' };
    expect(await create('contractors', body, client)).toEqual({
      status: 400,
      codes: { auth: 'account_type' },
    });
  });

  it('a field only the server sets: that field', async () => {
    const someone = await signUp(url, { user_type: 'contractor' });
    const body = {
      owner: someone.id,
      business_name: 'Verified!',
      trades: [tradeId],
      status: 'active',
      verified: true,
    };
    expect(await create('contractors', body, someone)).toEqual({
      status: 400,
      codes: { verified: 'validation_not_allowed' },
    });
  });

  it('hiring your own listing, and a report in someone else’s name', async () => {
    const hire = { client: owner.id, contractor: listingId, status: 'requested' };
    expect(await create('hires', hire, owner)).toEqual({
      status: 400,
      codes: { contractor: 'own_record' },
    });
    const report = { reporter: owner.id, contractor: listingId, reason: 'spam' };
    expect(await create('reports', report, client)).toEqual({
      status: 400,
      codes: { reporter: 'not_yours' },
    });
    const own = { reporter: owner.id, contractor: listingId, reason: 'spam' };
    expect(await create('reports', own, owner)).toEqual({
      status: 400,
      codes: { contractor: 'own_record' },
    });
  });

  it('reviewing a hire that is not completed', async () => {
    const hire = await requestHire(client, listingId);
    const body = { author: client.id, hire: hire.id, contractor: listingId, rating: 5, body: 'Ok' };
    expect(await create('reviews', body, client)).toEqual({
      status: 400,
      codes: { hire: 'hire_not_reviewable' },
    });
    await moveHire(client, hire.id, 'cancelled');
  });

  it('a collection only superusers write: not allowed', async () => {
    expect(await create('user_roles', { user: client.id, role: 'admin' }, client)).toEqual({
      status: 403,
      codes: { rule: 'not_allowed' },
    });
  });
});

describe('an update refused by its rule, of a record the caller can see', () => {
  it('cancelling a hire the contractor accepted meanwhile: its state', async () => {
    const hire = await requestHire(client, listingId);
    await moveHire(owner, hire.id, 'accepted');
    expect(
      await call(
        'PATCH',
        `/api/collections/hires/records/${hire.id}`,
        { status: 'cancelled' },
        client,
      ),
    ).toEqual({ status: 404, codes: { status: 'invalid_state' } });
  });

  it('editing a suspended listing: suspended', async () => {
    const someone = await signUp(url, { user_type: 'contractor' });
    const listing = await createListing(someone, tradeId);
    await admin.collection('contractors').update(listing.id, { status: 'suspended' }, opts);
    expect(
      await call(
        'PATCH',
        `/api/collections/contractors/records/${listing.id}`,
        { description: 'x' },
        someone,
      ),
    ).toEqual({ status: 404, codes: { status: 'listing_suspended' } });
  });

  it('someone else’s listing: not allowed; a record the caller cannot see stays a bare 404', async () => {
    expect(
      await call(
        'PATCH',
        `/api/collections/contractors/records/${listingId}`,
        { description: 'x' },
        client,
      ),
    ).toEqual({ status: 404, codes: { rule: 'not_allowed' } });
    expect(
      await call('PATCH', `/api/collections/users/records/${owner.id}`, { name: 'x' }, client),
    ).toEqual({ status: 404, codes: {} });
  });
});

describe('a filter or sort PocketBase cannot run', () => {
  const list = (query: string, who?: Actor) =>
    call('GET', `/api/collections/contractors/records?${query}`, undefined, who);

  it('names a hidden field: filter_field_hidden on filter or sort', async () => {
    expect(await list(`filter=${encodeURIComponent('phone = "1"')}`, client)).toEqual({
      status: 400,
      codes: { filter: 'filter_field_hidden' },
    });
    expect(await list('sort=-email')).toEqual({
      status: 400,
      codes: { sort: 'filter_field_hidden' },
    });
  });

  it('is not valid: filter_invalid', async () => {
    expect(await list(`filter=${encodeURIComponent('nosuchfield = 1')}`)).toEqual({
      status: 400,
      codes: { filter: 'filter_invalid' },
    });
  });
});

it('keeps the sign-in password out of it (a wrong password is no rule refusal)', async () => {
  const answer = await call('POST', '/api/collections/users/auth-with-password', {
    identity: client.email,
    password: `${PASSWORD}x`,
  });
  expect(answer.status).toBe(400);
});
