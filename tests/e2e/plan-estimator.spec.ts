import type { Page } from '@playwright/test';
import de from '../../src/i18n/locales/de/takeoff.json' with { type: 'json' };
import en from '../../src/i18n/locales/en/takeoff.json' with { type: 'json' };
import { makePlanPdf, PLAN_FIGURES, PLAN_FIXTURE } from '../../scripts/plan-pdf.mjs';
import { expect, test } from './fixtures';
import { expectNoOverflow, PHONE_AND_DESKTOP } from './layout';
import { drawingToScreen, tapDrawing } from './plan-drawing';

// /plan-estimator: open the one-page PDF plan (scripts/plan-pdf.mjs: a 5 m
// dimension line and a 5 m × 3 m room), calibrate on the line, draw the room, read 15 m² and
// 161.46 ft² (15 / 0.3048² = 161.4587), then reload offline and find the plan and the room
// again: in English on a 390 px phone, with the service worker; in German on a desktop, the
// reload online (the area in each language's digits: tests/unit/takeoff-model.test.ts).

type Strings = typeof en;

/** Opens the fixture, zooms to 50 % and sets the scale from its 5 m line. */
async function openAndCalibrate(page: Page, t: Strings, withServiceWorker = false) {
  await page.goto('/plan-estimator');
  if (withServiceWorker) await page.evaluate(() => navigator.serviceWorker.ready);
  await page.getByLabel(t.file.label).setInputFiles(PLAN_FIXTURE);
  if (t === en) {
    // A visitor's plan stays on the device; saving it to an account: plan-files.spec.ts.
    await expect(page.getByTestId('plan-account-state')).toHaveText(
      'This plan is on this device only. Sign in to save it to your account. Sign in',
    );
    await expect(page.getByRole('button', { name: 'Save to my account' })).toHaveCount(0);
  }
  await expect(page.getByTestId('plan-overlay')).toBeVisible();
  await expect(page.getByTestId('plan-scale')).toHaveText(t.scale.none);
  // At 50 % every corner of the drawing falls on a whole screen pixel.
  await page.getByLabel(t.zoom.level).selectOption('0.5');

  await page.getByRole('button', { name: t.scale.drawLine }).click();
  await tapDrawing(page, PLAN_FIGURES.line.from);
  await tapDrawing(page, PLAN_FIGURES.line.to);
  await page.getByLabel(t.scale.length).fill(String(PLAN_FIGURES.line.metres));
  await page.getByRole('button', { name: t.scale.apply }).click();
  await expect(page.getByTestId('plan-scale')).toHaveText(
    t.scale.fromLine.replace('{{length}}', '5 m'),
  );
}

/** Drags from drawing point `from` to `to` (PDF points) with the mouse, in steps. */
async function dragDrawing(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  const toScreen = await drawingToScreen(page);
  const start = toScreen(from);
  const end = toScreen(to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 8 });
  await page.mouse.up();
}

/** The `unit` of each plan stored on the device (the app's `plans` table). */
function storedPlanUnits(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('tradesmarket');
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('plans').objectStore('plans').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { unit: string }[]).map((plan) => plan.unit));
          };
        };
        open.onerror = () => resolve([]);
      }),
  );
}

/**
 * Calibrates, draws the room, switches to feet; checks the layout at `sizes` (the first is the
 * test's own) and reloads, offline through the service worker when `offline`.
 */
async function takeoff(
  page: Page,
  t: Strings,
  area: { m: string; ft: string },
  name: string,
  sizes: readonly { width: number; height: number }[],
  offline: boolean,
) {
  await openAndCalibrate(page, t, offline);

  await page.getByRole('button', { name: t.tools.area, exact: true }).click();
  for (const corner of PLAN_FIGURES.room) await tapDrawing(page, corner);
  await page.getByRole('button', { name: t.tools.finish, exact: true }).click();
  const value = page.getByTestId('plan-measurement-value');
  await expect(value).toHaveText(`${t.tools.area}: ${area.m}`);
  await expect(page.getByTestId('plan-measurement').getByLabel(t.list.name)).toHaveValue(name);

  await page.getByLabel(t.units.label).selectOption('ft');
  await expect(value).toHaveText(`${t.tools.area}: ${area.ft}`);
  // The page shows the unit before IndexedDB has it (use-plan.ts writes after the render):
  // the reload below waits for the write, as a person's would.
  await expect.poll(() => storedPlanUnits(page)).toEqual(['ft']);

  // Nothing wider than the screen, at each size.
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expectNoOverflow(page);
  }
  await page.setViewportSize(sizes[0] ?? PHONE);

  // A reload (offline: from the service worker) shows the plan, its scale and the room again.
  if (offline) await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('plan-name')).toContainText('plan-one-page.pdf');
  await expect(page.getByTestId('plan-overlay')).toBeVisible();
  await expect(value).toHaveText(`${t.tools.area}: ${area.ft}`);
  await expect(page.getByTestId('plan-measurement').getByLabel(t.list.name)).toHaveValue(name);
  if (offline) await page.context().setOffline(false);
}

const [PHONE, DESKTOP] = PHONE_AND_DESKTOP;

test.describe('with the service worker', () => {
  // The offline reload is served by the service worker (blocked by default, see
  // playwright.config.ts).
  test.use({ serviceWorkers: 'allow', viewport: PHONE });

  test('on a phone: calibrate, draw a room, read its area in m² and ft², reload offline', async ({
    page,
  }) => {
    test.slow(); // the service worker precaches the app before the offline reload
    await takeoff(page, en, { m: '15 m²', ft: '161.46 ft²' }, 'Area 1', [PHONE, DESKTOP], true);
  });
});

test.describe('in German', () => {
  test.use({ viewport: DESKTOP });

  test('on a desktop: the same takeoff, kept across a reload', async ({ page }) => {
    test.slow();
    await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'de'));
    await takeoff(page, de, { m: '15 m²', ft: '161,46 ft²' }, 'Fläche 1', [DESKTOP, PHONE], false);
  });
});

test.describe('editing measurements', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a cut-out, a count, a rename, dragged corners and a delete are kept across a reload', async ({
    page,
  }) => {
    test.slow();
    const t = en;
    await openAndCalibrate(page, t);
    const rows = page.getByTestId('plan-measurement');

    // The room (5 m × 3 m = 15 m²) less a 1 m × 1 m cut-out (60 × 60 pt at 60 pt per metre).
    await page.getByRole('button', { name: t.tools.area, exact: true }).click();
    for (const corner of PLAN_FIGURES.room) await tapDrawing(page, corner);
    await page.getByRole('button', { name: t.tools.finish, exact: true }).click();
    await rows.first().getByRole('button', { name: t.list.addHole }).click();
    for (const corner of [
      { x: 132, y: 192 },
      { x: 192, y: 192 },
      { x: 192, y: 252 },
      { x: 132, y: 252 },
    ])
      await tapDrawing(page, corner);
    await page.getByRole('button', { name: t.tools.finish, exact: true }).click();
    await expect(rows.first().getByTestId('plan-measurement-value')).toHaveText('Area: 14 m²');

    // Three sockets counted, then renamed.
    await page.getByRole('button', { name: t.tools.count, exact: true }).click();
    for (const x of [420, 480, 540]) await tapDrawing(page, { x, y: 400 });
    await page.getByRole('button', { name: t.tools.finish, exact: true }).click();
    await expect(rows.nth(1).getByTestId('plan-measurement-value')).toHaveText('Count: 3');
    const countName = rows.nth(1).getByLabel(t.list.name);
    await expect(countName).toHaveValue('Count 1');
    await countName.fill('Sockets');
    await countName.press('Enter');

    // A wall along the 5 m line, then deleted.
    await page.getByRole('button', { name: t.tools.length, exact: true }).click();
    await tapDrawing(page, PLAN_FIGURES.line.from);
    await tapDrawing(page, PLAN_FIGURES.line.to);
    await page.getByRole('button', { name: t.tools.finish, exact: true }).click();
    await expect(rows.nth(2).getByTestId('plan-measurement-value')).toHaveText('Length: 5 m');
    await rows.nth(2).getByRole('button', { name: t.list.delete }).click();
    await expect(rows).toHaveCount(2);

    // Edit points: drag the room's two right-hand corners 1 m (60 pt) to the right: 6 m × 3 m
    // less the cut-out = 17 m².
    await rows.first().getByRole('button', { name: t.list.editPoints }).click();
    for (const corner of [PLAN_FIGURES.room[1], PLAN_FIGURES.room[2]]) {
      if (!corner) throw new Error('the room has four corners');
      await dragDrawing(page, corner, { x: corner.x + 60, y: corner.y });
    }
    await expect(rows.first().getByTestId('plan-measurement-value')).toHaveText('Area: 17 m²');
    await rows.first().getByRole('button', { name: t.list.done }).click();

    await page.reload();
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByTestId('plan-measurement-value')).toHaveText('Area: 17 m²');
    await expect(rows.nth(1).getByLabel(t.list.name)).toHaveValue('Sockets');
    await expect(rows.nth(1).getByTestId('plan-measurement-value')).toHaveText('Count: 3');
  });
});

test.describe('a plan of several pages', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('pick its page: every page offered, the one picked kept across a reload', async ({
    page,
  }) => {
    const t = en;
    const pdf = await makePlanPdf(3);
    await page.goto('/plan-estimator');
    await page
      .getByLabel(t.file.label)
      .setInputFiles({ name: 'three-pages.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByTestId('plan-overlay')).toBeVisible();
    const picker = page.getByLabel(t.page.label, { exact: true });
    await expect(picker.locator('option')).toHaveText(
      [1, 2, 3].map((n) => t.page.option.replace('{{page}}', String(n)).replace('{{total}}', '3')),
    );
    await picker.selectOption('3');
    await expect(page.getByTestId('plan-overlay')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('plan-name')).toContainText('three-pages.pdf');
    await expect(page.getByLabel(t.page.label, { exact: true })).toHaveValue('3');
  });
});
