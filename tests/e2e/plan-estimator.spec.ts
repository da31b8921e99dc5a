import type { Page } from '@playwright/test';
import de from '../../src/i18n/locales/de/takeoff.json' with { type: 'json' };
import en from '../../src/i18n/locales/en/takeoff.json' with { type: 'json' };
import { PLAN_FIGURES, PLAN_FIXTURE } from '../../scripts/plan-pdf.mjs';
import { expect, test } from './fixtures';

// /plan-estimator (issue 16): open the one-page PDF plan (scripts/plan-pdf.mjs: a 5 m
// dimension line and a 5 m × 3 m room), calibrate on the line, draw the room, read 15 m² and
// 161.46 ft² (15 / 0.3048² = 161.4587), then reload offline and find the plan and the room
// again. On a 390 px phone and on a desktop, in English and in German.

type Strings = typeof en;

/** Taps drawing point `p` (PDF points) on the plan, through where the overlay sits on screen. */
async function tapDrawing(page: Page, p: { x: number; y: number }) {
  const overlay = page.getByTestId('plan-overlay');
  await page.getByTestId('plan-viewer').scrollIntoViewIfNeeded();
  const box = await overlay.boundingBox();
  const viewBox = await overlay.getAttribute('viewBox');
  if (!box || !viewBox) throw new Error('the plan is not drawn');
  const width = Number(viewBox.split(' ')[2]);
  const scale = box.width / width;
  await page.mouse.click(box.x + p.x * scale, box.y + p.y * scale);
}

async function takeoff(page: Page, t: Strings, area: { m: string; ft: string }, name: string) {
  await page.goto('/plan-estimator');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.getByLabel(t.file.label).setInputFiles(PLAN_FIXTURE);
  await expect(page.getByTestId('plan-overlay')).toBeVisible();
  await expect(page.getByTestId('plan-scale')).toHaveText(t.scale.none);
  // At 50 % every corner of the drawing falls on a whole screen pixel.
  await page.getByLabel(t.zoom.level).selectOption('0.5');

  await page.getByRole('button', { name: t.scale.drawLine }).click();
  await tapDrawing(page, PLAN_FIGURES.line.from);
  await tapDrawing(page, PLAN_FIGURES.line.to);
  await page.getByLabel(t.scale.length).fill(String(PLAN_FIGURES.line.metres));
  await page.getByRole('button', { name: t.scale.apply }).click();
  await expect(page.getByTestId('plan-scale')).not.toHaveText(t.scale.none);

  await page.getByRole('button', { name: t.tools.area, exact: true }).click();
  for (const corner of PLAN_FIGURES.room) await tapDrawing(page, corner);
  await page.getByRole('button', { name: t.tools.finish }).click();
  const value = page.getByTestId('plan-measurement-value');
  await expect(value).toHaveText(`${t.tools.area}: ${area.m}`);
  await expect(page.getByTestId('plan-measurement').getByLabel(t.list.name)).toHaveValue(name);

  await page.getByLabel(t.units.label).selectOption('ft');
  await expect(value).toHaveText(`${t.tools.area}: ${area.ft}`);

  // Nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // Offline, a reload shows the plan, its scale and the room again.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('plan-name')).toContainText('plan-one-page.pdf');
  await expect(page.getByTestId('plan-overlay')).toBeVisible();
  await expect(value).toHaveText(`${t.tools.area}: ${area.ft}`);
  await expect(page.getByTestId('plan-measurement').getByLabel(t.list.name)).toHaveValue(name);
  await page.context().setOffline(false);
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('calibrate, draw a room, read its area in m² and ft², reload offline (English)', async ({
      page,
    }) => {
      test.slow(); // the service worker precaches the app before the offline reload
      await takeoff(page, en, { m: '15 m²', ft: '161.46 ft²' }, 'Area 1');
    });

    test('the same in German', async ({ page }) => {
      test.slow();
      await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'de'));
      await takeoff(page, de, { m: '15 m²', ft: '161,46 ft²' }, 'Fläche 1');
    });
  });
}
