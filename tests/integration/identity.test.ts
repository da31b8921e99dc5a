import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ageAccount,
  expectRefused,
  freshEmail,
  guest,
  PASSWORD,
  signUp,
  superuser,
  type Actor,
} from '../support/actors';
import { paymentMethodFor } from '../support/localstripe';
import { payFee } from '../support/payments';
import { loopbackAddresses, type Addresses } from '../support/loopback';
import { testPocketBaseUrl, testStripeUrl } from '../support/servers';
import { useSmtpCatcher } from '../support/smtp-catcher';
import { makeStaff } from '../support/staff';
import {
  completedHire,
  createListing,
  moveHire,
  requestHire,
  review,
  rooferId,
} from '../support/trust';

// One person, one identity, tried as an attacker would with plain HTTP: the same mailbox under
// another case, +tag or Gmail dots is one account; deleting an account and signing up again
// brings back neither a free month nor a clean rating; a suspended person's block covers every
// form of their address; a removed listing cannot be published again by a client account.
const url = testPocketBaseUrl();
const opts = { requestKey: null };
const DAY_MS = 24 * 60 * 60 * 1000;
const catcher = useSmtpCatcher(url);

let admin: PocketBase;
let from: Addresses;
let tradeId: string;

beforeAll(async () => {
  from = await loopbackAddresses(url, 'identity');
  admin = await superuser(url, from);
  tradeId = await rooferId(admin);
});

/** A mailbox no account has yet, split so that tests can write it in other forms. */
function mailbox(domain = 'x.test') {
  const local = freshEmail('id')
    .replace(/@.*$/, '')
    .replace(/[^a-z0-9]/g, '');
  return { local, domain, plain: `${local}@${domain}` };
}

/** A plain-HTTP sign-up; the error's answer when refused. */
async function signUpAnswer(email: string) {
  try {
    await signUp(url, { email, user_type: 'client' }, from);
    return { status: 200, data: {} as Record<string, unknown> };
  } catch (error) {
    const e = error as { status: number; response: { data: Record<string, unknown> } };
    return { status: e.status, data: e.response.data };
  }
}

/** Moves an account's free month back `days` days, as if it had signed up then. */
async function ageIdentity(actor: Actor, days: number) {
  const since = new Date(Date.now() - days * DAY_MS).toISOString().replace('T', ' ');
  const stored = await admin.collection('users').getOne(actor.id, opts);
  // The identity's hash is salted on the server; a new identity was first seen when the
  // account's free month started.
  const identity = await admin
    .collection('identities')
    .getFirstListItem(`first_seen = "${String(stored['free_since'])}"`, opts);
  await admin.collection('identities').update(identity.id, { first_seen: since }, opts);
  await admin.collection('users').update(actor.id, { free_since: since }, opts);
}

describe('one account per mailbox', () => {
  it('refuses a second sign-up by case, spacing, +tag or Gmail dots with email_taken', async () => {
    const box = mailbox();
    await signUp(url, { email: box.plain.toUpperCase(), user_type: 'client' }, from);
    for (const again of [
      box.plain,
      `  ${box.plain} `.toUpperCase().trim(),
      `${box.local}+again@${box.domain}`,
      `${box.local}+x+y@${box.domain.toUpperCase()}`,
    ]) {
      const answer = await signUpAnswer(again);
      expect(answer.status, again).toBe(400);
      expect(answer.data, again).toMatchObject({ email: { code: 'email_taken' } });
    }
    const gmail = mailbox('gmail.com');
    await signUp(url, { email: gmail.plain, user_type: 'client' }, from);
    const dotted = `${gmail.local.slice(0, 3)}.${gmail.local.slice(3)}@googlemail.com`;
    expect(await signUpAnswer(dotted)).toMatchObject({
      status: 400,
      data: { email: { code: 'email_taken' } },
    });
    // Another mailbox still signs up.
    expect((await signUpAnswer(mailbox().plain)).status).toBe(200);
  });

  it('refuses an email change to another account’s mailbox before any mail goes out', async () => {
    const taken = mailbox();
    await signUp(url, { email: taken.plain, user_type: 'client' }, from);
    const mover = await signUp(url, { user_type: 'client' }, from);
    const refused = await expectRefused(
      mover.pb.collection('users').requestEmailChange(`${taken.local}+mine@${taken.domain}`, {
        requestKey: null,
      }),
      400,
    );
    expect(refused.response.data).toMatchObject({ newEmail: { code: 'email_taken' } });
    expect(catcher.smtp.messages.some((m) => m.to.join().includes(taken.local))).toBe(false);
    // A superuser moving an account onto a taken mailbox is refused the same way.
    const moved = await expectRefused(
      admin.collection('users').update(mover.id, { email: taken.plain.toUpperCase() }, opts),
      400,
    );
    expect(moved.response.data).toMatchObject({ email: { code: 'email_taken' } });
  });
});

describe('history follows the person, not the account', () => {
  it('a client who deletes the account and signs up again gets no new free month', async () => {
    const box = mailbox();
    const owner = await signUp(url, { user_type: 'contractor' }, from);
    const listing = await createListing(owner, tradeId, { business_name: 'Fee Roofing' });
    const first = await signUp(url, { email: box.plain, user_type: 'client' }, from);
    await ageIdentity(first, 40);
    await first.pb.collection('users').delete(first.id, opts);

    const again = await signUp(
      url,
      { email: `${box.local}+again@${box.domain}`, user_type: 'client' },
      from,
    );
    const hire = await requestHire(again, listing.id);
    expect(hire).toMatchObject({ fee_status: 'unpaid', fee_waiver: '' });

    // A person never seen before still gets the month.
    const fresh = await signUp(url, { user_type: 'client' }, from);
    expect(await requestHire(fresh, listing.id)).toMatchObject({
      fee_status: 'waived',
      fee_waiver: 'free_month',
    });
  });

  it('the audited sequence: a 1-star contractor who removes, deletes, re-registers and lists again keeps the rating and gets no new month', async () => {
    const box = mailbox();
    const first = await signUp(url, { email: box.plain, user_type: 'contractor' }, from);
    const listing = await createListing(first, tradeId, { business_name: 'Phoenix Roofing' });
    const client = await signUp(url, { user_type: 'client' }, from);
    await review(client, await completedHire(first, client, listing.id), 1, 'Left a hole.');
    // The free month ended.
    const past = new Date(Date.now() - 2 * DAY_MS).toISOString().replace('T', ' ');
    await admin.collection('contractors').update(listing.id, { listed_until: past }, opts);
    await first.pb.collection('contractors').update(listing.id, { status: 'removed' }, opts);
    await first.pb.collection('users').delete(first.id, opts);

    const again = await signUp(url, { email: box.plain, user_type: 'contractor' }, from);
    const relisted = await createListing(again, tradeId, { business_name: 'Phoenix Roofing' });
    const stored = await admin.collection('contractors').getOne(relisted.id, opts);
    expect(stored).toMatchObject({ rating_count: 1, rating_avg: 1 });
    expect(Date.parse(String(stored['listed_until']).replace(' ', 'T'))).toBeLessThan(Date.now());
    // The review is the new listing's now, and the client's hire with it.
    const reviews = await admin
      .collection('reviews')
      .getFullList<{ rating: number }>({ filter: `contractor = "${relisted.id}"`, ...opts });
    expect(reviews.map((r) => r.rating)).toEqual([1]);
  });

  it('a suspended person’s block covers the +tag form of the address', async () => {
    const box = mailbox();
    const first = await signUp(url, { email: box.plain, user_type: 'contractor' }, from);
    const listing = await createListing(first, tradeId);
    await admin.collection('contractors').update(listing.id, { status: 'suspended' }, opts);
    await first.pb.collection('users').delete(first.id, opts);

    const again = await signUp(
      url,
      { email: `${box.local}+again@${box.domain}`, user_type: 'contractor' },
      from,
    );
    const refused = await expectRefused(createListing(again, tradeId), 403);
    expect(refused.response.data).toMatchObject({ owner: { code: 'identity_blocked' } });
  });

  it('a removed listing is not published again once its owner became a client', async () => {
    const owner = await signUp(url, { user_type: 'contractor' }, from);
    const listing = await createListing(owner, tradeId);
    await owner.pb.collection('contractors').update(listing.id, { status: 'removed' }, opts);
    await owner.pb.collection('users').update(owner.id, { user_type: 'client' }, opts);
    const refused = await expectRefused(
      owner.pb.collection('contractors').update(listing.id, { status: 'active' }, opts),
      403,
    );
    expect(refused.response.data).toMatchObject({ status: { code: 'owner_not_contractor' } });
    const stored = await admin.collection('contractors').getOne(listing.id, opts);
    expect(stored['status']).toBe('removed');
  });
});

describe('what the server keeps of an identity', () => {
  it('keeps no address: the canonical email and the identities are hidden or superuser-only', async () => {
    const someone = await signUp(url, { user_type: 'client' }, from);
    const own = await someone.pb.collection('users').getOne(someone.id, opts);
    expect(own).not.toHaveProperty('email_canonical');
    expect(own).not.toHaveProperty('free_since');
    expect(own).not.toHaveProperty('signup_range');
    await expectRefused(someone.pb.collection('identities').getList(1, 1, opts), 403);
    const identities = await admin.collection('identities').getFullList(opts);
    expect(JSON.stringify(identities)).not.toContain(someone.email);
    // A body cannot choose its own canonical email or free month.
    const forged = await someone.pb
      .collection('users')
      .create(
        {
          email: mailbox().plain,
          password: PASSWORD,
          passwordConfirm: PASSWORD,
          user_type: 'client',
          free_since: '2000-01-01 00:00:00.000Z',
          email_canonical: someone.email,
        },
        opts,
      )
      .catch((e: unknown) => e);
    const stored = await admin.collection('users').getOne((forged as { id: string }).id, opts);
    expect(String(stored['free_since']).slice(0, 4)).not.toBe('2000');
    expect(stored['email_canonical']).not.toBe(someone.email);
  });
});

describe('reviews from real customers', () => {
  /** A listing's rating as stored. */
  const ratingOf = async (id: string) => {
    const listing = await admin.collection('contractors').getOne(id, opts);
    return { count: listing['rating_count'] as number, avg: listing['rating_avg'] as number };
  };

  it('the audited sock puppet: a new account hires in its free month and rates 5 stars; the rating is unchanged until staff release it', async () => {
    const owner = await signUp(url, { user_type: 'contractor' }, from);
    const listing = await createListing(owner, tradeId, { business_name: 'Sock Roofing' });
    // The owner's own +tag mailbox cannot be the sock: one account per mailbox.
    const tagged = owner.email.replace('@', '+sock@');
    expect(await signUpAnswer(tagged)).toMatchObject({ data: { email: { code: 'email_taken' } } });
    // A sock under another address, from another network, verified and fresh.
    const sock = await signUp(url, { user_type: 'client' });
    const hire = await completedHire(owner, sock, listing.id);
    expect(hire['fee_status']).toBe('waived');
    const written = await review(sock, hire, 5, 'Best roofer ever!', true);
    expect(written).toMatchObject({ hidden: true, held_reason: 'new_account' });
    expect(await ratingOf(listing.id)).toEqual({ count: 0, avg: 0 });
    // Nobody else sees it; the author does, with its reason.
    await expectRefused(guest(url).collection('reviews').getOne(written.id, opts), 404);

    // Staff see it in the held queue with its reason, and release it: now it counts.
    const moderator = await makeStaff(url, admin, 'moderator', { from });
    const queue = await moderator.pb.send<{ items: { id: string; heldReason: string }[] }>(
      '/api/admin/reviews?queue=held&perPage=500',
      opts,
    );
    expect(queue.items.find((r) => r.id === written.id)?.heldReason).toBe('new_account');
    const counts = await moderator.pb.send<{ heldReviews: number }>('/api/admin/queues', opts);
    expect(counts.heldReviews).toBeGreaterThanOrEqual(1);
    await moderator.pb.send(`/api/admin/reviews/${written.id}/moderate`, {
      method: 'POST',
      body: { action: 'unhide', reason: 'Checked the job with the client by phone.' },
      ...opts,
    });
    expect(await ratingOf(listing.id)).toEqual({ count: 1, avg: 5 });
    const released = await admin.collection('reviews').getOne(written.id, opts);
    expect(released).toMatchObject({ hidden: false, held_reason: '' });
  });

  it('a client from the owner’s network, first seen a day before the hire, is held as self-dealing', async () => {
    const owner = await signUp(url, { user_type: 'contractor' }, from);
    const listing = await createListing(owner, tradeId);
    const sock = await signUp(url, { user_type: 'client' }, from);
    const written = await review(
      sock,
      await completedHire(owner, sock, listing.id),
      5,
      'Superb',
      true,
    );
    expect(written).toMatchObject({ hidden: true, held_reason: 'self_dealing' });
    expect(await ratingOf(listing.id)).toEqual({ count: 0, avg: 0 });
  });

  it('counts at once a review whose hire fee was paid, and one from a client a week old', async () => {
    const owner = await signUp(url, { user_type: 'contractor' }, from);
    const listing = await createListing(owner, tradeId);
    const payer = await signUp(url, { user_type: 'client' });
    await ageAccount(url, payer.id, 40);
    const hire = await requestHire(payer, listing.id);
    expect(hire['fee_status']).toBe('unpaid');
    await moveHire(owner, hire.id, 'accepted');
    const card = await paymentMethodFor(testStripeUrl(), '4242424242424242');
    const paying = await payFee(payer.pb, { kind: 'hire', target: hire.id, paymentMethod: card });
    expect(paying.status).toBe(200);
    await expect
      .poll(
        async () =>
          (await admin.collection('hires').getOne<{ fee_status: string }>(hire.id, opts))
            .fee_status,
      )
      .toBe('paid');
    await moveHire(owner, hire.id, 'done');
    const done = await moveHire(payer, hire.id, 'completed');
    const paid = await review(payer, done, 4, 'Good job', true);
    expect(paid).toMatchObject({ hidden: false, held_reason: '' });

    const regular = await signUp(url, { user_type: 'client' });
    const waived = await completedHire(owner, regular, listing.id);
    expect(await review(regular, waived, 2, 'Slow')).toMatchObject({ hidden: false });
    expect(await ratingOf(listing.id)).toEqual({ count: 2, avg: 3 });
  });

  it('a body cannot set or clear its own hold', async () => {
    const owner = await signUp(url, { user_type: 'contractor' }, from);
    const listing = await createListing(owner, tradeId);
    const sock = await signUp(url, { user_type: 'client' });
    const hire = await completedHire(owner, sock, listing.id);
    const forged = {
      author: sock.id,
      hire: hire.id,
      contractor: listing.id,
      rating: 5,
      body: 'x',
      held_reason: '',
    };
    await expectRefused(sock.pb.collection('reviews').create(forged, opts), 400);
    const written = await review(sock, hire, 5, 'Great', true);
    await expectRefused(
      sock.pb.collection('reviews').update(written.id, { held_reason: '', hidden: false }, opts),
    );
    expect(await ratingOf(listing.id)).toEqual({ count: 0, avg: 0 });
  });
});
