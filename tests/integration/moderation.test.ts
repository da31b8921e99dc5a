import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectRefused, guest, signUp, type Actor, type RecordModel } from '../support/actors';
import { loopbackAddresses, type Addresses } from '../support/loopback';
import { subjectOf, sendMailTo, stopSendingMail, useSmtpCatcher } from '../support/smtp-catcher';
import { makeStaff } from '../support/staff';
import { completedHire, createListing, moveHire, requestHire, review } from '../support/trust';
import { testPocketBaseUrl } from '../support/servers';

// Moderation (docs/moderation.md, pb_hooks/routes-admin.pb.js, lib/moderation.js): reports and
// their rules, the staff routes for every role, and each staff action as a user sees its
// effect, tried with the SDK's plain HTTP calls as guest, client, owner, outsider, moderator,
// admin (live and idle) and superuser.
const url = testPocketBaseUrl();
const opts = { requestKey: null };
const mail = useSmtpCatcher(url);

type Who =
  'guest' | 'client' | 'owner' | 'outsider' | 'moderator' | 'admin' | 'idleAdmin' | 'superuser';

let from: Addresses;
let admin: PocketBase;
let tradeId: string;
const people = {} as Record<Who, PocketBase>;
const actors = {} as Record<'client' | 'owner' | 'outsider' | 'moderator' | 'admin', Actor>;

beforeAll(async () => {
  from = await loopbackAddresses(url, 'moderation');
  admin = mail.admin;
  tradeId = (await admin.collection('trades').getFirstListItem('value = "roofer"', opts)).id;
  actors.client = await signUp(url, { user_type: 'client' }, from);
  actors.owner = await signUp(url, { user_type: 'contractor' }, from);
  actors.outsider = await signUp(url, { user_type: 'client' }, from);
  actors.moderator = await makeStaff(url, admin, 'moderator', { from });
  actors.admin = await makeStaff(url, admin, 'admin', { from });
  const idle = await makeStaff(url, admin, 'admin', { idle: true, from });
  people.guest = guest(url, from);
  for (const who of ['client', 'owner', 'outsider', 'moderator', 'admin'] as const) {
    people[who] = actors[who].pb;
  }
  people.idleAdmin = idle.pb;
  people.superuser = admin;
});

/** The status a call answers (200 on success). */
async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status;
    throw error;
  }
}

/** A staff route call as `pb`. */
function post<T = Record<string, unknown>>(pb: PocketBase, path: string, body: unknown) {
  return pb.send<T>(path, { method: 'POST', body, requestKey: null });
}

/** A new contractor with an active listing (the shared owner's listing is made once per test). */
async function ownerWithListing(fields: Record<string, unknown> = {}) {
  const owner = await signUp(url, { user_type: 'contractor', ...fields }, from);
  const listing = await createListing(owner, tradeId, { business_name: `Mod ${Date.now()}` });
  return { owner, listing };
}

/** `who` reports a listing (or a review of it). */
function report(who: Actor, contractor: string, fields: Record<string, unknown> = {}) {
  return who.pb
    .collection('reports')
    .create(
      { reporter: who.id, contractor, reason: 'fraud', details: 'Took a deposit', ...fields },
      opts,
    );
}

/** Whether a guest finds the listing in the public list. */
async function publiclyListed(id: string): Promise<boolean> {
  const list = await people.guest
    .collection('contractors')
    .getList(1, 1, { filter: people.guest.filter('id = {:id}', { id }), ...opts });
  return list.totalItems === 1;
}

/** The newest audit entries about a record. */
function auditOf(id: string) {
  return admin.collection('admin_actions').getFullList({
    filter: admin.filter('target_id = {:id}', { id }),
    sort: '-created',
    ...opts,
  });
}

describe('reports: API rules', () => {
  let listing: RecordModel;
  beforeAll(async () => {
    ({ listing } = await ownerWithListing());
  });

  it('a signed-in user reports a listing once; it is open and theirs to read', async () => {
    const made = await report(actors.client, listing.id);
    expect(made.status).toBe('open');
    expect((await actors.client.pb.collection('reports').getOne(made.id, opts)).reason).toBe(
      'fraud',
    );
    await expectRefused(report(actors.client, listing.id), 400);
    // Another user neither reads it nor lists it.
    await expectRefused(actors.outsider.pb.collection('reports').getOne(made.id, opts), 404);
    expect((await actors.outsider.pb.collection('reports').getList(1, 50, opts)).totalItems).toBe(
      0,
    );
    // Nobody edits or deletes a report through the API, the reporter neither.
    await expectRefused(
      actors.client.pb.collection('reports').update(made.id, { status: 'dismissed' }, opts),
    );
    await expectRefused(actors.client.pb.collection('reports').delete(made.id, opts));
  });

  it('refuses a guest, a forged reporter, forged staff fields and a report of your own listing', async () => {
    const body = { contractor: listing.id, reason: 'spam' };
    await expectRefused(people.guest.collection('reports').create(body, opts));
    await expectRefused(
      actors.outsider.pb
        .collection('reports')
        .create({ ...body, reporter: actors.client.id }, opts),
    );
    for (const forged of [
      { status: 'resolved' },
      { resolution: 'fine' },
      { resolved_by: actors.moderator.id },
      { resolved_at: '2026-01-01 00:00:00.000Z' },
    ]) {
      await expectRefused(report(actors.outsider, listing.id, forged));
    }
    const own = await ownerWithListing();
    await expectRefused(report(own.owner, own.listing.id));
    await expectRefused(report(actors.outsider, listing.id, { reason: 'because' }), 400);
    await expectRefused(report(actors.outsider, listing.id, { details: 'x'.repeat(1001) }), 400);
  });

  it('a review report names the review’s own listing and is not by its author', async () => {
    const { owner, listing: reviewed } = await ownerWithListing();
    const hire = await completedHire(owner, actors.outsider, reviewed.id);
    const mine = await review(actors.outsider, hire, 1, 'Never again');
    // Naming another listing than the review's: refused.
    await expectRefused(report(actors.client, listing.id, { review: mine.id }));
    // The author reporting their own review: refused.
    await expectRefused(report(actors.outsider, reviewed.id, { review: mine.id }));
    const ok = await report(actors.client, reviewed.id, { review: mine.id, reason: 'offensive' });
    expect(ok.status).toBe('open');
    // A listing report and a review report of the same listing are two items.
    expect((await report(actors.client, reviewed.id)).status).toBe('open');
    // The listing's owner may flag a review of their listing, not the listing itself.
    expect((await report(owner, reviewed.id, { review: mine.id, reason: 'fake' })).status).toBe(
      'open',
    );
    await expectRefused(report(owner, reviewed.id));
  });
});

const ANSWERS: Record<Who, number> = {
  guest: 401,
  client: 403,
  owner: 403,
  outsider: 403,
  moderator: 200,
  admin: 200,
  idleAdmin: 401,
  superuser: 200,
};

const READS = [
  '/api/admin/queues',
  '/api/admin/listings?queue=new',
  '/api/admin/listings?queue=reported',
  '/api/admin/listings?queue=suspended',
  '/api/admin/reviews?queue=reported',
  '/api/admin/reviews?queue=hidden',
  '/api/admin/disputes',
  '/api/admin/verifications?status=pending',
];

describe('staff routes: who may call them', () => {
  it.each(Object.entries(ANSWERS) as [Who, number][])(
    'reads answer %s with %i',
    async (who, status) => {
      for (const path of READS)
        expect(await statusOf(people[who].send(path, opts)), path).toBe(status);
    },
  );

  it.each(Object.entries(ANSWERS).filter(([, s]) => s !== 200) as [Who, number][])(
    'actions refuse %s with %i and change nothing',
    async (who, status) => {
      const { listing } = await ownerWithListing();
      const before = (await auditOf(listing.id)).length;
      const pb = people[who];
      expect(
        await statusOf(
          post(pb, `/api/admin/listings/${listing.id}/moderate`, {
            action: 'suspend',
            reason: 'x',
          }),
        ),
      ).toBe(status);
      expect(
        await statusOf(
          post(pb, `/api/admin/listings/${listing.id}/background-check`, {
            passed: true,
            reason: 'x',
          }),
        ),
      ).toBe(status);
      for (const path of [
        '/api/admin/reviews/x/moderate',
        '/api/admin/hires/x/resolve',
        '/api/admin/verifications/x/decide',
      ]) {
        expect(await statusOf(post(pb, path, {})), path).toBe(status);
      }
      const after = await admin.collection('contractors').getOne(listing.id, opts);
      expect(after).toMatchObject({ status: 'active', background_check: false });
      expect((await auditOf(listing.id)).length).toBe(before);
    },
  );

  it.each<[string, string, unknown, string]>([
    ['no action', 'moderate', {}, 'action'],
    ['an unknown action', 'moderate', { action: 'delete' }, 'action'],
    ['a suspension without a reason', 'moderate', { action: 'suspend', reason: '  ' }, 'reason'],
    [
      'a reason of 2001 characters',
      'moderate',
      { action: 'keep', reason: 'x'.repeat(2001) },
      'reason',
    ],
    ['a reason that is not text', 'moderate', { action: 'keep', reason: 5 }, 'reason'],
    ['a check without passed', 'background-check', { reason: 'ref 1' }, 'passed'],
    ['a check with passed as text', 'background-check', { passed: 'yes', reason: 'r' }, 'passed'],
    ['a check without a reference', 'background-check', { passed: true }, 'reason'],
  ])('refuses %s with a field error', async (_label, route, body, field) => {
    const { listing } = await ownerWithListing();
    const error = await expectRefused(
      post(people.moderator, `/api/admin/listings/${listing.id}/${route}`, body),
      400,
    );
    // PocketBase's usual shape: {field: {code, message}}, with text in both.
    const fieldError = (error.response.data as Record<string, { code: unknown; message: unknown }>)[
      field
    ];
    expect(fieldError?.code).toMatch(/^validation_/);
    expect(typeof fieldError?.message).toBe('string');
    expect(error.response.message).toBe(fieldError?.message);
    expect((await admin.collection('contractors').getOne(listing.id, opts)).status).toBe('active');
  });

  it('refuses unknown queues, paging and ids', async () => {
    const queue = await expectRefused(
      people.moderator.send('/api/admin/listings?queue=everything', opts),
      400,
    );
    expect(queue.response.data).toMatchObject({ queue: { code: 'validation_invalid_value' } });
    await expectRefused(people.moderator.send('/api/admin/reviews?queue=new', opts), 400);
    await expectRefused(people.moderator.send('/api/admin/verifications?status=x', opts), 400);
    const paging = await expectRefused(
      people.moderator.send('/api/admin/disputes?perPage=501', opts),
      400,
    );
    expect(paging.response.data).toMatchObject({ perPage: { code: 'validation_invalid_value' } });
    await expectRefused(
      post(people.moderator, '/api/admin/listings/nosuchlisting00/moderate', { action: 'keep' }),
      404,
    );
    await expectRefused(
      post(people.moderator, '/api/admin/reviews/nosuchreview000/moderate', { action: 'keep' }),
      404,
    );
  });
});

describe('a reported listing, suspended and reinstated', () => {
  it('leaves browse, tells the owner why (mail in their language), and comes back', async () => {
    const owner = await signUp(
      url,
      { user_type: 'contractor', language_preference: 'German' },
      from,
    );
    const listing = await createListing(owner, tradeId, { business_name: 'Shady Roofs' });
    const made = await report(actors.client, listing.id);
    const queued = await people.moderator.send<{
      items: { id: string; reports: { id: string }[] }[];
    }>('/api/admin/listings?queue=reported&perPage=500', opts);
    expect(queued.items.find((i) => i.id === listing.id)?.reports.map((r) => r.id)).toEqual([
      made.id,
    ]);
    const counts = await people.moderator.send<Record<string, number>>('/api/admin/queues', opts);
    expect(counts.reportedListings).toBeGreaterThanOrEqual(1);

    const since = mail.smtp.messages.length;
    const answer = await post(people.moderator, `/api/admin/listings/${listing.id}/moderate`, {
      action: 'suspend',
      reason: 'Deposits taken, no work done',
    });
    expect(answer).toEqual({ id: listing.id, status: 'suspended', mail: 'sent' });
    expect(await publiclyListed(listing.id)).toBe(false);
    const seen = await owner.pb.collection('contractors').getOne(listing.id, opts);
    expect(seen).toMatchObject({
      status: 'suspended',
      suspension_reason: 'Deposits taken, no work done',
    });
    // The owner cannot edit the suspended listing (the trust rules).
    await expectRefused(
      owner.pb.collection('contractors').update(listing.id, { description: 'x' }, opts),
    );
    expect(await actors.client.pb.collection('reports').getOne(made.id, opts)).toMatchObject({
      status: 'resolved',
      resolution: 'Deposits taken, no work done',
    });
    const copy = JSON.parse(
      readFileSync(new URL('../../pb_hooks/lib/moderation-mail.json', import.meta.url), 'utf8'),
    ) as Record<string, { suspend: { subject: string }; reinstate: { subject: string } }>;
    const german = copy['de'];
    if (!german) throw new Error('no German copy');
    const sent = await vi.waitFor(() => {
      const found = mail.smtp.messages.slice(since).find((m) => m.to.includes(owner.email));
      if (!found) throw new Error('no mail yet');
      return found;
    });
    expect(subjectOf(sent)).toBe(german.suspend.subject);
    expect(sent.raw.replace(/=\r?\n/g, '')).toContain('Deposits taken, no work done');
    const [entry] = await auditOf(listing.id);
    expect(entry).toMatchObject({
      action: 'listing.suspend',
      actor: actors.moderator.id,
      reason: 'Deposits taken, no work done',
    });
    const suspendedQueue = await people.moderator.send<{ items: { id: string }[] }>(
      '/api/admin/listings?queue=suspended&perPage=500',
      opts,
    );
    expect(suspendedQueue.items.map((i) => i.id)).toContain(listing.id);
    // A second suspension is a move from the wrong state.
    const twice = await expectRefused(
      post(people.moderator, `/api/admin/listings/${listing.id}/moderate`, {
        action: 'suspend',
        reason: 'again',
      }),
      400,
    );
    expect(twice.response.data).toMatchObject({ status: { code: 'invalid_state' } });

    const back = await post(people.admin, `/api/admin/listings/${listing.id}/moderate`, {
      action: 'reinstate',
      reason: 'Refunds made',
    });
    expect(back).toEqual({ id: listing.id, status: 'active', mail: 'sent' });
    expect(await publiclyListed(listing.id)).toBe(true);
    expect(
      (await owner.pb.collection('contractors').getOne(listing.id, opts)).suspension_reason,
    ).toBe('');
    await vi.waitFor(() => {
      const subjects = mail.smtp.messages
        .slice(since)
        .filter((m) => m.to.includes(owner.email))
        .map(subjectOf);
      expect(subjects).toContain(german.reinstate.subject);
    });
  });

  it('says "skipped" when no mail server is set up, and the suspension stands', async () => {
    const { listing } = await ownerWithListing();
    await stopSendingMail(admin);
    try {
      const answer = await post(people.moderator, `/api/admin/listings/${listing.id}/moderate`, {
        action: 'suspend',
        reason: 'Fake photos',
      });
      expect(answer).toMatchObject({ status: 'suspended', mail: 'skipped' });
      expect(await publiclyListed(listing.id)).toBe(false);
    } finally {
      await sendMailTo(admin, mail.smtp.port);
    }
  });

  it('"keep" dismisses the open reports and takes the listing out of the new queue', async () => {
    const { listing } = await ownerWithListing();
    const made = await report(actors.client, listing.id, { reason: 'spam' });
    const newQueue = () =>
      people.moderator.send<{ items: { id: string }[] }>(
        '/api/admin/listings?queue=new&perPage=500',
        opts,
      );
    expect((await newQueue()).items.map((i) => i.id)).toContain(listing.id);
    expect(
      await post(people.moderator, `/api/admin/listings/${listing.id}/moderate`, {
        action: 'keep',
      }),
    ).toEqual({
      id: listing.id,
      status: 'active',
      mail: 'none',
    });
    expect((await newQueue()).items.map((i) => i.id)).not.toContain(listing.id);
    expect((await actors.client.pb.collection('reports').getOne(made.id, opts)).status).toBe(
      'dismissed',
    );
    expect(await publiclyListed(listing.id)).toBe(true);
  });

  it('finds a listing that left the queues in "all", by business name or owner email', async () => {
    const { listing, owner } = await ownerWithListing();
    await post(people.moderator, `/api/admin/listings/${listing.id}/moderate`, { action: 'keep' });
    const all = (q: string) =>
      people.moderator.send<{ items: { id: string }[]; totalItems: number }>(
        `/api/admin/listings?queue=all&perPage=500&q=${encodeURIComponent(q)}`,
        opts,
      );
    const name = String(
      (await people.guest.collection('contractors').getOne(listing.id, opts)).business_name,
    );
    expect((await all(name.toUpperCase())).items.map((i) => i.id)).toContain(listing.id);
    expect((await all(owner.email.toUpperCase())).items.map((i) => i.id)).toContain(listing.id);
    // LIKE's wildcards are taken literally.
    expect((await all('%_%_no-such-name')).totalItems).toBe(0);
    const tooLong = await expectRefused(
      people.moderator.send(`/api/admin/listings?queue=all&q=${'x'.repeat(101)}`, opts),
      400,
    );
    expect(tooLong.response.data).toMatchObject({ q: { code: 'validation_max_text_constraint' } });
    await expectRefused(people.client.send('/api/admin/listings?queue=all', opts), 403);
  });

  it('reinstates only with a reason', async () => {
    const { listing } = await ownerWithListing();
    await post(people.moderator, `/api/admin/listings/${listing.id}/moderate`, {
      action: 'suspend',
      reason: 'Fake licence',
    });
    const bare = await expectRefused(
      post(people.moderator, `/api/admin/listings/${listing.id}/moderate`, {
        action: 'reinstate',
      }),
      400,
    );
    expect(bare.response.data).toMatchObject({ reason: { code: 'validation_required' } });
    expect(await publiclyListed(listing.id)).toBe(false);
  });

  it('records a background check and shows it on the listing', async () => {
    const { listing } = await ownerWithListing();
    expect(
      await post(people.moderator, `/api/admin/listings/${listing.id}/background-check`, {
        passed: true,
        reason: 'Checkr report 123',
      }),
    ).toEqual({ id: listing.id, backgroundCheck: true });
    const seen = await people.guest.collection('contractors').getOne(listing.id, opts);
    expect(seen.background_check).toBe(true);
    expect(String(seen.background_checked_at)).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect((await auditOf(listing.id))[0]).toMatchObject({ action: 'listing.background_check' });
    // A check that did not pass takes the badge away; the date says a result was recorded.
    await post(people.moderator, `/api/admin/listings/${listing.id}/background-check`, {
      passed: false,
      reason: 'Checkr report 124',
    });
    const failed = await people.guest.collection('contractors').getOne(listing.id, opts);
    expect(failed.background_check).toBe(false);
    expect(String(failed.background_checked_at)).toMatch(/^\d{4}-\d{2}-\d{2} /);
  });
});

describe('server fields of moderation cannot be forged', () => {
  it('owners, authors and clients cannot set them', async () => {
    const { owner, listing } = await ownerWithListing();
    for (const forged of [
      { verified: true },
      { verified_at: '2026-01-01 00:00:00.000Z' },
      { background_checked_at: '2026-01-01 00:00:00.000Z' },
      { moderated_at: '2026-01-01 00:00:00.000Z' },
    ]) {
      await expectRefused(owner.pb.collection('contractors').update(listing.id, forged, opts));
    }
    const hire = await completedHire(owner, actors.client, listing.id);
    await expectRefused(
      actors.client.pb.collection('reviews').create(
        {
          author: actors.client.id,
          hire: hire.id,
          contractor: listing.id,
          rating: 5,
          hidden: false,
        },
        opts,
      ),
    );
    const mine = await review(actors.client, hire, 4);
    await expectRefused(
      actors.client.pb.collection('reviews').update(mine.id, { hidden: false }, opts),
    );
    const disputed = await requestHire(actors.outsider, listing.id);
    await moveHire(owner, disputed.id, 'accepted');
    await moveHire(owner, disputed.id, 'done');
    await expectRefused(
      moveHire(actors.outsider, disputed.id, 'disputed', {
        dispute_reason: 'x',
        dispute_resolution: 'mine',
      }),
    );
  });
});

describe('a reported review, hidden and shown again', () => {
  it('leaves the public list and the rating, stays with its author, and syncs away', async () => {
    const { owner, listing } = await ownerWithListing();
    const hire = await completedHire(owner, actors.outsider, listing.id);
    const bad = await review(actors.outsider, hire, 1, 'Slurs here');
    const made = await report(actors.client, listing.id, { review: bad.id, reason: 'offensive' });
    const queue = await people.moderator.send<{ items: { id: string; reports: unknown[] }[] }>(
      '/api/admin/reviews?queue=reported&perPage=500',
      opts,
    );
    expect(queue.items.find((i) => i.id === bad.id)?.reports).toHaveLength(1);

    await expectRefused(
      post(people.moderator, `/api/admin/reviews/${bad.id}/moderate`, { action: 'hide' }),
      400,
    );
    expect(
      await post(people.moderator, `/api/admin/reviews/${bad.id}/moderate`, {
        action: 'hide',
        reason: 'Abuse',
      }),
    ).toEqual({ id: bad.id, hidden: true });
    const publicReviews = await people.guest.collection('reviews').getFullList({
      filter: people.guest.filter('contractor = {:c}', { c: listing.id }),
      ...opts,
    });
    expect(publicReviews).toHaveLength(0);
    await expectRefused(people.guest.collection('reviews').getOne(bad.id, opts), 404);
    expect((await actors.outsider.pb.collection('reviews').getOne(bad.id, opts)).hidden).toBe(true);
    expect(await admin.collection('contractors').getOne(listing.id, opts)).toMatchObject({
      rating_count: 0,
      rating_avg: 0,
    });
    const tombstones = await admin.collection('record_deletions').getFullList({
      filter: admin.filter('collection = "reviews" && record_id = {:id}', { id: bad.id }),
      ...opts,
    });
    expect(tombstones).toHaveLength(1);
    // The author's device, which still lists the review, keeps it: it is newer than the
    // tombstone (a device keeps a copy newer than a tombstone, docs/sync.md).
    const hiddenCopy = await actors.outsider.pb.collection('reviews').getOne(bad.id, opts);
    expect(String(hiddenCopy.updated) > String(tombstones[0]?.created)).toBe(true);
    expect((await actors.client.pb.collection('reports').getOne(made.id, opts)).status).toBe(
      'resolved',
    );
    const hiddenQueue = await people.moderator.send<{ items: { id: string }[] }>(
      '/api/admin/reviews?queue=hidden&perPage=500',
      opts,
    );
    expect(hiddenQueue.items.map((i) => i.id)).toContain(bad.id);

    expect(
      await post(people.admin, `/api/admin/reviews/${bad.id}/moderate`, { action: 'unhide' }),
    ).toEqual({
      id: bad.id,
      hidden: false,
    });
    expect((await people.guest.collection('reviews').getOne(bad.id, opts)).rating).toBe(1);
    expect(await admin.collection('contractors').getOne(listing.id, opts)).toMatchObject({
      rating_count: 1,
      rating_avg: 1,
    });
    const again = await expectRefused(
      post(people.admin, `/api/admin/reviews/${bad.id}/moderate`, { action: 'unhide' }),
      400,
    );
    expect(again.response.data).toMatchObject({ status: { code: 'invalid_state' } });
  });
});

describe('a disputed hire, resolved by staff', () => {
  it('only from disputed, with a reason both parties read; the client may then review', async () => {
    const { owner, listing } = await ownerWithListing();
    const hire = await requestHire(actors.client, listing.id);
    await moveHire(owner, hire.id, 'accepted');
    const early = await expectRefused(
      post(people.moderator, `/api/admin/hires/${hire.id}/resolve`, {
        outcome: 'completed',
        reason: 'x',
      }),
      400,
    );
    expect(early.response.data).toMatchObject({ status: { code: 'invalid_state' } });
    await moveHire(owner, hire.id, 'done');
    await moveHire(actors.client, hire.id, 'disputed', { dispute_reason: 'Roof still leaks' });
    const disputes = await people.moderator.send<{
      items: { id: string; disputeReason: string }[];
    }>('/api/admin/disputes?perPage=500', opts);
    expect(disputes.items.find((i) => i.id === hire.id)?.disputeReason).toBe('Roof still leaks');
    await expectRefused(
      post(people.moderator, `/api/admin/hires/${hire.id}/resolve`, { outcome: 'completed' }),
      400,
    );
    await expectRefused(
      post(people.moderator, `/api/admin/hires/${hire.id}/resolve`, {
        outcome: 'requested',
        reason: 'x',
      }),
      400,
    );
    expect(
      await post(people.moderator, `/api/admin/hires/${hire.id}/resolve`, {
        outcome: 'completed',
        reason: 'Photos show the leak fixed on the second visit',
      }),
    ).toEqual({ id: hire.id, status: 'completed' });
    for (const who of [actors.client, owner]) {
      expect(await who.pb.collection('hires').getOne(hire.id, opts)).toMatchObject({
        status: 'completed',
        dispute_resolution: 'Photos show the leak fixed on the second visit',
      });
    }
    expect((await review(actors.client, { ...hire, status: 'completed' }, 3)).rating).toBe(3);
    await expectRefused(
      post(people.moderator, `/api/admin/hires/${hire.id}/resolve`, {
        outcome: 'cancelled',
        reason: 'x',
      }),
      400,
    );
    expect((await auditOf(hire.id))[0]).toMatchObject({ action: 'hire.resolve' });
  });
});

describe('verification requests', () => {
  const pdf = () =>
    new File(
      [new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'))],
      'licence.pdf',
      { type: 'application/pdf' },
    );

  function requestAs(
    who: Actor,
    contractor: string,
    files: Record<string, File>,
    extra: Record<string, string> = {},
  ) {
    const form = new FormData();
    form.append('contractor', contractor);
    form.append('owner', who.id);
    for (const [name, file] of Object.entries(files)) form.append(name, file);
    for (const [name, value] of Object.entries(extra)) form.append(name, value);
    return who.pb.collection('verification_requests').create(form, opts);
  }

  it('the owner sends documents once at a time; staff and the owner read them, nobody else', async () => {
    const { owner, listing } = await ownerWithListing();
    await expectRefused(requestAs(owner, listing.id, {}), 400);
    await expectRefused(
      requestAs(owner, listing.id, {
        licence_document: new File(['hello'], 'x.txt', { type: 'text/plain' }),
      }),
      400,
    );
    // Someone else's listing, or forged staff fields: refused.
    await expectRefused(requestAs(actors.outsider, listing.id, { licence_document: pdf() }));
    await expectRefused(
      requestAs(owner, listing.id, { licence_document: pdf() }, { status: 'approved' }),
    );
    const unverified = await signUp(url, { user_type: 'contractor' }, from);
    const theirs = await createListing(unverified, tradeId);
    await admin.collection('users').update(unverified.id, { verified: false }, opts);
    await expectRefused(requestAs(unverified, theirs.id, { licence_document: pdf() }));

    const made = await requestAs(
      owner,
      listing.id,
      { licence_document: pdf() },
      { note: 'State licence' },
    );
    expect(made.status).toBe('pending');
    const second = await expectRefused(
      requestAs(owner, listing.id, { insurance_document: pdf() }),
      400,
    );
    expect(second.response.data).toMatchObject({ contractor: { code: 'verification_pending' } });

    const file = String(made.licence_document);
    const fileAs = async (pb: PocketBase) => {
      const token = await pb.files.getToken(opts);
      const res = await fetch(
        `${url}/api/files/verification_requests/${made.id}/${file}?token=${token}`,
      );
      return res.status;
    };
    expect(await fileAs(owner.pb)).toBe(200);
    expect(await fileAs(people.moderator)).toBe(200);
    // Another token of the same moderator has no staff session: its file tokens open nothing.
    expect(
      await fileAs(await admin.collection('users').impersonate(actors.moderator.id, 600, opts)),
    ).toBe(404);
    expect(await fileAs(actors.outsider.pb)).toBe(404);
    expect((await fetch(`${url}/api/files/verification_requests/${made.id}/${file}`)).status).toBe(
      404,
    );
    await expectRefused(
      actors.outsider.pb.collection('verification_requests').getOne(made.id, opts),
      404,
    );

    const pending = await people.moderator.send<{
      items: { id: string; licenceDocument: string; ownerEmail: string }[];
    }>('/api/admin/verifications?status=pending&perPage=500', opts);
    expect(pending.items.find((i) => i.id === made.id)).toMatchObject({
      licenceDocument: file,
      ownerEmail: owner.email,
    });
    await expectRefused(
      post(people.moderator, `/api/admin/verifications/${made.id}/decide`, { decision: 'reject' }),
      400,
    );
    expect(
      await post(people.moderator, `/api/admin/verifications/${made.id}/decide`, {
        decision: 'approve',
      }),
    ).toEqual({ id: made.id, status: 'approved' });
    const seen = await people.guest.collection('contractors').getOne(listing.id, opts);
    expect(seen.verified).toBe(true);
    expect(String(seen.verified_at)).toMatch(/^\d{4}-\d{2}-\d{2} /);
    // Only the licence was sent: the badge may not claim the insurance.
    expect(seen.verified_documents).toEqual(['licence']);
    expect(await owner.pb.collection('verification_requests').getOne(made.id, opts)).toMatchObject({
      status: 'approved',
      decided_by: actors.moderator.id,
    });
    const again = await expectRefused(
      post(people.moderator, `/api/admin/verifications/${made.id}/decide`, {
        decision: 'reject',
        reason: 'x',
      }),
      400,
    );
    expect(again.response.data).toMatchObject({ status: { code: 'invalid_state' } });

    for (const forged of [{ verified_documents: ['licence', 'insurance'] }]) {
      await expectRefused(owner.pb.collection('contractors').update(listing.id, forged, opts));
    }
    // Once decided, the owner may send new documents; a rejection carries its reason.
    const next = await requestAs(owner, listing.id, { insurance_document: pdf() });
    await post(people.admin, `/api/admin/verifications/${next.id}/decide`, {
      decision: 'reject',
      reason: 'The insurance certificate has expired',
    });
    expect(await owner.pb.collection('verification_requests').getOne(next.id, opts)).toMatchObject({
      status: 'rejected',
      decision_reason: 'The insurance certificate has expired',
    });
    expect((await auditOf(next.id))[0]).toMatchObject({ action: 'verification.reject' });
    // A later approved insurance certificate adds to what the badge covers.
    const insurance = await requestAs(owner, listing.id, { insurance_document: pdf() });
    await post(people.admin, `/api/admin/verifications/${insurance.id}/decide`, {
      decision: 'approve',
    });
    expect(
      (await people.guest.collection('contractors').getOne(listing.id, opts)).verified_documents,
    ).toEqual(['licence', 'insurance']);
  });
});
