import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  expectRefused,
  guest,
  signUp,
  superuser,
  type Actor,
} from '../support/actors';
import { startGeocodeStandIn, type GeocodeStandIn } from '../support/geocode-stand-in';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';

// A listing's position on the server: the API stores null for "unknown" and refuses an exact
// 0, 0; the geocoding job (run through POST /api/geocode-listings, as the cron runs it) places
// listings that have a postcode but no position with the geocoder at GEOCODE_URL, a bounded
// batch per run, one request at a time, and does not ask again at once for a failed postcode.
const opts = { requestKey: null };
const INTERVAL_MS = 300;
let geocoder: GeocodeStandIn;
let server: RunningPocketBase;
let admin: PocketBase;
let tradeId: string;

beforeAll(async () => {
  geocoder = await startGeocodeStandIn({
    '62701|us': { lat: '39.7990', lon: '-89.6440', city: 'Springfield', state: 'Illinois' },
    'LS1 4AP|gb': { lat: '53.7997', lon: '-1.5492', city: 'Leeds', state: 'England' },
    '10007|us': { lat: '40.7128', lon: '-74.0060', city: 'New York', state: 'New York' },
  });
  server = await startTestPocketBase({
    env: {
      GEOCODE_URL: geocoder.url,
      GEOCODE_BATCH: '2',
      GEOCODE_INTERVAL_MS: String(INTERVAL_MS),
      GEOCODE_USER_AGENT: 'TradesMarket test (ops@example.com)',
    },
  });
  admin = await superuser(server.url);
  tradeId = (await admin.collection('trades').getFirstListItem('value = "roofer"', opts)).id;
});
afterAll(async () => {
  await server.stop();
  await geocoder.stop();
});

function listing(owner: Actor, fields: Record<string, unknown>) {
  return createListing(owner, tradeId, { business_name: 'Placed Roofing', ...fields });
}

const runJob = (pb: PocketBase) =>
  pb.send<{ placed: number; failed: number }>('/api/geocode-listings', {
    method: 'POST',
    ...opts,
  });

describe('listing position through the API', () => {
  it('stores null, not 0, when the position is unknown', async () => {
    const owner = await signUp(server.url, { user_type: 'contractor' });
    const created = await listing(owner, { postcode: '00001', lat: null, lon: null });
    expect([created.lat, created.lon]).toEqual([null, null]);
    const read = await guest(server.url).collection('contractors').getOne(created.id, opts);
    expect([read.lat, read.lon]).toEqual([null, null]);
  });

  it('refuses an exact 0, 0 on create and on update, and writes nothing', async () => {
    const owner = await signUp(server.url, { user_type: 'contractor' });
    const refused = await expectRefused(listing(owner, { lat: 0, lon: 0 }), 400);
    expect(refused.response.data).toMatchObject({
      lat: { code: 'validation_position_unknown' },
    });
    await expectRefused(owner.pb.collection('contractors').getOne(owner.id, opts), 404);

    const created = await listing(owner, { lat: 51.5, lon: -0.12 });
    const update = await expectRefused(
      owner.pb.collection('contractors').update(created.id, { lat: 0, lon: 0 }, opts),
      400,
    );
    expect(update.response.data).toMatchObject({ lat: { code: 'validation_position_unknown' } });
    const kept = await admin.collection('contractors').getOne(created.id, opts);
    expect([kept.lat, kept.lon]).toEqual([51.5, -0.12]);
    // A real place on a meridian or the equator is fine.
    const moved = await owner.pb
      .collection('contractors')
      .update(created.id, { lat: 51.4779, lon: 0 }, opts);
    expect([moved.lat, moved.lon]).toEqual([51.4779, 0]);
  });

  it('refuses one coordinate without the other, text, and out-of-range values', async () => {
    const owner = await signUp(server.url, { user_type: 'contractor' });
    for (const [body, field, code] of [
      [{ lat: 40, lon: null }, 'lon', 'validation_position_incomplete'],
      [{ lat: 'north', lon: -74 }, 'lat', 'validation_invalid_number'],
      [{ lat: [40], lon: -74 }, 'lat', 'validation_invalid_number'],
      [{ lat: 91, lon: 0.5 }, 'lat', 'validation_max_number_constraint'],
      [{ lat: 10, lon: -181 }, 'lon', 'validation_min_number_constraint'],
    ] as const) {
      const error = await expectRefused(listing(owner, body), 400);
      expect(error.response.data, JSON.stringify(body)).toMatchObject({ [field]: { code } });
    }
    await expectRefused(owner.pb.collection('contractors').getOne(owner.id, opts), 404);
  });
});

describe('the geocoding job', () => {
  it('is for superusers only', async () => {
    await expectRefused(runJob(guest(server.url)), 401);
    const user = await signUp(server.url, { user_type: 'contractor' });
    await expectRefused(runJob(user.pb), 403);
  });

  it('places listings from their postcode, a bounded batch per run, 1 request at a time', async () => {
    // Listings left by earlier tests are placed or counted first; start from a clean run.
    while ((await runJob(admin)).placed > 0);
    geocoder.requests.length = 0;
    const contractor = () => signUp(server.url, { user_type: 'contractor' });
    const springfield = await listing(await contractor(), {
      postcode: '62701',
      country_code: 'US',
    });
    const leeds = await listing(await contractor(), {
      postcode: 'LS1 4AP',
      country_code: 'GB',
      city: 'Leeds City Centre',
    });
    const nowhereOwner = await contractor();
    const nowhere = await listing(nowhereOwner, { postcode: '99999', country_code: 'US' });
    const placed = await listing(await contractor(), {
      postcode: '10007',
      country_code: 'US',
      lat: 40.71,
      lon: -74.0,
    });

    expect(await runJob(admin)).toEqual({ placed: 2, failed: 0 });
    expect(geocoder.requests.map((r) => r.query)).toEqual(['62701|us', 'LS1 4AP|gb']);
    const [first, second] = geocoder.requests.map((r) => r.at);
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(INTERVAL_MS - 20);
    expect(geocoder.requests.map((r) => r.userAgent)).toEqual([
      'TradesMarket test (ops@example.com)',
      'TradesMarket test (ops@example.com)',
    ]);

    const get = (id: string) => guest(server.url).collection('contractors').getOne(id, opts);
    expect(await get(springfield.id)).toMatchObject({
      lat: 39.799,
      lon: -89.644,
      city: 'Springfield',
      region: 'Illinois',
    });
    // What the owner typed is kept; only the position is filled.
    expect(await get(leeds.id)).toMatchObject({
      lat: 53.7997,
      lon: -1.5492,
      city: 'Leeds City Centre',
    });
    // The listing's `updated` moved, so devices pull the position.
    expect((await get(springfield.id)).updated > springfield.updated).toBe(true);

    expect(await runJob(admin)).toEqual({ placed: 0, failed: 1 });
    expect(geocoder.requests.map((r) => r.query)).toEqual(['62701|us', 'LS1 4AP|gb', '99999|us']);
    expect(await get(nowhere.id)).toMatchObject({ lat: null, lon: null });
    const attempt = await admin
      .collection('geocode_attempts')
      .getFirstListItem(admin.filter('listing = {:id}', { id: nowhere.id }), opts);
    expect(attempt).toMatchObject({ query: '99999|US', attempts: 1, last_error: 'not found' });
    expect(Date.parse(String(attempt.next_try).replace(' ', 'T'))).toBeGreaterThan(
      Date.now() + 50 * 60 * 1000,
    );

    // The failed postcode is not asked again on the next run; the placed ones never were.
    expect(await runJob(admin)).toEqual({ placed: 0, failed: 0 });
    expect(geocoder.requests).toHaveLength(3);
    expect(geocoder.requests.some((r) => r.query === '10007|us')).toBe(false);
    expect(await get(placed.id)).toMatchObject({ lat: 40.71, lon: -74 });

    // A new postcode is tried at once.
    await nowhereOwner.pb
      .collection('contractors')
      .update(nowhere.id, { postcode: '62701', country_code: 'US' }, opts);
    expect(await runJob(admin)).toEqual({ placed: 1, failed: 0 });
    expect(await get(nowhere.id)).toMatchObject({ lat: 39.799, lon: -89.644 });
  });

  it('counts a geocoder that fails and waits longer after each failure', async () => {
    while ((await runJob(admin)).placed > 0);
    const owner = await signUp(server.url, { user_type: 'contractor' });
    const down = await listing(owner, { postcode: '50000', country_code: 'US' });
    expect(await runJob(admin)).toEqual({ placed: 0, failed: 1 });
    const attempt = await admin
      .collection('geocode_attempts')
      .getFirstListItem(admin.filter('listing = {:id}', { id: down.id }), opts);
    expect(attempt).toMatchObject({ attempts: 1, last_error: 'status 500' });
  });
});
