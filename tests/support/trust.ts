/**
 * The trust-rule regression tests' shared moves (tests/integration/trust-*.test.ts): a listing,
 * a hire, and a hire taken through the state machine, each made through the API as the user
 * it belongs to, so every step is checked by the rules it would be in the app.
 */
import type PocketBase from 'pocketbase';
import {
  ageAccount,
  createListing as createActiveListing,
  type Actor,
  type RecordModel,
} from './actors';

const opts = { requestKey: null };

/** The id of the `roofer` trade. */
export async function rooferId(admin: PocketBase): Promise<string> {
  return (await admin.collection('trades').getFirstListItem('value = "roofer"', opts)).id;
}

/** `owner` creates an active listing with contact details (or with `fields`). */
export function createListing(
  owner: Actor,
  tradeId: string,
  fields: Record<string, unknown> = {},
): Promise<RecordModel> {
  return createActiveListing(owner, tradeId, {
    business_name: 'Trusty Roofing',
    phone: '+1 555 0100',
    email: 'trusty@roofing.example',
    description: 'Roofs, gutters and chimneys.',
    ...fields,
  });
}

/** `client` asks `listingId` for a hire. */
export function requestHire(client: Actor, listingId: string): Promise<RecordModel> {
  return client.pb.collection('hires').create(
    {
      client: client.id,
      contractor: listingId,
      status: 'requested',
      contact_preference: 'email',
    },
    opts,
  );
}

/** Moves a hire as `who`. */
export function moveHire(
  who: Actor,
  hireId: string,
  status: string,
  fields: Record<string, unknown> = {},
): Promise<RecordModel> {
  return who.pb.collection('hires').update(hireId, { status, ...fields }, opts);
}

/** A new hire taken to `completed`: requested, accepted, marked done, confirmed by the client. */
export async function completedHire(
  owner: Actor,
  client: Actor,
  listingId: string,
): Promise<RecordModel> {
  const hire = await requestHire(client, listingId);
  await moveHire(owner, hire.id, 'accepted');
  await moveHire(owner, hire.id, 'done');
  return moveHire(client, hire.id, 'completed');
}

/**
 * `author` reviews the hire's contractor, as a client whose account is 8 days old (so that a
 * review of a hire in the free month counts at once: lib/review-trust.js), or, with `asNew`,
 * as the new account it is.
 */
export async function review(
  author: Actor,
  hire: RecordModel,
  rating = 5,
  body = 'Great work',
  asNew = false,
): Promise<RecordModel> {
  if (!asNew) await ageAccount(author.pb.baseURL, author.id, 8);
  return author.pb
    .collection('reviews')
    .create(
      { author: author.id, hire: hire.id, contractor: String(hire['contractor']), rating, body },
      opts,
    );
}
