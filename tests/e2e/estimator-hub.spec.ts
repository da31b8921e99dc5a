import type { Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import arPages from '../../src/i18n/locales/ar/pages.json' with { type: 'json' };
import deHub from '../../src/i18n/locales/de/estimatorHub.json' with { type: 'json' };
import dePages from '../../src/i18n/locales/de/pages.json' with { type: 'json' };
import hub from '../../src/i18n/locales/en/estimatorHub.json' with { type: 'json' };
import takeoff from '../../src/i18n/locales/en/takeoff.json' with { type: 'json' };
import { PLAN_FIGURES, PLAN_FIXTURE } from '../../scripts/plan-pdf.mjs';
import { expect, superuserClient, test } from './fixtures';
import { submitSignUp } from './sign-up-form';
import { expectNoOverflow, PHONE_AND_DESKTOP } from './layout';
import { withoutMail } from './mail';
import { tapDrawing } from './plan-drawing';
import { pdfText } from './pdf-text';

// The estimator's hub pages: /estimator/projects (device list offline, search,
// sort, duplicate, delete with Undo, delete done on the server), /estimator/auth (the app's
// forms, `next` only on this site, signed-out estimates moved on sign-in, no mail claimed
// without a mail server), /subscribe-estimator (the product's own price words only) and
// "Add to estimate" from /plan-estimator. At 390 px and on a desktop.

const PASSWORD = 'e2e-password-123';
const P = hub.projects;

interface SeedLine {
  quantity: number;
  unit: string;
  unitCostCents: number;
}

function estimateBody(name: string, client: string, line: SeedLine) {
  return {
    name,
    client_name: client,
    address: 'Hauptstraße 5',
    trades: [],
    currency: 'EUR',
    sections: [
      {
        id: 's1',
        name: 'Main',
        lines: [
          { id: 'l1', kind: 'other', description: 'Work', ref: '', wastePercent: 0, ...line },
        ],
      },
    ],
    settings: { overheadPercent: 0, profitPercent: 0, taxPercent: 0, regionalFactor: 1 },
  };
}

/** A verified user made through the API, and a client signed in as them (plain HTTP). */
async function makeUser(baseURL: string): Promise<{ email: string; pb: PocketBase }> {
  const pb = new PocketBase(baseURL);
  const email = `hub-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const user = await pb
    .collection('users')
    .create(
      { email, password: PASSWORD, passwordConfirm: PASSWORD, name: 'Hub User' },
      { requestKey: null },
    );
  const admin = await superuserClient(baseURL);
  await admin.collection('users').update(user.id, { verified: true }, { requestKey: null });
  await pb.collection('users').authWithPassword(email, PASSWORD, { requestKey: null });
  return { email, pb };
}

/** The page's session, as the app keeps it (set before the first navigation). */
async function useSession(page: Page, pb: PocketBase) {
  const stored = JSON.stringify({ token: pb.authStore.token, record: pb.authStore.record });
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    localStorage.setItem('pocketbase_auth', value);
    sessionStorage.setItem('e2e-signed-in', '1');
  }, stored);
}

/** An estimate record of the app's IndexedDB, read in the page. */
async function localEstimate(page: Page, id: string): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    (key) =>
      new Promise<Record<string, unknown> | null>((resolve) => {
        const open = indexedDB.open('tradesmarket');
        open.onsuccess = () => {
          const get = open.result.transaction('estimates').objectStore('estimates').get(key);
          get.onsuccess = () => {
            open.result.close();
            resolve((get.result as Record<string, unknown> | undefined) ?? null);
          };
          get.onerror = () => resolve(null);
        };
        open.onerror = () => resolve(null);
      }),
    id,
  );
}

/** Puts a device-only estimate (owner '', as one made signed out) into the app's IndexedDB. */
async function putDeviceEstimate(page: Page, id: string, name: string) {
  await page.evaluate(
    ({ key, body }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('tradesmarket');
        open.onsuccess = () => {
          const tx = open.result.transaction('estimates', 'readwrite');
          tx.objectStore('estimates').put({
            ...body,
            id: key,
            owner: '',
            created: '',
            updated: '',
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(new Error('put failed'));
        };
        open.onerror = () => reject(new Error('open failed'));
      }),
    {
      key: id,
      body: estimateBody(name, 'Device Client', { quantity: 2, unit: 'each', unitCostCents: 1000 }),
    },
  );
}

const names = (page: Page) => page.getByTestId('project-name');

const [PHONE, DESKTOP] = PHONE_AND_DESKTOP;

/** Fails when the page scrolls sideways at either size; leaves it at `back`. */
async function expectNoOverflowAtBoth(page: Page, back: { width: number; height: number }) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoOverflow(page);
  }
  await page.setViewportSize(back);
}

// The one test here that works offline, through the service worker (blocked by default,
// playwright.config.ts); the others would only pay for its install.
test.describe('with the service worker, on a phone', () => {
  test.use({ serviceWorkers: 'allow', viewport: PHONE });

  test('projects: listed offline after one visit, search, sort, duplicate, delete with Undo', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const { pb } = await makeUser(baseURL ?? '');
    // 10 m² × 20.00 = 200.00 €; 1 × 500.00 = 500.00 €.
    const kitchen = await pb.collection('estimates').create(
      estimateBody('Küche Müller', 'Jürgen', {
        quantity: 10,
        unit: 'm2',
        unitCostCents: 2000,
      }),
      {
        requestKey: null,
      },
    );
    await pb.collection('estimates').create(
      estimateBody('Bathroom Smith', 'Zoë', {
        quantity: 1,
        unit: 'each',
        unitCostCents: 50000,
      }),
      {
        requestKey: null,
      },
    );
    await useSession(page, pb);
    // Playwright's clock (time flows as usual): the test moves it past the 6 s Undo window.
    await page.clock.install();
    await page.goto('/estimator/projects');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect(names(page)).toHaveCount(2);
    const kitchenRow = page.getByTestId('project').filter({ hasText: 'Küche Müller' });
    await expect(kitchenRow.getByTestId('project-total')).toHaveText('Total: €200.00');
    await expect(kitchenRow).toContainText('Client: Jürgen');
    await expectNoOverflowAtBoth(page, PHONE);

    // Offline, a reload lists them from the device.
    await page.context().setOffline(true);
    await page.reload();
    await expect(names(page)).toHaveCount(2);
    await page.context().setOffline(false);

    // Search ignores accents and case; it looks at name, client and address.
    const search = page.getByLabel(P.search);
    await search.fill('MULLER');
    await expect(names(page)).toHaveText(['Küche Müller']);
    await search.fill('zoe');
    await expect(names(page)).toHaveText(['Bathroom Smith']);
    await search.fill('nothing like it');
    await expect(page.getByText(P.noMatch)).toBeVisible();
    await search.fill('');

    await page.getByLabel(P.sort).selectOption('name');
    await expect(names(page)).toHaveText(['Bathroom Smith', 'Küche Müller']);
    await page.getByLabel(P.sort).selectOption('total');
    await expect(names(page)).toHaveText(['Bathroom Smith', 'Küche Müller']);

    // Duplicate, then delete the copy and undo: it stays, also after the Undo window.
    const bathroom = page.getByTestId('project').filter({ hasText: 'Bathroom Smith' }).first();
    await bathroom.getByRole('button', { name: P.duplicate }).click();
    await expect(names(page)).toHaveCount(3);
    const copy = page.getByTestId('project').filter({ hasText: 'Bathroom Smith (copy)' });
    await expect(copy.getByTestId('project-total')).toHaveText('Total: €500.00');
    await copy.getByRole('button', { name: P.delete }).click();
    await expect(copy).toHaveCount(0);
    await expect(page.getByTestId('projects-undo')).toContainText(
      '“Bathroom Smith (copy)” deleted.',
    );
    await page.getByRole('button', { name: P.undo }).click();
    await expect(copy).toHaveCount(1);
    await page.clock.runFor(7000);
    await expect(copy).toHaveCount(1);

    // Delete the kitchen and let the Undo window close: gone here and on the server.
    await kitchenRow.getByRole('button', { name: P.delete }).click();
    await expect(page.getByTestId('projects-undo')).toBeVisible();
    await page.clock.runFor(7000);
    await expect(page.getByTestId('projects-undo')).toBeHidden();
    await expect(kitchenRow).toHaveCount(0);
    await expect
      .poll(
        async () =>
          pb
            .collection('estimates')
            .getOne(kitchen.id, { requestKey: null })
            .then(
              () => 200,
              (e: unknown) => (e as { status: number }).status,
            ),
        { timeout: 15_000 },
      )
      .toBe(404);
    await page.reload();
    await expect(names(page)).toHaveCount(2);
    await expect(kitchenRow).toHaveCount(0);
  });
});

test('signed out on a desktop: the device project, a sign-in through /estimator/auth moves it to the account', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  const { email, pb } = await makeUser(baseURL ?? '');
  await page.goto('/estimator/projects');
  await expect(page.getByTestId('projects-empty')).toBeVisible();
  await expect(page.getByTestId('projects-device-note')).toContainText(P.deviceNote);
  // A fresh id per run: PocketBase ids are 15 characters a-z0-9.
  const deviceId = `dev${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`
    .slice(0, 15)
    .padEnd(15, '0');
  await putDeviceEstimate(page, deviceId, 'Garage (offline)');
  await page.reload();
  await expect(names(page)).toHaveText(['Garage (offline)']);
  await expect(page.getByTestId('project')).toContainText(P.onDevice);
  await expectNoOverflowAtBoth(page, DESKTOP);

  await page.getByRole('link', { name: P.signIn }).click();
  await expect(page).toHaveURL(/\/estimator\/auth\?next=%2Festimator%2Fprojects$/);
  await expect(page.getByRole('heading', { name: hub.auth.heading })).toBeVisible();
  await page.getByRole('tab', { name: 'Log In' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/estimator\/projects$/);
  await expect(page.getByRole('status').filter({ hasText: 'moved' })).toHaveText(
    '1 project from this device was moved to your account.',
  );
  await expect(page.getByTestId('projects-device-note')).toHaveCount(0);
  await expect(names(page)).toHaveText(['Garage (offline)']);
  // The server has it now, as the user's.
  await expect
    .poll(
      async () =>
        pb
          .collection('estimates')
          .getOne(deviceId, { requestKey: null })
          .then(
            (r) => r.name as string,
            () => '',
          ),
      { timeout: 15_000 },
    )
    .toBe('Garage (offline)');
});

test.describe('sign-in destinations and sign-up', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The other foreign and tricky `next` values: tests/unit/estimator-hub-model.test.ts
  // "falls back to the projects for no, foreign or tricky next".
  test('a foreign next leads to the projects; a path on this site is kept, and Continue leads there', async ({
    page,
    baseURL,
  }) => {
    const { email, pb } = await makeUser(baseURL ?? '');
    await page.goto(`/estimator/auth?next=${encodeURIComponent('https://evil.example')}`);
    await page.getByRole('tab', { name: 'Log In' }).click();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/estimator\/projects$/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);

    // Signed in (the session as the app keeps it), the page offers Continue.
    await useSession(page, pb);
    await page.goto(`/estimator/auth?next=${encodeURIComponent('/plan-estimator')}`);
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/plan-estimator',
    );
    await page.goto(`/estimator/auth?next=${encodeURIComponent('//evil.example')}`);
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/estimator/projects',
    );
  });

  test('sign-up without a mail server does not claim a mail went out, then goes to next', async ({
    page,
    baseURL,
  }) => {
    const email = `hub-signup-${Date.now()}@example.com`;
    await withoutMail(baseURL ?? '', async () => {
      await page.goto(`/estimator/auth?next=${encodeURIComponent('/construction-estimator')}`);
      await submitSignUp(page, {
        name: 'Estimating Eva',
        email: email,
        password: PASSWORD,
        role: 'client',
      });
      const verification = page.getByTestId('verification-notice');
      await expect(verification).toContainText(
        `We could not send the confirmation link to ${email}.`,
      );
      await expect(verification).not.toContainText('We sent a link');
      await expect(verification).not.toContainText('Check your inbox');
      await verification.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/construction-estimator$/);
    });
  });
});

test.describe('subscribe page', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the offers and the product’s own price words, no other price; start leads through sign-in; German and Arabic fit the phone', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/subscribe-estimator');
    const price = page.getByTestId('subscribe-price');
    await expect(price).toContainText(hub.subscribe.price);
    const content = page.locator('main section').first();
    await expect(content).toContainText(hub.subscribe.offline);
    // No amount, currency or plan anywhere in the page's content.
    expect(await content.innerText()).not.toMatch(/[$€£¥]|\d|per month|\/mo|subscription plan/i);
    await expect(page.getByRole('link', { name: hub.subscribe.start })).toHaveAttribute(
      'href',
      '/estimator/auth?next=%2Fconstruction-estimator',
    );
    await expectNoOverflow(page);

    await test.step('German and Arabic render within the phone screen', async () => {
      await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'de'));
      await page.goto('/subscribe-estimator');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        dePages.subscribeEstimator.title,
      );
      await expect(page.getByTestId('subscribe-price')).toContainText(deHub.subscribe.price);
      await expectNoOverflow(page);
      await page.goto('/estimator/projects');
      await expect(page.getByTestId('projects-device-note')).toContainText(
        deHub.projects.deviceNote,
      );
      await expectNoOverflow(page);

      await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'ar'));
      await page.goto('/subscribe-estimator');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        arPages.subscribeEstimator.title,
      );
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectNoOverflow(page);
      await page.goto('/estimator/auth');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(arPages.estimatorAuth.title);
      await expectNoOverflow(page);
    });

    // Signed in, start leads straight to the estimator.
    await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
    const { pb } = await makeUser(baseURL ?? '');
    await useSession(page, pb);
    await page.goto('/subscribe-estimator');
    await expect(page.getByRole('link', { name: hub.subscribe.start })).toHaveAttribute(
      'href',
      '/construction-estimator',
    );
  });
});

/** Opens the one-page plan, calibrates on its 5 m line, draws the 5 m × 3 m room, sets `unit`. */
async function drawRoom(page: Page, unit: string) {
  const t = takeoff;
  await page.goto('/plan-estimator');
  await page.getByLabel(t.file.label).setInputFiles(PLAN_FIXTURE);
  await expect(page.getByTestId('plan-overlay')).toBeVisible();
  await page.getByLabel(t.zoom.level).selectOption('0.5');
  await page.getByRole('button', { name: t.scale.drawLine }).click();
  await tapDrawing(page, PLAN_FIGURES.line.from);
  await tapDrawing(page, PLAN_FIGURES.line.to);
  await page.getByLabel(t.scale.length).fill(String(PLAN_FIGURES.line.metres));
  await page.getByRole('button', { name: t.scale.apply }).click();
  await page.getByRole('button', { name: t.tools.area, exact: true }).click();
  for (const corner of PLAN_FIGURES.room) await tapDrawing(page, corner);
  await page.getByRole('button', { name: t.tools.finish, exact: true }).click();
  await page.getByLabel(t.units.label).selectOption(unit);
}

// The whole journey: the room drawn on the plan becomes an estimate line; the editor
// shows its total and the printed PDF says it. Screed at $12.50 a unit, default settings
// (no overhead, profit or tax, factor 1), on a phone with the plan in feet:
//   161.459 ft² × $12.50 = $2,018.2375 → $2,018.24
// Then the same room, with a material priced per m² from the materials database, is appended
// as a section to an estimate the user already had.
// The same room in metres becomes 15 m² (tests/unit/estimator-to-estimate.test.ts "an area
// with a hole in m²…"), priced by the core calculation (tests/unit/estimator-calc.test.ts).
{
  const viewport = {
    name: 'phone',
    width: 390,
    height: 844,
    unit: 'ft',
    quantity: 161.459,
    lineUnit: 'ft2',
    total: '$2,018.24',
  };
  test.describe(`add to estimate on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`the 5 m × 3 m room becomes a line of ${viewport.quantity} ${viewport.lineUnit}; with a material, a section of an existing estimate`, async ({
      page,
      baseURL,
    }) => {
      test.slow();
      const t = takeoff;
      const { pb } = await makeUser(baseURL ?? '');
      const existing = await pb
        .collection('estimates')
        .create(
          estimateBody('Roof job', 'Ann', { quantity: 1, unit: 'each', unitCostCents: 100 }),
          {
            requestKey: null,
          },
        );
      await useSession(page, pb);
      // One visit to the materials database keeps its table on the device.
      await page.goto('/materials-database');
      await expect(page.getByTestId('cost-count')).toHaveText(/^\d{3} of \d{3}$/);
      await drawRoom(page, viewport.unit);

      await page.getByRole('button', { name: t.toEstimate.open }).click();
      const form = page.getByTestId('add-to-estimate');
      await expect(form.getByRole('checkbox', { name: 'Area 1' })).toBeChecked();
      await form.getByLabel(t.toEstimate.kind).selectOption('other');
      await form.getByLabel(t.toEstimate.description).fill('Floor screed');
      await form.getByLabel(t.toEstimate.unitCost.replace('{{currency}}', 'USD')).fill('12.50');
      await expectNoOverflowAtBoth(page, PHONE);
      await form.getByRole('button', { name: t.toEstimate.submit }).click();

      await expect(page).toHaveURL(/\/construction-estimator\?id=[a-z0-9]+$/);
      const id = new URL(page.url()).searchParams.get('id') ?? '';
      const record = (await localEstimate(page, id)) as {
        name: string;
        currency: string;
        sections: { name: string; lines: Record<string, unknown>[] }[];
      } | null;
      expect(record?.name).toBe('plan-one-page.pdf');
      expect(record?.currency).toBe('USD');
      expect(record?.sections).toHaveLength(1);
      expect(record?.sections[0]?.name).toBe('plan-one-page.pdf (page 1)');
      // 5 m × 3 m = 15 m² = 15 / 0.3048² ft² = 161.4587… → 161.459
      expect(record?.sections[0]?.lines).toEqual([
        expect.objectContaining({
          kind: 'other',
          description: 'Floor screed',
          quantity: viewport.quantity,
          unit: viewport.lineUnit,
          unitCostCents: 1250,
          wastePercent: 0,
          ref: '',
        }),
      ]);
      // And the server got the same estimate (sent through the outbox).
      await expect
        .poll(
          async () =>
            pb
              .collection('estimates')
              .getOne(id, { requestKey: null })
              .then(
                (r) => (r.sections as { lines: { quantity: number }[] }[])[0]?.lines[0]?.quantity,
                () => null,
              ),
          { timeout: 15_000 },
        )
        .toBe(viewport.quantity);

      // The editor prices it, and the printed estimate says so.
      await expect(page.getByTestId('line-total')).toHaveText(viewport.total);
      await expect(page.getByTestId('total-grand')).toHaveText(viewport.total);
      await page.emulateMedia({ media: 'print' });
      const text = await pdfText(await page.pdf({ format: 'A4' }));
      await page.emulateMedia({ media: 'screen' });
      expect(text).toContain('plan-one-page.pdf (page 1)');
      expect(text).toContain('Floor screed');
      expect(text).toContain(viewport.total);

      await test.step('a material priced per m² stays in m² on the plan in feet; the section is appended', async () => {
        await page.goto('/plan-estimator');
        await expect(page.getByTestId('plan-name')).toContainText('plan-one-page.pdf');
        await page.getByRole('button', { name: t.toEstimate.open }).click();
        const form = page.getByTestId('add-to-estimate');
        await form.getByLabel(t.toEstimate.estimate).selectOption(existing.id);
        await form.getByLabel(t.toEstimate.materialSearch).fill('asphalt SHINGLE');
        await form.getByRole('button', { name: /Asphalt shingles/ }).click();
        await expect(form.getByTestId('to-estimate-material')).toHaveText(
          'Material: Asphalt shingles',
        );
        await form.getByRole('button', { name: t.toEstimate.submit }).click();

        await expect(page).toHaveURL(`/construction-estimator?id=${existing.id}`);
        const record = (await localEstimate(page, existing.id)) as {
          sections: { name: string; lines: Record<string, unknown>[] }[];
        } | null;
        expect(record?.sections.map((x) => x.name)).toEqual(['Main', 'plan-one-page.pdf (page 1)']);
        // The seeded material: m², 10 % waste, no published price.
        expect(record?.sections[1]?.lines).toEqual([
          expect.objectContaining({
            kind: 'material',
            description: 'Asphalt shingles',
            quantity: 15,
            unit: 'm2',
            unitCostCents: 0,
            wastePercent: 10,
          }),
        ]);
        expect(record?.sections[1]?.lines[0]?.ref).toMatch(/^[a-z0-9]{15}$/);
      });
    });
  });
}
