import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { FIXTURE_IDS, FIXTURE_TIMES, type DatabaseDump } from '../fixtures/local-db/fixture-db';
import { expect, superuserClient, test } from './fixtures';

// A phone that used the previous release holds queued writes, a conflict and cached records in
// its IndexedDB (tests/fixtures/local-db/v2.json, written by that release's code). It opens
// this release: the database is upgraded in the browser and every queued write reaches the
// real PocketBase exactly once; the conflict is still there to decide.
test.describe.configure({ timeout: 60_000 });

const PASSWORD = 'fixture-password-123';
const V2 = readFileSync(new URL('../fixtures/local-db/v2.json', import.meta.url), 'utf8');

/** Recreates the dumped database in the page's origin (raw IndexedDB, the dump's version). */
async function restoreInPage(page: Page, dump: DatabaseDump): Promise<void> {
  await page.evaluate(async (saved) => {
    const done = (request: IDBRequest | IDBOpenDBRequest) =>
      new Promise((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(String(request.error)));
      });
    await done(indexedDB.deleteDatabase('tradesmarket'));
    const open = indexedDB.open('tradesmarket', saved.version * 10);
    open.onupgradeneeded = () => {
      for (const [name, { schema }] of Object.entries(saved.tables)) {
        const [primary = '', ...indexes] = schema.split(',').map((part) => part.trim());
        const keyPath = (spec: string) =>
          spec.startsWith('[') ? spec.slice(1, -1).split('+') : spec.replace('++', '');
        const store = open.result.createObjectStore(name, {
          keyPath: keyPath(primary),
          autoIncrement: primary.startsWith('++'),
        });
        for (const index of indexes) store.createIndex(index, keyPath(index));
      }
    };
    const db = (await done(open)) as IDBDatabase;
    const tx = db.transaction(Object.keys(saved.tables), 'readwrite');
    for (const [name, { rows }] of Object.entries(saved.tables)) {
      for (const row of rows) tx.objectStore(name).add(row);
    }
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(new Error(String(tx.error)));
    });
    db.close();
  }, dump);
}

test('a device with the previous release’s database sends each queued write once', async ({
  page,
  baseURL,
}) => {
  const admin = await superuserClient(baseURL ?? '');
  const { owner, client, listing, hire, trade } = FIXTURE_IDS;
  // The server as the device last saw it (after the change made elsewhere).
  await admin.collection('trades').create({
    id: trade,
    value: 'fixture_trade',
    label: 'Fixture trade',
    category: 'envelope',
    sort: 999,
  });
  for (const [id, user_type] of [
    [owner, 'contractor'],
    [client, 'client'],
  ] as const) {
    await admin.collection('users').create({
      id,
      email: `${id}@example.com`,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      user_type,
      verified: true,
    });
  }
  const listed = await admin.collection('contractors').create<{ updated: string }>({
    id: listing,
    owner,
    business_name: 'Fixture Roofing',
    trades: [trade],
    description: 'Roofs and gutters since 1990.',
    phone: '555-0100',
    city: 'Somerville',
    years_in_business: 30,
    status: 'active',
  });
  const hired = await admin.collection('hires').create<{ updated: string }>({
    id: hire,
    client,
    contractor: listing,
    trade,
    description: 'The roof leaks over the kitchen.',
    status: 'requested',
  });
  // The device's copies carry the server's `updated` values of those versions.
  const text = V2.replaceAll(FIXTURE_TIMES.elsewhere, listed.updated).replaceAll(
    FIXTURE_TIMES.synced,
    hired.updated,
  );
  const dump = JSON.parse(text) as DatabaseDump;

  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(new URL(request.url()).pathname);
  });
  await page.goto('/manifest.webmanifest', { waitUntil: 'domcontentloaded' });
  await restoreInPage(page, dump);
  const auth = await admin.collection('users').authWithPassword(`${owner}@example.com`, PASSWORD);
  await page.evaluate(
    (value) => localStorage.setItem('pocketbase_auth', value),
    JSON.stringify({ token: auth.token, record: auth.record }),
  );
  admin.authStore.clear();
  const staff = await superuserClient(baseURL ?? '');

  await page.goto('/contractor-portal');
  await expect
    .poll(async () => {
      const [saved, job, user] = await Promise.all([
        staff
          .collection('contractors')
          .getOne<{ phone: string; years_in_business: number }>(listing),
        staff.collection('hires').getOne<{ status: string }>(hire),
        staff.collection('users').getOne<{ language_preference: string }>(owner),
      ]);
      return [saved.phone, saved.years_in_business, job.status, user.language_preference];
    })
    .toEqual(['555-0199', 31, 'accepted', 'German']);
  const status = page.getByTestId('sync-status').filter({ visible: true });
  await expect(status).toHaveAttribute('data-pending', '0');
  const sent = {
    listing: `/api/collections/contractors/records/${listing}`,
    hire: `/api/collections/hires/records/${hire}`,
    user: `/api/collections/users/records/${owner}`,
  };
  const count = (path: string) => patches.filter((p) => p === path).length;
  // Two queued listing edits, one hire answer, one language: each sent once.
  expect([count(sent.listing), count(sent.hire), count(sent.user)]).toEqual([2, 1, 1]);

  // The conflict of the previous release is still there, field by field.
  await status.click();
  const city = page.getByTestId('sync-conflict-field').and(page.locator('[data-field="city"]'));
  await expect(city.getByTestId('sync-conflict-mine')).toHaveText('Cambridge');
  await expect(city.getByTestId('sync-conflict-theirs')).toHaveText('Somerville');
  await expect(page.getByTestId('sync-conflict').getByRole('heading')).toContainText(
    'Fixture Roofing',
  );

  // A reload sends nothing again.
  await page.reload();
  await expect(page.getByTestId('sync-status').filter({ visible: true })).toHaveAttribute(
    'data-pending',
    '0',
  );
  expect([count(sent.listing), count(sent.hire), count(sent.user)]).toEqual([2, 1, 1]);
});
