import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ageAccount,
  countRecords,
  createListing,
  expectRefused,
  guest,
  signUp,
  superuser,
  type Actor,
  type RecordModel,
} from '../support/actors';
import { testPocketBaseUrl } from '../support/servers';

// API rules of every collection (docs/security-model.md), exercised with the JS SDK on the
// real PocketBase the integration global setup started.
const url = testPocketBaseUrl();
const opts = { requestKey: null };

let admin: PocketBase;
let tradeId: string;

beforeAll(async () => {
  admin = await superuser(url);
  tradeId = (await admin.collection('trades').getFirstListItem('value = "roofer"', opts)).id;
});

function listing(owner: Actor, fields: Record<string, unknown> = {}) {
  return createListing(owner, tradeId, fields);
}

describe('users', () => {
  it('lets anyone sign up with a user type and see and edit only themself', async () => {
    const a = await signUp(url, { user_type: 'client', name: 'Ann' });
    const b = await signUp(url, { user_type: 'contractor' });
    const seen = await a.pb.collection('users').getFullList(opts);
    expect(seen.map((u) => u.id)).toEqual([a.id]);
    await a.pb.collection('users').update(a.id, { language_preference: 'Spanish' }, opts);
    await expectRefused(a.pb.collection('users').update(b.id, { name: 'Hacked' }, opts), 404);
    await expectRefused(guest(url).collection('users').getOne(a.id, opts), 404);
  });

  it('refuses unknown user types and languages with field errors', async () => {
    const pb = guest(url);
    const error = await expectRefused(
      pb.collection('users').create(
        {
          email: 'bad-type@example.com',
          password: 'bad-type-123',
          passwordConfirm: 'bad-type-123',
          user_type: 'superhero',
          language_preference: 'Klingon',
        },
        opts,
      ),
      400,
    );
    expect(Object.keys(error.response.data as object).sort()).toEqual([
      'language_preference',
      'user_type',
    ]);
  });
});

describe('server-only collections', () => {
  const closed = [
    'user_roles',
    'payments',
    'visitor_sessions',
    'affiliate_clicks',
    'security_events',
    'translations',
  ];

  it.each(closed)('%s: neither a guest nor a user can write it', async (name) => {
    const user = await signUp(url);
    const before = await countRecords(admin, name);
    for (const pb of [guest(url), user.pb]) {
      await expectRefused(pb.collection(name).create({ role: 'admin', user: user.id }, opts));
    }
    expect(await countRecords(admin, name)).toBe(before);
  });

  it.each(['user_roles', 'visitor_sessions', 'translations'])(
    '%s: neither a guest nor a user can list it',
    async (name) => {
      const user = await signUp(url);
      for (const pb of [guest(url), user.pb]) {
        await expectRefused(pb.collection(name).getList(1, 1, opts), 403);
      }
    },
  );

  it('record_deletions: anyone may read tombstones, nobody but the server writes them', async () => {
    await guest(url).collection('record_deletions').getList(1, 1, opts);
    await expectRefused(
      guest(url).collection('record_deletions').create({ collection: 'x', record_id: 'y' }, opts),
    );
  });
});

describe('contractors', () => {
  it('an owner creates one listing; active ones are public, drafts only the owner sees', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const draft = await listing(owner, { status: 'draft' });
    expect(draft.verified).toBe(false);
    await expectRefused(guest(url).collection('contractors').getOne(draft.id, opts), 404);
    expect((await owner.pb.collection('contractors').getOne(draft.id, opts)).id).toBe(draft.id);
    await owner.pb.collection('contractors').update(draft.id, { status: 'active' }, opts);
    expect((await guest(url).collection('contractors').getOne(draft.id, opts)).status).toBe(
      'active',
    );
    // One listing per owner: a second one is refused with a reason the app shows.
    await expectRefused(listing(owner), 403);
  });

  it('refuses forged server fields and other owners', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const other = await signUp(url, { user_type: 'contractor' });
    const before = await countRecords(admin, 'contractors');
    for (const forged of [
      { verified: true },
      { rating_avg: 5 },
      { rating_count: 99 },
      { background_check: true },
      { listed_until: '2099-01-01 00:00:00.000Z' },
      { status: 'suspended' },
      { owner: other.id },
    ]) {
      await expectRefused(listing(owner, forged), 400);
    }
    expect(await countRecords(admin, 'contractors')).toBe(before);

    const mine = await listing(owner);
    for (const forged of [
      { verified: true },
      { rating_avg: 5 },
      { status: 'suspended' },
      { owner: other.id },
    ]) {
      await expectRefused(owner.pb.collection('contractors').update(mine.id, forged, opts));
    }
    await expectRefused(
      other.pb.collection('contractors').update(mine.id, { business_name: 'Mine now' }, opts),
    );
    await expectRefused(other.pb.collection('contractors').delete(mine.id, opts));
    const after = await admin.collection('contractors').getOne(mine.id, opts);
    expect(after).toMatchObject({
      verified: false,
      rating_avg: 0,
      status: 'active',
      owner: owner.id,
    });
  });

  it('a suspended listing cannot be edited back by its owner', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const mine = await listing(owner);
    await admin.collection('contractors').update(mine.id, { status: 'suspended' }, opts);
    await expectRefused(
      owner.pb.collection('contractors').update(mine.id, { status: 'active' }, opts),
    );
  });
});

describe('hires and reviews', () => {
  async function setup() {
    const contractor = await signUp(url, { user_type: 'contractor' });
    const client = await signUp(url, { user_type: 'client' });
    const outsider = await signUp(url, { user_type: 'client' });
    const business = await listing(contractor);
    const hire = await client.pb
      .collection('hires')
      .create(
        { client: client.id, contractor: business.id, trade: tradeId, status: 'requested' },
        opts,
      );
    return { contractor, client, outsider, business, hire };
  }

  it('follows requested → accepted → done → completed, each step by the right party', async () => {
    const { contractor, client, outsider, hire } = await setup();
    await expectRefused(outsider.pb.collection('hires').getOne(hire.id, opts), 404);
    expect((await contractor.pb.collection('hires').getOne(hire.id, opts)).status).toBe(
      'requested',
    );
    await expectRefused(
      client.pb.collection('hires').update(hire.id, { status: 'accepted' }, opts),
    );
    await expectRefused(
      contractor.pb.collection('hires').update(hire.id, { status: 'completed' }, opts),
    );
    await contractor.pb.collection('hires').update(hire.id, { status: 'accepted' }, opts);
    await expectRefused(
      client.pb.collection('hires').update(hire.id, { status: 'cancelled' }, opts),
    );
    await expectRefused(
      contractor.pb
        .collection('hires')
        .update(hire.id, { status: 'completed', fee_status: 'paid' }, opts),
    );
    // The contractor marks the work done; only the client confirms it.
    await expectRefused(
      contractor.pb.collection('hires').update(hire.id, { status: 'completed' }, opts),
    );
    await contractor.pb.collection('hires').update(hire.id, { status: 'done' }, opts);
    await expectRefused(
      contractor.pb.collection('hires').update(hire.id, { status: 'completed' }, opts),
    );
    await client.pb.collection('hires').update(hire.id, { status: 'completed' }, opts);
    expect((await client.pb.collection('hires').getOne(hire.id, opts)).status).toBe('completed');
  });

  it('shows the contractor how to reach the client, as the client chose, once accepted and the fee settled; nobody can change it', async () => {
    const contractor = await signUp(url, { user_type: 'contractor' });
    const client = await signUp(url, { user_type: 'client', name: 'Chris Client' });
    const business = await listing(contractor);
    const create = (fields: Record<string, unknown>) =>
      client.pb
        .collection('hires')
        .create(
          { client: client.id, contractor: business.id, status: 'requested', ...fields },
          opts,
        );
    const either = await create({ contact_preference: 'either', client_phone: '+1 555 0100' });
    // The client sees what they shared; the contractor only the name until they accept and
    // the fee is settled (a new client's hires are free for their first month).
    expect(either).toMatchObject({ client_phone: '+1 555 0100', fee_status: 'waived' });
    const requested = await contractor.pb.collection('hires').getOne(either.id, opts);
    expect(requested.client_name).toBe('Chris Client');
    expect(requested).not.toHaveProperty('client_email');
    expect(requested).not.toHaveProperty('client_phone');
    await contractor.pb.collection('hires').update(either.id, { status: 'accepted' }, opts);
    expect(await contractor.pb.collection('hires').getOne(either.id, opts)).toMatchObject({
      client_name: 'Chris Client',
      client_email: client.email,
      client_phone: '+1 555 0100',
    });
    // One open hire per client and listing: the work is marked done before the next request.
    await contractor.pb.collection('hires').update(either.id, { status: 'done' }, opts);
    // Asked to be phoned: a phone number is needed, and the email is not passed on.
    await expectRefused(create({ contact_preference: 'phone' }));
    const phone = await create({ contact_preference: 'phone', client_phone: '555 0101' });
    expect(phone).toMatchObject({ client_name: 'Chris Client', client_email: '' });
    await client.pb.collection('hires').update(phone.id, { status: 'cancelled' }, opts);
    // What the server sets cannot be forged, and none of it changes afterwards.
    await expectRefused(create({ client_name: 'Someone Else' }));
    await expectRefused(create({ client_phone: 'call me maybe' }));
    // A forged client_email (a hidden field) is refused or ignored: the stored one is the
    // client's own.
    const forged = await create({ client_email: 'forged@example.com' }).catch(() => null);
    if (forged) {
      expect((await admin.collection('hires').getOne(forged.id, opts)).client_email).toBe(
        client.email,
      );
    }
    await expectRefused(
      contractor.pb.collection('hires').update(either.id, { client_name: 'X' }, opts),
    );
    // The phone is a hidden field: a changed value is not applied, whoever sends it.
    for (const party of [contractor, client]) {
      await party.pb
        .collection('hires')
        .update(either.id, { client_phone: '555 0199' }, opts)
        .catch(() => null);
    }
    expect(await admin.collection('hires').getOne(either.id, opts)).toMatchObject({
      client_name: 'Chris Client',
      client_phone: '+1 555 0100',
    });
  });

  it('refuses a hire created as accepted, for someone else, or with a fee status', async () => {
    const { client, business, outsider } = await setup();
    const before = await countRecords(admin, 'hires');
    for (const forged of [
      { status: 'accepted' },
      { client: outsider.id },
      { fee_status: 'paid' },
    ]) {
      await expectRefused(
        client.pb
          .collection('hires')
          .create(
            { client: client.id, contractor: business.id, status: 'requested', ...forged },
            opts,
          ),
      );
    }
    expect(await countRecords(admin, 'hires')).toBe(before);
  });

  it('lets only the client of a completed hire review it, once', async () => {
    const { contractor, client, outsider, business, hire } = await setup();
    const review = { contractor: business.id, hire: hire.id, rating: 5, body: 'Great work' };
    await expectRefused(
      client.pb.collection('reviews').create({ ...review, author: client.id }, opts),
    );
    await contractor.pb.collection('hires').update(hire.id, { status: 'accepted' }, opts);
    await contractor.pb.collection('hires').update(hire.id, { status: 'done' }, opts);
    await client.pb.collection('hires').update(hire.id, { status: 'completed' }, opts);
    await expectRefused(
      outsider.pb.collection('reviews').create({ ...review, author: outsider.id }, opts),
    );
    await expectRefused(
      client.pb.collection('reviews').create({ ...review, author: client.id, rating: 6 }, opts),
    );
    // The author's public name is the server's to write.
    await expectRefused(
      client.pb
        .collection('reviews')
        .create({ ...review, author: client.id, author_name: 'A Fan' }, opts),
    );
    await client.pb.collection('users').update(client.id, { name: 'Chris Client' }, opts);
    // A client of a week, so that the review of a free-month hire counts at once.
    await ageAccount(url, client.id, 8);
    const created: RecordModel = await client.pb
      .collection('reviews')
      .create({ ...review, author: client.id }, opts);
    await expectRefused(
      client.pb.collection('reviews').create({ ...review, author: client.id }, opts),
      400,
    );
    const publicList = await guest(url)
      .collection('reviews')
      .getFullList({ filter: `contractor = "${business.id}"`, ...opts });
    expect(publicList.map((r) => r.id)).toEqual([created.id]);
    expect(publicList[0]?.author_name).toBe('Chris C.');
    await expectRefused(
      client.pb.collection('reviews').update(created.id, { author_name: 'Someone' }, opts),
    );
  });
});

describe('exit_intent_captures', () => {
  it('takes a guest capture but never a client-set IP, and shows captures to no one', async () => {
    const pb = guest(url);
    const capture = {
      email: 'lead@example.com',
      user_intent: 'hirer',
      language_preference: 'English',
    };
    await pb.collection('exit_intent_captures').create(capture, opts);
    await expectRefused(
      pb.collection('exit_intent_captures').create({ ...capture, ip_address: '1.2.3.4' }, opts),
      400,
    );
    const error = await expectRefused(
      pb
        .collection('exit_intent_captures')
        .create({ ...capture, email: 'not-an-email', user_intent: 'spy' }, opts),
      400,
    );
    expect(Object.keys(error.response.data as object).sort()).toEqual(['email', 'user_intent']);
    await expectRefused(pb.collection('exit_intent_captures').getList(1, 1, opts), 403);
  });
});

describe('affiliates', () => {
  it('a user cannot create, approve or re-code an affiliate record: POST /api/affiliate/signup makes it', async () => {
    const a = await signUp(url);
    const b = await signUp(url);
    await expectRefused(
      a.pb
        .collection('affiliates')
        .create({ user: a.id, referral_code: `code${Date.now()}` }, opts),
    );
    await a.pb.send('/api/affiliate/signup', {
      method: 'POST',
      body: {
        name: 'A',
        email: a.email,
        website: 'https://a.example',
        promotion: 'My newsletter for builders.',
        payoutMethod: 'paypal',
        payoutDetails: 'a@example.com',
        acceptTerms: true,
      },
      ...opts,
    });
    const [mine] = await a.pb.collection('affiliates').getFullList(opts);
    expect(mine?.status).toBe('pending');
    await expectRefused(
      a.pb.collection('affiliates').update(mine?.id ?? '', { status: 'approved' }, opts),
    );
    await expectRefused(
      a.pb.collection('affiliates').update(mine?.id ?? '', { referral_code: 'MINE1234' }, opts),
    );
    await expectRefused(b.pb.collection('affiliates').getOne(mine?.id ?? '', opts), 404);
  });
});
