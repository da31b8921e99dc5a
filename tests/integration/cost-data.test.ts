import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRecords, guest, signUp, superuser, type Actor } from '../support/actors';
import { loopbackAddresses, type Addresses } from '../support/loopback';
import { makeStaff } from '../support/staff';
import { testPocketBaseUrl } from '../support/servers';

// The shared cost data (migration 1764310200_cost_data.js, pb_hooks/materials.pb.js,
// lib/bls-oews.js) over plain HTTP as each caller: guest, client, contractor, outsider,
// moderator, admin (live and idle) and superuser; bad input for each collection and the route.
const url = testPocketBaseUrl();
const opts = { requestKey: null };

type Who =
  | 'guest'
  | 'client'
  | 'contractor'
  | 'outsider'
  | 'moderator'
  | 'admin'
  | 'idleAdmin'
  | 'superuser';
const EVERYONE: Who[] = [
  'guest',
  'client',
  'contractor',
  'outsider',
  'moderator',
  'admin',
  'idleAdmin',
  'superuser',
];
const WRITERS: Who[] = ['admin', 'superuser'];

let from: Addresses;
let admin: PocketBase;
const people = {} as Record<Who, PocketBase>;
const actors = {} as Record<'client' | 'contractor' | 'outsider', Actor>;
let tradeId = '';
let materialId = '';

beforeAll(async () => {
  from = await loopbackAddresses(url, 'cost-data');
  admin = await superuser(url, from);
  actors.client = await signUp(url, { user_type: 'client' }, from);
  actors.contractor = await signUp(url, { user_type: 'contractor' }, from);
  actors.outsider = await signUp(url, { user_type: 'client' }, from);
  people.moderator = (await makeStaff(url, admin, 'moderator', { from })).pb;
  people.admin = (await makeStaff(url, admin, 'admin', { from })).pb;
  people.idleAdmin = (await makeStaff(url, admin, 'admin', { idle: true, from })).pb;
  people.guest = guest(url, from);
  for (const who of ['client', 'contractor', 'outsider'] as const) people[who] = actors[who].pb;
  people.superuser = admin;
  tradeId = (await admin.collection('trades').getFirstListItem('value = "roofer"', opts)).id;
  materialId = (await admin.collection('materials').getFirstListItem('', opts)).id;
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

/** The field codes of a refused call's 400 answer. */
async function fieldCodes(call: Promise<unknown>): Promise<Record<string, string>> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ClientResponseError);
  expect((error as ClientResponseError).status).toBe(400);
  const data = (error as ClientResponseError).response.data as Record<string, { code: string }>;
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.code]));
}

/** What a price must carry (its currency, source and date). */
const SOURCED = {
  currency: 'USD',
  source: 'Supplier price list',
  price_date: '2026-11-01 00:00:00.000Z',
};

const material = (name: string) => ({
  name,
  category: 'roofing',
  trade: tradeId,
  unit: 'm2',
  waste_pct: 10,
});

describe('materials', () => {
  it('are seeded for all 45 trades with units and waste, and no price, source or date', async () => {
    // This is the file's first test: every material is the migration's.
    const seeded = await people.guest
      .collection('materials')
      .getFullList<{ trade: string; unit: string; waste_pct: number }>({ ...opts, batch: 500 });
    expect(seeded.length).toBeGreaterThanOrEqual(90);
    expect(new Set(seeded.map((m) => m.trade)).size).toBe(45);
    for (const m of seeded) {
      expect(m).toMatchObject({ price_cents: 0, currency: '', source: '', price_date: '' });
      expect(m.unit).not.toBe('');
      expect(m.waste_pct).toBeGreaterThanOrEqual(0);
    }
  });

  it.each(EVERYONE)('%s reads them', async (who) => {
    expect(await statusOf(people[who].collection('materials').getOne(materialId, opts))).toBe(200);
  });

  it.each(EVERYONE)('%s may create, update and delete one only when an admin', async (who) => {
    const allowed = WRITERS.includes(who);
    const before = await countRecords(admin, 'materials');
    const made = await people[who]
      .collection('materials')
      .create(material(`Test slate ${who}`), opts)
      .catch((e: unknown) => e);
    if (!allowed) {
      expect(made).toBeInstanceOf(ClientResponseError);
      expect([400, 401, 403]).toContain((made as ClientResponseError).status);
      expect(await countRecords(admin, 'materials')).toBe(before);
      expect(
        await statusOf(
          people[who].collection('materials').update(materialId, { name: 'Forged' }, opts),
        ),
      ).toBe(404);
      expect(await statusOf(people[who].collection('materials').delete(materialId, opts))).toBe(
        404,
      );
      expect((await admin.collection('materials').getOne(materialId, opts)).name).not.toBe(
        'Forged',
      );
      return;
    }
    const id = (made as { id: string }).id;
    const updated = await people[who].collection('materials').update(id, { waste_pct: 12.5 }, opts);
    expect(updated.waste_pct).toBe(12.5);
    await people[who].collection('materials').delete(id, opts);
    expect(await countRecords(admin, 'materials')).toBe(before);
  });

  it.each(WRITERS)('a price needs its currency, source and date (%s)', async (who) => {
    const pb = people[who];
    expect(
      await fieldCodes(
        pb.collection('materials').create({ ...material('Slate'), price_cents: 1500 }, opts),
      ),
    ).toEqual({
      currency: 'price_needs_source',
      source: 'price_needs_source',
      price_date: 'price_needs_source',
    });
    const priced = await pb.collection('materials').create(
      {
        ...material('Slate'),
        price_cents: 1500,
        currency: 'USD',
        source: 'Supplier price list',
        price_date: '2026-11-01 00:00:00.000Z',
        region: 'Ohio',
      },
      opts,
    );
    expect(priced.price_cents).toBe(1500);
    expect(
      await fieldCodes(pb.collection('materials').update(priced.id, { source: '' }, opts)),
    ).toEqual({ source: 'price_needs_source' });
    await pb.collection('materials').delete(priced.id, opts);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no name', { name: '' }, 'name'],
    ['an unknown unit', { unit: 'furlong' }, 'unit'],
    ['an unknown category', { category: 'magic' }, 'category'],
    ['an unknown trade', { trade: 'doesnotexist123' }, 'trade'],
    ['waste over 100 %', { waste_pct: 101 }, 'waste_pct'],
    ['negative waste', { waste_pct: -1 }, 'waste_pct'],
    ['a negative price', { price_cents: -5 }, 'price_cents'],
    ['a fractional price', { price_cents: 10.5, ...SOURCED }, 'price_cents'],
    ['a lower-case currency', { currency: 'usd' }, 'currency'],
    ['a long source', { source: 'x'.repeat(501) }, 'source'],
  ])('refuses %s from an admin', async (_title, change, field) => {
    const codes = await fieldCodes(
      people.admin.collection('materials').create({ ...material('Bad'), ...change }, opts),
    );
    expect(Object.keys(codes)).toContain(field);
  });
});

describe('labor_rates', () => {
  const rate = (area: string) => ({
    soc_code: '47-2181',
    title: 'Roofers',
    trades: [tradeId],
    area_title: area,
    hourly_median_cents: 2400,
    hourly_mean_cents: 2500,
    currency: 'USD',
    year: 2020,
    source: 'Test',
  });

  it.each(EVERYONE)('%s reads them and writes only as an admin', async (who) => {
    const made = await people[who]
      .collection('labor_rates')
      .create(rate(`Area of ${who}`), opts)
      .catch((e: unknown) => e);
    if (!WRITERS.includes(who)) {
      expect(made).toBeInstanceOf(ClientResponseError);
      expect([400, 401, 403]).toContain((made as ClientResponseError).status);
      return;
    }
    const id = (made as { id: string }).id;
    expect(await statusOf(people.guest.collection('labor_rates').getOne(id, opts))).toBe(200);
    for (const other of ['client', 'moderator', 'idleAdmin'] as const) {
      expect(
        await statusOf(people[other].collection('labor_rates').update(id, { year: 2021 }, opts)),
      ).toBe(404);
    }
    await people[who].collection('labor_rates').delete(id, opts);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a malformed SOC code', { soc_code: '472181' }, 'soc_code'],
    ['no area', { area_title: '' }, 'area_title'],
    ['a year out of range', { year: 1800 }, 'year'],
    ['no source', { source: '' }, 'source'],
    ['a fractional wage', { hourly_mean_cents: 25.5 }, 'hourly_mean_cents'],
  ])('refuses %s', async (_title, change, field) => {
    const codes = await fieldCodes(
      people.admin.collection('labor_rates').create({ ...rate('Bad'), ...change }, opts),
    );
    expect(Object.keys(codes)).toContain(field);
  });
});

describe('cost_overrides', () => {
  it('belong to their owner alone', async () => {
    const mine = await people.client
      .collection('cost_overrides')
      .create(
        { owner: actors.client.id, material: materialId, price_cents: 1250, currency: 'EUR' },
        opts,
      );
    expect(await statusOf(people.client.collection('cost_overrides').getOne(mine.id, opts))).toBe(
      200,
    );
    for (const who of ['guest', 'outsider', 'contractor', 'moderator', 'admin'] as const) {
      expect(
        await statusOf(people[who].collection('cost_overrides').getOne(mine.id, opts)),
        who,
      ).toBe(404);
      const list = await people[who].collection('cost_overrides').getFullList(opts);
      expect(list.map((o) => o.id)).not.toContain(mine.id);
      expect(
        await statusOf(
          people[who].collection('cost_overrides').update(mine.id, { price_cents: 1 }, opts),
        ),
      ).toBe(404);
      expect(await statusOf(people[who].collection('cost_overrides').delete(mine.id, opts))).toBe(
        404,
      );
    }
    // The owner cannot hand it to someone else.
    expect(
      await statusOf(
        people.client
          .collection('cost_overrides')
          .update(mine.id, { owner: actors.outsider.id }, opts),
      ),
    ).toBe(404);
    const edited = await people.client
      .collection('cost_overrides')
      .update(mine.id, { price_cents: 1300 }, opts);
    expect(edited.price_cents).toBe(1300);
    await people.client.collection('cost_overrides').delete(mine.id, opts);
  });

  it('cannot be made by a guest or for someone else', async () => {
    const body = { material: materialId, price_cents: 900, currency: 'USD' };
    expect(
      await statusOf(
        people.guest
          .collection('cost_overrides')
          .create({ ...body, owner: actors.client.id }, opts),
      ),
    ).toBe(400);
    expect(
      await statusOf(
        people.outsider
          .collection('cost_overrides')
          .create({ ...body, owner: actors.client.id }, opts),
      ),
    ).toBe(400);
    const theirs = await admin
      .collection('cost_overrides')
      .getFullList({ filter: `owner = "${actors.client.id}"`, ...opts });
    expect(theirs).toHaveLength(0);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['neither a material nor an occupation', { material: '' }, 'material'],
    ['both a material and an occupation', { soc_code: '47-2111' }, 'soc_code'],
    ['a zero price', { price_cents: 0 }, 'price_cents'],
    ['a fractional price', { price_cents: 9.5 }, 'price_cents'],
    ['no currency', { currency: '' }, 'currency'],
    ['a malformed currency', { currency: 'EURO' }, 'currency'],
    ['a malformed SOC code', { material: '', soc_code: 'electricians' }, 'soc_code'],
  ])('refuses %s', async (_title, change, field) => {
    const codes = await fieldCodes(
      people.contractor.collection('cost_overrides').create(
        {
          owner: actors.contractor.id,
          material: materialId,
          price_cents: 900,
          currency: 'USD',
          ...change,
        },
        opts,
      ),
    );
    expect(Object.keys(codes)).toContain(field);
  });

  it('allows one override per material and user', async () => {
    const body = {
      owner: actors.contractor.id,
      soc_code: '47-2111',
      price_cents: 4000,
      currency: 'USD',
    };
    const first = await people.contractor.collection('cost_overrides').create(body, opts);
    expect(await statusOf(people.contractor.collection('cost_overrides').create(body, opts))).toBe(
      400,
    );
    await people.contractor.collection('cost_overrides').delete(first.id, opts);
  });
});

describe('POST /api/cost-data/labor-import', () => {
  const rows = Papa.parse<Record<string, string>>(
    readFileSync('tests/fixtures/bls-oews-sample.csv', 'utf8'),
    { header: true, skipEmptyLines: true },
  ).data;
  const body = { year: 2024, source: 'BLS OEWS May 2024 (test)', rows };
  const post = (pb: PocketBase, b: unknown) =>
    pb.send<{ created: number; updated: number; skipped: { row: number; code: string }[] }>(
      '/api/cost-data/labor-import',
      { method: 'POST', body: b, requestKey: null },
    );
  const count = () =>
    admin
      .collection('labor_rates')
      .getList(1, 1, { filter: 'source = "BLS OEWS May 2024 (test)"', ...opts })
      .then((l) => l.totalItems);

  it.each<[Who, number]>([
    ['guest', 401],
    ['client', 403],
    ['contractor', 403],
    ['outsider', 403],
    ['moderator', 403],
    ['idleAdmin', 401],
  ])('refuses %s with %i and stores nothing', async (who, status) => {
    expect(await statusOf(post(people[who], body))).toBe(status);
    expect(await count()).toBe(0);
  });

  it('imports the fixture as an admin, then updates it on a second import', async () => {
    const first = await post(people.admin, body);
    expect(first).toEqual({
      created: 8,
      updated: 0,
      skipped: [
        { row: 0, code: 'not_detailed' },
        { row: 1, code: 'not_detailed' },
        { row: 6, code: 'not_a_trade' },
        { row: 10, code: 'no_wage' },
      ],
    });
    expect(await count()).toBe(8);
    const again = await post(people.superuser, body);
    expect(again).toMatchObject({ created: 0, updated: 8 });
    expect(await count()).toBe(8);

    const electricians = await people.guest
      .collection('labor_rates')
      .getFirstListItem(
        'soc_code = "47-2111" && area_title = "U.S." && source = "BLS OEWS May 2024 (test)"',
        { expand: 'trades', ...opts },
      );
    expect(electricians).toMatchObject({
      title: 'Electricians',
      hourly_median_cents: 2998,
      hourly_mean_cents: 3210,
      currency: 'USD',
      year: 2024,
    });
    const expanded = electricians.expand as { trades: { value: string }[] };
    expect(expanded.trades.map((t) => t.value)).toEqual(['electrician_electrical_technician']);

    const log = await admin
      .collection('admin_actions')
      .getFirstListItem('action = "labor_rates.import"', { sort: '-created', ...opts });
    expect(log.details).toMatchObject({ year: 2024, created: 0, updated: 8, skipped: 4 });
  });

  it.each<[string, unknown, string[]]>([
    ['an empty body', {}, ['rows', 'source', 'year']],
    ['rows as text', { ...body, rows: 'AREA,OCC_CODE' }, ['rows']],
    ['no rows', { ...body, rows: [] }, ['rows']],
    ['a year as text', { ...body, year: 'May 2024' }, ['year']],
    ['a bad currency', { ...body, currency: 'dollars' }, ['currency']],
  ])('refuses %s with field errors', async (_title, b, fields) => {
    const codes = await fieldCodes(post(people.admin, b));
    expect(Object.keys(codes).sort()).toEqual(fields);
  });

  it('skips bad rows and keeps the good ones', async () => {
    const result = await post(people.admin, {
      year: 2023,
      source: 'Bad rows (test)',
      rows: [
        'text',
        { OCC_CODE: '47-2181', OCC_TITLE: 'Roofers', AREA_TITLE: 'Ohio', H_MEAN: 'lots' },
        { OCC_CODE: '<script>', OCC_TITLE: 'Roofers', AREA_TITLE: 'Ohio', H_MEAN: '20' },
        { OCC_CODE: '47-2181', OCC_TITLE: 'Roofers', AREA_TITLE: 'Ohio', H_MEAN: '20.5' },
      ],
    });
    expect(result).toEqual({
      created: 1,
      updated: 0,
      skipped: [
        { row: 0, code: 'not_a_row' },
        { row: 1, code: 'bad_number' },
        { row: 2, code: 'bad_occ_code' },
      ],
    });
  });
});
