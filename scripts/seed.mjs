#!/usr/bin/env node
/**
 * `npm run seed`: fills a running PocketBase with demo data, for development only.
 *
 * Signs in as a superuser and creates, through the REST API, one active contractor listing
 * for each trade in the `trades` collection (45), each with 0–4 reviews, plus what those
 * need: a demo owner user per listing, a handful of demo client users, and one completed
 * hire per review. Everything is marked as demo data: users have addresses at
 * `@demo.tradesmarket.invalid` and names starting "Demo ", business names start "[Demo] ",
 * descriptions start "Demo listing — not a real business.", phone numbers are in the ranges
 * reserved for fiction, websites are under the `.invalid` top-level domain. Users get a
 * random password nobody knows.
 *
 * The content is deterministic (words from seed-data.json, picked by a PRNG seeded with each
 * trade's value) and the run is idempotent: records already present (users by email,
 * listings by owner, hires by client and listing, reviews by hire) are left alone and only
 * the missing ones are created, so a second run creates nothing. It never updates or deletes
 * a record, and reads nothing but the trades and demo records. The rating aggregates and `listed_until` (30 days on) are set by the server's
 * hooks (pb_hooks/reviews.pb.js), as for real listings.
 *
 * Environment:
 *   POCKETBASE_URL         base URL of the server (default: where `npm start` serves,
 *                          http://127.0.0.1:$PORT, PORT defaulting to 8090)
 *   PORT                   used when POCKETBASE_URL is not set, as by `npm start`
 *   PB_SUPERUSER_EMAIL     a superuser's email (required)
 *   PB_SUPERUSER_PASSWORD  that superuser's password (required; never printed)
 *
 * Prints one summary line, e.g.
 *   Demo data: 45 contractors, 50 users, 92 hires, 92 reviews (0 created, 279 already present)
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import PocketBase, { ClientResponseError } from 'pocketbase';
import { DEFAULT_PORT, portFromEnv } from './pocketbase.mjs';
import { prng } from './prng.mjs';
import seedData from './seed-data.json' with { type: 'json' };

/** Where `npm start` serves when PORT is not set. */
export const DEFAULT_URL = `http://127.0.0.1:${DEFAULT_PORT}`;
/** Domain of every demo user's email address (`.invalid` never resolves, RFC 2606). */
export const DEMO_DOMAIN = 'demo.tradesmarket.invalid';
/** Prefix of every demo business name. */
export const DEMO_NAME_PREFIX = '[Demo] ';
/** First sentence of every demo listing's description. */
export const DEMO_DESCRIPTION = 'Demo listing — not a real business.';
/** When the demo accounts' free month started (PocketBase date): months before any run. */
const DEMO_SIGNED_UP = '2025-01-01 00:00:00.000Z';
/** Number of demo clients; each listing's reviews come from different ones. */
export const DEMO_CLIENTS = 5;
/** Most reviews a demo listing gets. */
export const MAX_REVIEWS = 4;
/** Requests sent at once. */
const BATCH_SIZE = 10;
const opts = { requestKey: null };

/** A failure with a message meant for the person running the seed (no stack needed). */
export class SeedError extends Error {}

/**
 * @typedef {object} SeedOptions
 * @property {string} url PocketBase base URL
 * @property {string} email superuser email
 * @property {string} password superuser password
 * @property {(line: string) => void} [log] where the summary line goes (default console.log)
 */

/**
 * @typedef {object} SeedCounts
 * @property {number} users demo users present after the run
 * @property {number} contractors demo listings present after the run
 * @property {number} hires demo hires present after the run
 * @property {number} reviews demo reviews present after the run
 * @property {number} created records this run created
 * @property {number} skipped records this run found already present
 */

/** @typedef {{ value: string, label: string }} TradeInfo */
/** @typedef {{ email: string, name: string, user_type: 'client' | 'contractor' }} DemoUser */
/**
 * @typedef {object} DemoContractor
 * @property {string} trade trade value
 * @property {string} ownerEmail
 * @property {Record<string, string | number | boolean>} fields listing fields besides owner
 *   and trades
 */
/**
 * @typedef {object} DemoReview one completed hire and its review
 * @property {string} trade trade value of the listing reviewed
 * @property {string} clientEmail the hire's client, the review's author
 * @property {string} hireDescription
 * @property {number} rating 1–5
 * @property {string} body
 */
/** @typedef {{ users: DemoUser[], contractors: DemoContractor[], reviews: DemoReview[] }} DemoPlan */

/**
 * @typedef {object} City
 * @property {string} city
 * @property {string} region
 * @property {string} postcode
 * @property {string} country ISO 3166-1 alpha-2
 * @property {number} lat
 * @property {number} lon
 * @property {string} phone prefix of a number range reserved for fiction; 2 digits follow
 */

/**
 * The words the demo data is made of (seed-data.json).
 * @typedef {object} SeedWords
 * @property {Record<string, string[]>} nameEndings business name endings per trade value; a
 *   trade missing here (one added later) gets its label
 * @property {Record<string, string>} services what each trade offers, for the description
 * @property {string[]} nameStarts first words of business names: family names, then
 *   place-like words
 * @property {string[]} firstNames the owners' first names
 * @property {City[]} cities real cities in four countries. Phone numbers come from the ranges
 *   kept for drama: US and Canada 555-0100 to 0199, UK 0161/0117/0131 496 0xxx (Ofcom),
 *   Australia 0x 5550 xxxx (ACMA)
 * @property {string[][]} reviewBodies review texts by rating (index 0 = 1 star)
 */
const WORDS = /** @type {SeedWords} */ (seedData);
/** Family names, the first 14 of nameStarts, for the owners' names. */
const FAMILY_NAMES = WORDS.nameStarts.slice(0, 14);
/** Chance of each rating 1–5, out of 20. */
const RATING_WEIGHTS = [1, 2, 4, 7, 6];

/** @param {number} index 1-based @returns {string} */
export const demoClientEmail = (index) => `demo-client-${index}@${DEMO_DOMAIN}`;
/** @param {string} trade trade value @returns {string} */
export const demoOwnerEmail = (trade) => `demo-contractor-${trade}@${DEMO_DOMAIN}`;

/**
 * What the demo data set holds, for the given trades. Pure and deterministic: the same
 * trades always give the same plan. Relations are by email and trade value, not record id.
 * @param {readonly TradeInfo[]} trades
 * @returns {DemoPlan}
 */
export function planDemoData(trades) {
  /** @type {DemoUser[]} */
  const users = [];
  /** @type {DemoContractor[]} */
  const contractors = [];
  /** @type {DemoReview[]} */
  const reviews = [];
  for (let i = 1; i <= DEMO_CLIENTS; i++) {
    users.push({ email: demoClientEmail(i), name: `Demo Client ${i}`, user_type: 'client' });
  }
  for (const trade of trades) {
    const rand = prng(trade.value);
    const ownerEmail = demoOwnerEmail(trade.value);
    const owner = `${rand.pick(WORDS.firstNames)} ${rand.pick(FAMILY_NAMES)}`;
    users.push({ email: ownerEmail, name: `Demo ${owner}`, user_type: 'contractor' });

    const endings = WORDS.nameEndings[trade.value] ?? [trade.label];
    const services = WORDS.services[trade.value] ?? `${trade.label.toLowerCase()} work`;
    const businessName = `${DEMO_NAME_PREFIX}${rand.pick(WORDS.nameStarts)} ${rand.pick(endings)}`;
    const place = rand.pick(WORDS.cities);
    const years = rand.int(1, 40);
    const radius = rand.pick([10, 15, 25, 40, 50, 75, 100, 150]);
    const licensed = rand.next() < 0.7;
    const slug = trade.value.replaceAll('_', '-');
    /** @param {number} coordinate @returns {number} within about 5 km, 4 decimals */
    const jitter = (coordinate) => Math.round((coordinate + (rand.next() - 0.5) * 0.1) * 1e4) / 1e4;
    contractors.push({
      trade: trade.value,
      ownerEmail,
      fields: {
        business_name: businessName,
        description:
          `${DEMO_DESCRIPTION} ${businessName.slice(DEMO_NAME_PREFIX.length)} is a ` +
          `${trade.label.toLowerCase()} business in ${place.city} offering ${services}. ` +
          `Run by ${owner}; ${years} ${years === 1 ? 'year' : 'years'} in business; ` +
          `works within ${radius} km. Sample data for development.`,
        phone: `${place.phone}${String(rand.int(0, 99)).padStart(2, '0')}`,
        email: ownerEmail,
        website: `https://${slug}.${DEMO_DOMAIN}/`,
        city: place.city,
        region: place.region,
        postcode: place.postcode,
        country_code: place.country,
        lat: jitter(place.lat),
        lon: jitter(place.lon),
        service_radius_km: radius,
        years_in_business: years,
        license_number: licensed ? `DEMO-${String(rand.int(100000, 999999))}` : '',
        insured: rand.next() < 0.85,
        status: 'active',
      },
    });

    const count = rand.int(0, MAX_REVIEWS);
    const firstClient = rand.int(0, DEMO_CLIENTS - 1);
    for (let j = 0; j < count; j++) {
      let roll = rand.int(1, 20);
      let rating = 1;
      while (roll > /** @type {number} */ (RATING_WEIGHTS[rating - 1])) {
        roll -= /** @type {number} */ (RATING_WEIGHTS[rating - 1]);
        rating += 1;
      }
      reviews.push({
        trade: trade.value,
        clientEmail: demoClientEmail(((firstClient + j) % DEMO_CLIENTS) + 1),
        hireDescription: `Demo hire — not a real job: ${services}.`,
        rating,
        body: rand.pick(/** @type {string[]} */ (WORDS.reviewBodies[rating - 1])),
      });
    }
  }
  return { users, contractors, reviews };
}

/**
 * Runs `make` on every item, BATCH_SIZE at a time.
 * @template T, R
 * @param {readonly T[]} items
 * @param {(item: T) => Promise<R>} make
 * @returns {Promise<R[]>}
 */
async function inBatches(items, make) {
  /** @type {R[]} */
  const results = [];
  for (let i = 0; i < items.length; i += BATCH_SIZE) {
    results.push(...(await Promise.all(items.slice(i, i + BATCH_SIZE).map(make))));
  }
  return results;
}

/**
 * Creates a record, turning an API refusal into a SeedError that names the record and the
 * field errors.
 * @param {PocketBase} pb
 * @param {string} collection
 * @param {Record<string, unknown>} body
 * @param {string} what e.g. the email or business name, for the error message
 * @returns {Promise<string>} the new record's id
 */
async function create(pb, collection, body, what) {
  try {
    return (await pb.collection(collection).create(body, opts)).id;
  } catch (error) {
    if (error instanceof ClientResponseError) {
      const fields = JSON.stringify(error.response.data ?? {});
      throw new SeedError(
        `Could not create ${collection} record ${what}: HTTP ${error.status} ${error.message} ${fields}`,
      );
    }
    throw error;
  }
}

/**
 * Signs in as a superuser.
 * @param {string} url
 * @param {string} email
 * @param {string} password
 * @returns {Promise<PocketBase>}
 * @throws {SeedError} when the server is unreachable or refuses the credentials
 */
async function signIn(url, email, password) {
  const pb = new PocketBase(url);
  try {
    await pb.collection('_superusers').authWithPassword(email, password, opts);
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 0) {
      throw new SeedError(`Could not reach PocketBase at ${url} (is it running?).`);
    }
    if (error instanceof ClientResponseError) {
      throw new SeedError(
        `PocketBase at ${url} refused the superuser sign-in for ${email} (HTTP ${error.status}). ` +
          'Check PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD: they must be a superuser ' +
          '(dashboard /_/), not an app user.',
      );
    }
    throw error;
  }
  return pb;
}

/**
 * Creates the demo data set that is missing on the server at `url`, as a superuser.
 * @param {SeedOptions} options
 * @returns {Promise<SeedCounts>}
 * @throws {SeedError} when sign-in fails or the server refuses a record
 */
export async function seed({ url, email, password, log = console.log }) {
  const pb = await signIn(url, email, password);
  // `~` is SQL LIKE: with a `%` in the value, this matches addresses ending in @DEMO_DOMAIN.
  const demo = pb.filter('{:suffix}', { suffix: `%@${DEMO_DOMAIN}` });

  const trades = await pb.collection('trades').getFullList({ sort: 'sort', ...opts });
  if (trades.length === 0) throw new SeedError(`No trades at ${url}: were the migrations applied?`);
  const tradeIds = new Map(trades.map((t) => [String(t.value), t.id]));
  const plan = planDemoData(
    trades.map((t) => ({ value: String(t.value), label: String(t.label) })),
  );
  let created = 0;
  let skipped = 0;

  // Users, by email.
  /** @type {Map<string, string>} email → id */
  const userIds = new Map();
  for (const user of await pb
    .collection('users')
    .getFullList({ filter: `email ~ ${demo}`, fields: 'id,email', ...opts })) {
    userIds.set(String(user.email), user.id);
  }
  const newUsers = plan.users.filter((u) => !userIds.has(u.email));
  skipped += plan.users.length - newUsers.length;
  await inBatches(newUsers, async (user) => {
    const secret = randomBytes(24).toString('base64url');
    const body = { ...user, password: secret, passwordConfirm: secret, verified: true };
    const id = await create(pb, 'users', body, user.email);
    // Demo people signed up long ago: the server counts the reviews of clients under a week
    // old only after staff looked at them (docs/moderation.md "Held reviews").
    await pb.collection('users').update(id, { free_since: DEMO_SIGNED_UP }, opts);
    userIds.set(user.email, id);
    created += 1;
  });
  /** @param {string} address */
  const userId = (address) => /** @type {string} */ (userIds.get(address));

  // Listings, by owner (one listing per user: unique index).
  /** @type {Map<string, string>} owner id → listing id */
  const listingIds = new Map();
  for (const listing of await pb
    .collection('contractors')
    .getFullList({ filter: `owner.email ~ ${demo}`, fields: 'id,owner', ...opts })) {
    listingIds.set(String(listing.owner), listing.id);
  }
  const newListings = plan.contractors.filter((c) => !listingIds.has(userId(c.ownerEmail)));
  skipped += plan.contractors.length - newListings.length;
  await inBatches(newListings, async (c) => {
    const owner = userId(c.ownerEmail);
    const body = { ...c.fields, owner, trades: [tradeIds.get(c.trade)] };
    listingIds.set(owner, await create(pb, 'contractors', body, String(c.fields.business_name)));
    created += 1;
  });
  /** @param {DemoReview} r @returns {string} */
  const listingOf = (r) => /** @type {string} */ (listingIds.get(userId(demoOwnerEmail(r.trade))));

  // Completed hires, by client and listing (each listing's reviewers are distinct clients).
  /** @type {Map<string, string>} `${client id} ${listing id}` → hire id */
  const hireIds = new Map();
  for (const hire of await pb.collection('hires').getFullList({
    filter: `client.email ~ ${demo} && contractor.owner.email ~ ${demo} && status = "completed"`,
    fields: 'id,client,contractor',
    ...opts,
  })) {
    hireIds.set(`${String(hire.client)} ${String(hire.contractor)}`, hire.id);
  }
  /** @param {DemoReview} r */
  const hireKey = (r) => `${userId(r.clientEmail)} ${listingOf(r)}`;
  const newHires = plan.reviews.filter((r) => !hireIds.has(hireKey(r)));
  skipped += plan.reviews.length - newHires.length;
  await inBatches(newHires, async (r) => {
    const body = {
      client: userId(r.clientEmail),
      contractor: listingOf(r),
      trade: tradeIds.get(r.trade),
      description: r.hireDescription,
      status: 'completed',
    };
    hireIds.set(hireKey(r), await create(pb, 'hires', body, `${r.clientEmail} → ${r.trade}`));
    created += 1;
  });

  // Reviews, by hire (one review per hire: unique index).
  const reviewed = new Set();
  for (const review of await pb
    .collection('reviews')
    .getFullList({ filter: `author.email ~ ${demo}`, fields: 'id,hire', ...opts })) {
    reviewed.add(String(review.hire));
  }
  const newReviews = plan.reviews.filter((r) => !reviewed.has(hireIds.get(hireKey(r))));
  skipped += plan.reviews.length - newReviews.length;
  // A listing's reviews one after the other: the hook that recomputes its rating after each
  // review reads all of them, and two such hooks running at once can save a stale result.
  /** @type {Map<string, DemoReview[]>} listing id → its new reviews */
  const byListing = new Map();
  for (const r of newReviews) {
    byListing.set(listingOf(r), [...(byListing.get(listingOf(r)) ?? []), r]);
  }
  await inBatches([...byListing.values()], async (reviews) => {
    for (const r of reviews) {
      const body = {
        contractor: listingOf(r),
        author: userId(r.clientEmail),
        hire: hireIds.get(hireKey(r)),
        rating: r.rating,
        body: r.body,
      };
      await create(pb, 'reviews', body, `${r.clientEmail} → ${r.trade}`);
      created += 1;
    }
  });

  const counts = {
    users: plan.users.length,
    contractors: plan.contractors.length,
    hires: plan.reviews.length,
    reviews: plan.reviews.length,
    created,
    skipped,
  };
  log(
    `Demo data: ${counts.contractors} contractors, ${counts.users} users, ${counts.hires} hires, ` +
      `${counts.reviews} reviews (${created} created, ${skipped} already present)`,
  );
  return counts;
}

/**
 * Reads the seed's settings from the environment.
 * @param {Record<string, string | undefined>} env
 * @returns {{ url: string, email: string, password: string }}
 * @throws {SeedError} naming the variables that are missing
 */
export function configFromEnv(env) {
  const missing = ['PB_SUPERUSER_EMAIL', 'PB_SUPERUSER_PASSWORD'].filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new SeedError(
      `Set ${missing.join(' and ')}: the seed signs in as a PocketBase superuser.\n` +
        'Usage: POCKETBASE_URL=http://127.0.0.1:8090 PB_SUPERUSER_EMAIL=you@example.com ' +
        "PB_SUPERUSER_PASSWORD='...' npm run seed",
    );
  }
  // Without POCKETBASE_URL, the server `npm start` runs: same PORT, same default.
  const url = (env.POCKETBASE_URL || `http://127.0.0.1:${portFromEnv(env)}`).replace(/\/+$/, '');
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw new SeedError(`POCKETBASE_URL must be an http(s) URL, e.g. ${DEFAULT_URL}; got ${url}`);
  }
  return {
    url,
    email: /** @type {string} */ (env.PB_SUPERUSER_EMAIL),
    password: /** @type {string} */ (env.PB_SUPERUSER_PASSWORD),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await seed(configFromEnv(process.env));
  } catch (error) {
    console.error(error instanceof SeedError ? error.message : error);
    process.exit(1);
  }
}
