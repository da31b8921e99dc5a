import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  expectRefused,
  guest,
  signUp,
  superuser,
  type Actor,
} from '../support/actors';
import { startTestPocketBase } from '../support/pocketbase';
import { subscribe } from '../support/realtime';
import type { RunningPocketBase } from '../support/pocketbase';

// The fee model's access rules (docs/fees.md), attacked with plain requests on the real
// PocketBase: a listing's contact details are readable by its owner only (not by a read,
// a filter, a sort, an expand or a realtime message); a client sees them on a hire only once
// it is accepted and its fee settled, and the contractor sees the client's likewise; an unpaid
// listing whose free month ended is gone for everyone but its owner, and cannot be hired.
// A server of its own that takes payments (a key is set; nothing here calls Stripe), so that
// fees are owed rather than waived for "payments not configured".
let payingServer: RunningPocketBase;
let url: string;
const opts = { requestKey: null };
const PAST = '2020-01-01 00:00:00.000Z';

let admin: PocketBase;
let tradeId: string;

beforeAll(async () => {
  payingServer = await startTestPocketBase({ env: { STRIPE_SECRET_KEY: 'sk_test_fee_access' } });
  url = payingServer.url;
  admin = await superuser(url);
  tradeId = (await admin.collection('trades').getFirstListItem('value = "roofer"', opts)).id;
});

async function contractorWithListing(fields: Record<string, unknown> = {}) {
  const owner = await signUp(url, { user_type: 'contractor', name: 'Rita Roofer' });
  const listing = await createListing(owner, tradeId, {
    business_name: 'Rita Roofing',
    phone: '+1 555 0142',
    email: 'rita@roofing.example',
    ...fields,
  });
  return { owner, listing };
}

function requestHire(client: Actor, contractor: string, fields: Record<string, unknown> = {}) {
  return client.pb.collection('hires').create(
    {
      client: client.id,
      contractor,
      status: 'requested',
      contact_preference: 'either',
      client_phone: '+1 555 0199',
      ...fields,
    },
    opts,
  );
}

afterAll(() => payingServer.stop());

describe("a listing's contact details", () => {
  it('are shown to the owner and to nobody else, by read, list or expand', async () => {
    const { owner, listing } = await contractorWithListing();
    expect(listing).toMatchObject({ phone: '+1 555 0142', email: 'rita@roofing.example' });
    expect(await owner.pb.collection('contractors').getOne(listing.id, opts)).toMatchObject({
      phone: '+1 555 0142',
      email: 'rita@roofing.example',
    });
    const stranger = await signUp(url, { user_type: 'client' });
    for (const pb of [guest(url), stranger.pb]) {
      const seen = await pb.collection('contractors').getOne(listing.id, opts);
      expect(seen.business_name).toBe('Rita Roofing');
      expect(seen).not.toHaveProperty('phone');
      expect(seen).not.toHaveProperty('email');
      const listed = await pb
        .collection('contractors')
        .getList(1, 5, { ...opts, filter: `id = "${listing.id}"` });
      expect(listed.items[0]).not.toHaveProperty('phone');
    }
    // Through a relation: a client's hire expanded to the listing.
    const hire = await requestHire(stranger, listing.id);
    const expanded = await stranger.pb
      .collection('hires')
      .getOne<{ expand?: { contractor?: Record<string, unknown> } }>(hire.id, {
        ...opts,
        expand: 'contractor',
      });
    const related = expanded.expand?.contractor;
    expect(related?.business_name).toBe('Rita Roofing');
    expect(related).not.toHaveProperty('phone');
    expect(related).not.toHaveProperty('email');
  });

  it("are the owner's own in a list or an update answer, never another listing's", async () => {
    const mine = await contractorWithListing();
    const theirs = await contractorWithListing();
    const listed = await mine.owner.pb.collection('contractors').getList(1, 10, {
      ...opts,
      filter: `id = "${mine.listing.id}" || id = "${theirs.listing.id}"`,
    });
    expect(listed.items).toHaveLength(2);
    for (const item of listed.items) {
      if (item.id === mine.listing.id) expect(item).toMatchObject({ phone: '+1 555 0142' });
      else expect(item).not.toHaveProperty('phone');
    }
    const updated = await mine.owner.pb
      .collection('contractors')
      .update(mine.listing.id, { description: 'Slate roofs' }, opts);
    expect(updated).toMatchObject({ phone: '+1 555 0142', email: 'rita@roofing.example' });
  });

  it('cannot be probed by filter or sort, directly or through a relation', async () => {
    const { listing } = await contractorWithListing();
    const stranger = await signUp(url, { user_type: 'client' });
    await requestHire(stranger, listing.id);
    for (const pb of [guest(url), stranger.pb]) {
      await expectRefused(
        pb.collection('contractors').getList(1, 5, { ...opts, filter: 'phone ~ "555"' }),
      );
      await expectRefused(
        pb.collection('contractors').getList(1, 5, { ...opts, filter: 'email ~ "rita"' }),
      );
      await expectRefused(
        pb.collection('contractors').getList(1, 5, { ...opts, sort: 'phone' }),
        400,
      );
      await expectRefused(
        pb.collection('reviews').getList(1, 5, { ...opts, filter: 'contractor.phone ~ "555"' }),
      );
      await expectRefused(
        pb.collection('trades').getList(1, 5, {
          ...opts,
          filter: '@collection.contractors.email ~ "rita"',
        }),
      );
    }
    await expectRefused(
      stranger.pb.collection('hires').getList(1, 5, { ...opts, filter: 'contractor.phone ~ "5"' }),
    );
  });

  it('are not carried by realtime messages, to others or to the owner (who pulls them)', async () => {
    const { owner, listing } = await contractorWithListing();
    const watcher = await subscribe(url, [`contractors/${listing.id}`]);
    const own = await subscribe(url, [`contractors/${listing.id}`], owner.token);
    try {
      await owner.pb
        .collection('contractors')
        .update(listing.id, { phone: '+1 555 0143', description: 'New roof' }, opts);
      const seen = await watcher.next();
      expect(seen.data.record).toMatchObject({ id: listing.id, description: 'New roof' });
      expect(seen.data.record).not.toHaveProperty('phone');
      expect(seen.data.record).not.toHaveProperty('email');
      const ownSeen = await own.next();
      expect(ownSeen.data.record).toMatchObject({ id: listing.id, description: 'New roof' });
      expect(ownSeen.data.record).not.toHaveProperty('phone');
      // The owner's pull (a list request) carries them.
      const pulled = await owner.pb
        .collection('contractors')
        .getList(1, 1, { ...opts, filter: `id = "${listing.id}"` });
      expect(pulled.items[0]).toMatchObject({ phone: '+1 555 0143' });
    } finally {
      watcher.close();
      own.close();
    }
  });

  it('are refused when malformed, as any field', async () => {
    const owner = await signUp(url, { user_type: 'contractor' });
    const error = await expectRefused(
      owner.pb.collection('contractors').create(
        {
          owner: owner.id,
          business_name: 'Bad Phone Ltd',
          trades: [tradeId],
          status: 'active',
          phone: '<script>',
          email: 'not-an-email',
        },
        opts,
      ),
      400,
    );
    const fields = (error.response as { data: Record<string, unknown> }).data;
    expect(Object.keys(fields).sort()).toEqual(['email', 'phone']);
  });
});

describe("a hire's contact details", () => {
  it('are revealed both ways only once the contractor accepted and the fee is settled', async () => {
    const { owner, listing } = await contractorWithListing();
    const client = await signUp(url, { user_type: 'client', name: 'Chris Client' });
    const hire = await requestHire(client, listing.id);
    // A client's first month is free; make this one owe the fee, as after their first month.
    await admin.collection('hires').update(hire.id, { fee_status: 'unpaid', fee_waiver: '' }, opts);
    await owner.pb.collection('hires').update(hire.id, { status: 'accepted' }, opts);

    const unpaidForClient = await client.pb.collection('hires').getOne(hire.id, opts);
    expect(unpaidForClient).toMatchObject({ status: 'accepted', fee_status: 'unpaid' });
    expect(unpaidForClient).not.toHaveProperty('contractor_phone');
    expect(unpaidForClient).not.toHaveProperty('contractor_email');
    expect(unpaidForClient.client_phone).toBe('+1 555 0199');
    const unpaidForContractor = await owner.pb.collection('hires').getOne(hire.id, opts);
    expect(unpaidForContractor.client_name).toBe('Chris Client');
    expect(unpaidForContractor).not.toHaveProperty('client_email');
    expect(unpaidForContractor).not.toHaveProperty('client_phone');
    // Nor by filter, and the contractor cannot mark done a hire whose fee is not settled.
    await expectRefused(
      owner.pb.collection('hires').getList(1, 5, { ...opts, filter: 'client_phone ~ "555"' }),
      400,
    );
    await expectRefused(owner.pb.collection('hires').update(hire.id, { status: 'done' }, opts));

    await admin.collection('hires').update(hire.id, { fee_status: 'paid' }, opts);
    expect(await client.pb.collection('hires').getOne(hire.id, opts)).toMatchObject({
      contractor_phone: '+1 555 0142',
      contractor_email: 'rita@roofing.example',
    });
    expect(await owner.pb.collection('hires').getOne(hire.id, opts)).toMatchObject({
      client_email: client.email,
      client_phone: '+1 555 0199',
    });
    await owner.pb.collection('hires').update(hire.id, { status: 'done' }, opts);
    // A stranger still sees nothing of the hire.
    const stranger = await signUp(url, { user_type: 'client' });
    await expectRefused(stranger.pb.collection('hires').getOne(hire.id, opts), 404);
  });

  it('are not revealed on a declined or still requested hire, even when fee-free', async () => {
    const { owner, listing } = await contractorWithListing();
    const client = await signUp(url, { user_type: 'client' });
    const hire = await requestHire(client, listing.id);
    expect(hire.fee_status).toBe('waived');
    expect(hire.fee_waiver).toBe('free_month');
    expect(await client.pb.collection('hires').getOne(hire.id, opts)).not.toHaveProperty(
      'contractor_phone',
    );
    await owner.pb.collection('hires').update(hire.id, { status: 'declined' }, opts);
    expect(await owner.pb.collection('hires').getOne(hire.id, opts)).not.toHaveProperty(
      'client_email',
    );
  });

  it('cannot be forged: the fee and its waiver are the server’s', async () => {
    const { listing } = await contractorWithListing();
    const client = await signUp(url, { user_type: 'client' });
    for (const forged of [{ fee_status: 'waived' }, { fee_waiver: 'free_month' }]) {
      await expectRefused(requestHire(client, listing.id, forged));
    }
    const hire = await requestHire(client, listing.id);
    for (const forged of [{ fee_status: 'paid' }, { fee_waiver: 'payments_off' }]) {
      await expectRefused(client.pb.collection('hires').update(hire.id, forged, opts));
    }
  });
});

describe("a listing's free month", () => {
  it('starts at the first activation, not at a draft', async () => {
    const { owner, listing } = await contractorWithListing({ status: 'draft' });
    expect(listing.listed_until).toBe('');
    const active = await owner.pb
      .collection('contractors')
      .update(listing.id, { status: 'active' }, opts);
    const until = String(active.listed_until).replace(' ', 'T');
    const days = (Date.parse(until) - Date.now()) / 86400000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('hides an unpaid listing whose month ended from everyone but its owner, until it is paid', async () => {
    const { owner, listing } = await contractorWithListing();
    await admin
      .collection('contractors')
      .update(listing.id, { listed_until: PAST, listing_fee_waiver: '' }, opts);
    const client = await signUp(url, { user_type: 'client' });
    for (const pb of [guest(url), client.pb]) {
      await expectRefused(pb.collection('contractors').getOne(listing.id, opts), 404);
      const listed = await pb
        .collection('contractors')
        .getList(1, 5, { ...opts, filter: `id = "${listing.id}"` });
      expect(listed.totalItems).toBe(0);
    }
    expect((await owner.pb.collection('contractors').getOne(listing.id, opts)).id).toBe(listing.id);
    // It cannot be hired, and its owner cannot list it again by editing the server's fields.
    await expectRefused(requestHire(client, listing.id));
    await expectRefused(
      owner.pb
        .collection('contractors')
        .update(listing.id, { listed_until: '2099-01-01 00:00:00.000Z' }, opts),
    );
    await expectRefused(
      owner.pb
        .collection('contractors')
        .update(listing.id, { listing_paid_at: '2026-01-01 00:00:00.000Z' }, opts),
    );
    await expectRefused(
      owner.pb
        .collection('contractors')
        .update(listing.id, { listing_fee_waiver: 'payments_off' }, opts),
    );
    // Deactivating and activating again does not start a new month.
    await owner.pb.collection('contractors').update(listing.id, { status: 'draft' }, opts);
    await owner.pb.collection('contractors').update(listing.id, { status: 'active' }, opts);
    await expectRefused(guest(url).collection('contractors').getOne(listing.id, opts), 404);
    // Paid ($1 once): listed with no end date.
    await admin
      .collection('contractors')
      .update(listing.id, { listing_paid_at: '2026-11-23 10:00:00.000Z', listed_until: '' }, opts);
    expect((await guest(url).collection('contractors').getOne(listing.id, opts)).id).toBe(
      listing.id,
    );
    expect((await requestHire(client, listing.id)).status).toBe('requested');
  });
});

describe('a server that takes no payments', () => {
  let server: RunningPocketBase;
  beforeAll(async () => {
    server = await startTestPocketBase({ env: { STRIPE_SECRET_KEY: '' } });
  });
  afterAll(() => server.stop());

  it('waives the listing fee with its reason, so the listing stays listed after its month', async () => {
    const owner = await signUp(server.url, { user_type: 'contractor' });
    const trade = await guest(server.url)
      .collection('trades')
      .getFirstListItem('value = "roofer"', opts);
    const listing = await owner.pb
      .collection('contractors')
      .create(
        { owner: owner.id, business_name: 'Free Roofing', trades: [trade.id], status: 'active' },
        opts,
      );
    expect(listing.listing_fee_waiver).toBe('payments_off');
    const su = await superuser(server.url);
    await su.collection('contractors').update(listing.id, { listed_until: PAST }, opts);
    expect((await guest(server.url).collection('contractors').getOne(listing.id, opts)).id).toBe(
      listing.id,
    );
  });
});
