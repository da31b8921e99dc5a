import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  configFromEnv,
  DEMO_DESCRIPTION,
  DEMO_DOMAIN,
  DEMO_NAME_PREFIX,
  planDemoData,
  seed,
  SeedError,
  type SeedCounts,
} from '../../scripts/seed.mjs';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { guest, superuser, type RecordModel } from '../support/actors';
import { TEST_SUPERUSER } from '../support/pocketbase';
import { testPocketBaseUrl } from '../support/servers';

// `npm run seed` (scripts/seed.mjs) against the real PocketBase of the integration run, which
// other test files share: only demo records (emails at DEMO_DOMAIN) are counted here.
const url = testPocketBaseUrl();
const opts = { requestKey: null };
const demo = `@${DEMO_DOMAIN}`;

interface Listing extends RecordModel {
  business_name: string;
  description: string;
  status: string;
  trades: string[];
  listed_until: string;
  rating_avg: number;
  rating_count: number;
  expand?: { owner?: { name: string } };
}

interface Review extends RecordModel {
  contractor: string;
  author: string;
  hire: string;
  rating: number;
}

let admin: PocketBase;
let tradeCount: number;

beforeAll(async () => {
  admin = await superuser(url);
  tradeCount = (await admin.collection('trades').getList(1, 1, opts)).totalItems;
});

/** Demo records on the server, per collection, as a superuser sees them. */
async function demoCounts() {
  const count = async (collection: string, filter: string) =>
    (await admin.collection(collection).getList(1, 1, { filter, ...opts })).totalItems;
  const on = (field: string) => admin.filter(`${field} ~ {:demo}`, { demo });
  return {
    users: await count('users', on('email')),
    contractors: await count('contractors', on('owner.email')),
    hires: await count('hires', on('client.email')),
    reviews: await count('reviews', on('author.email')),
  };
}

const total = (c: Pick<SeedCounts, 'users' | 'contractors' | 'hires' | 'reviews'>) =>
  c.users + c.contractors + c.hires + c.reviews;

const run = () => seed({ url, ...TEST_SUPERUSER, log: () => undefined });

describe('npm run seed', () => {
  it('creates one active demo contractor per trade, with reviews, through the API', async () => {
    const before = await demoCounts();
    const first = await run();
    const after = await demoCounts();
    expect(first.contractors).toBe(tradeCount);
    expect(after).toEqual({
      users: first.users,
      contractors: first.contractors,
      hires: first.hires,
      reviews: first.reviews,
    });
    expect(first.users).toBe(tradeCount + 5);
    expect(first.reviews).toBeGreaterThan(0);
    expect(first.created).toBe(total(after) - total(before));
    expect(first.created + first.skipped).toBe(total(after));

    const listings = await admin.collection('contractors').getFullList<Listing>({
      filter: admin.filter('owner.email ~ {:demo}', { demo }),
      expand: 'owner,trades',
      ...opts,
    });
    expect(new Set(listings.map((c) => c.trades.join())).size).toBe(tradeCount);
    for (const listing of listings) {
      expect(listing.status).toBe('active');
      expect(listing.business_name.startsWith(DEMO_NAME_PREFIX)).toBe(true);
      expect(listing.description.startsWith(DEMO_DESCRIPTION)).toBe(true);
      expect(listing.listed_until).not.toBe('');
      expect(listing.expand?.owner).toMatchObject({ verified: true, user_type: 'contractor' });
      expect(listing.expand?.owner?.name).toMatch(/^Demo /);
    }
  }, 60_000);

  it('leaves the rating aggregates to the server hook, matching the reviews', async () => {
    const listings = await guest(url)
      .collection('contractors')
      .getFullList<Listing>({ filter: `business_name ~ "${DEMO_NAME_PREFIX}"`, ...opts });
    const reviews = await guest(url)
      .collection('reviews')
      .getFullList<Review>({ filter: `contractor.business_name ~ "${DEMO_NAME_PREFIX}"`, ...opts });
    expect(listings).toHaveLength(tradeCount);
    expect(reviews.length).toBeGreaterThan(0);
    for (const listing of listings) {
      const ratings = reviews.filter((r) => r.contractor === listing.id).map((r) => r.rating);
      const avg = ratings.length
        ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100
        : 0;
      expect(listing, listing.business_name).toMatchObject({
        rating_count: ratings.length,
        rating_avg: avg,
      });
    }
    const hires = await admin
      .collection('hires')
      .getFullList({ filter: admin.filter('client.email ~ {:demo}', { demo }), ...opts });
    const byId = new Map(hires.map((h) => [h.id, h]));
    for (const review of reviews) {
      expect(byId.get(review.hire)).toMatchObject({
        status: 'completed',
        client: review.author,
        contractor: review.contractor,
      });
    }
  });

  it('is idempotent: a second run creates nothing and changes no count', async () => {
    const before = await demoCounts();
    const second = await run();
    expect(second.created).toBe(0);
    expect(second.skipped).toBe(total(before));
    expect(await demoCounts()).toEqual(before);
  });

  it('plans the same content every time', () => {
    const trades = [
      { value: 'roofer', label: 'Roofer' },
      { value: 'glazier', label: 'Glazier' },
    ];
    expect(planDemoData(trades)).toEqual(planDemoData(trades));
  });

  it('refuses wrong superuser credentials with a clear error that hides the password', async () => {
    const password = 'not-the-password-123';
    const error: unknown = await seed({ url, email: TEST_SUPERUSER.email, password }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SeedError);
    const message = (error as Error).message;
    expect(message).toMatch(/refused the superuser sign-in/);
    expect(message).toContain('PB_SUPERUSER_PASSWORD');
    expect(message).not.toContain(password);
  });

  it('names the missing environment variables', () => {
    expect(() => configFromEnv({ PB_SUPERUSER_EMAIL: 'a@b.c' })).toThrow(/PB_SUPERUSER_PASSWORD/);
    expect(() =>
      configFromEnv({
        POCKETBASE_URL: '127.0.0.1:8090',
        PB_SUPERUSER_EMAIL: 'a',
        PB_SUPERUSER_PASSWORD: 'b',
      }),
    ).toThrow(/POCKETBASE_URL/);
    expect(configFromEnv({ PB_SUPERUSER_EMAIL: 'a@b.c', PB_SUPERUSER_PASSWORD: 'x' })).toEqual({
      url: 'http://127.0.0.1:8090',
      email: 'a@b.c',
      password: 'x',
    });
  });

  it('finds the server the way `npm start` does: PORT, else 8090', () => {
    const creds = { PB_SUPERUSER_EMAIL: 'a@b.c', PB_SUPERUSER_PASSWORD: 'x' };
    expect(configFromEnv({ ...creds, PORT: '9123' }).url).toBe('http://127.0.0.1:9123');
    expect(configFromEnv({ ...creds }).url).toBe('http://127.0.0.1:8090');
    expect(
      configFromEnv({ ...creds, PORT: '9123', POCKETBASE_URL: 'http://10.0.0.2:80' }).url,
    ).toBe('http://10.0.0.2:80');
  });

  it('`npm run seed` with only PORT set seeds the server on that port', () => {
    const { port } = new URL(url);
    const env: Record<string, string | undefined> = {
      ...process.env,
      PORT: port,
      PB_SUPERUSER_EMAIL: TEST_SUPERUSER.email,
      PB_SUPERUSER_PASSWORD: TEST_SUPERUSER.password,
    };
    delete env.POCKETBASE_URL;
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'seed.mjs')], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Demo data: \d+ contractors, /);
  });
});
