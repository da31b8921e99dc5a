import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ar from '../../src/i18n/locales/ar/estimator.json' with { type: 'json' };
import de from '../../src/i18n/locales/de/estimator.json' with { type: 'json' };
import en from '../../src/i18n/locales/en/estimator.json' with { type: 'json' };
import { expect, superuserClient, test } from './fixtures';
import { expectNoOverflow, PHONE_AND_DESKTOP } from './layout';
import { pdfText } from './pdf-text';

// /construction-estimator: a signed-in contractor builds an estimate of two
// sections — a priced material from the materials database, a labour line from the labour
// database, an other line — reads the totals, reloads, undoes a change, prints it to PDF and
// duplicates it; then the same project offline → reload → edit → online reaches the server
// once; and the page in German and Arabic.
//
// The figures, by hand (core/calc.ts: each line rounded half away from zero to the cent, then
// each step on the rounded sum):
//   Walls: tile 12.5 m² × $24.50 × 1.10 (10 % waste) = $336.875 → $336.88
//          electrician 6 h × $30.00                    = $180.00   subtotal $516.88
//   Site:  skip hire 2 each × $150.00                  = $300.00   subtotal $300.00
//   materials $336.88, labour $180.00, other $300.00, direct $816.88
//   × regional factor 1.1 = $898.568 → $898.57
//   overhead 10 % of $898.57 = $89.857 → $89.86
//   profit 5 % of $988.43 = $49.4215 → $49.42
//   tax 8 % of $1,037.85 = $83.028 → $83.03
//   grand total $1,037.85 + $83.03 = $1,120.88
//   With the skip hire at 3: other $450.00, direct $966.88 × 1.1 = $1,063.568 → $1,063.57,
//   overhead $106.357 → $106.36, profit 5 % of $1,169.93 = $58.4965 → $58.50, tax 8 % of
//   $1,228.43 = $98.2744 → $98.27, grand total $1,326.70.

type Strings = typeof en;
const t: Strings = en;

/** Cost data and a listing on the server for this run. */
async function seed(baseURL: string, ownerId: string | null, stamp: string) {
  const admin = await superuserClient(baseURL);
  const tiler = await admin.collection('trades').getFirstListItem("value = 'roofer'");
  const material = `Porcelain tile ${stamp}`;
  await admin.collection('materials').create({
    name: material,
    category: 'tile',
    trade: tiler.id,
    unit: 'm2',
    waste_pct: 10,
    price_cents: 2450,
    currency: 'USD',
    region: 'US',
    price_date: '2026-11-01 00:00:00.000Z',
    source: 'E2E supplier list',
  });
  const occupation = `Electricians ${stamp}`;
  await admin.collection('labor_rates').create({
    soc_code: '47-2111',
    title: occupation,
    trades: [tiler.id],
    area_code: stamp,
    area_title: `Area ${stamp}`,
    hourly_median_cents: 3000,
    hourly_mean_cents: 3300,
    currency: 'USD',
    year: 2024,
    source: 'E2E wages',
  });
  const business = `Tilecraft ${stamp}`;
  if (ownerId) {
    await admin.collection('contractors').create({
      owner: ownerId,
      business_name: business,
      trades: [tiler.id],
      description: 'Tiles, walls and floors.',
      phone: '+1 217 555 0199',
      city: 'Springfield',
      postcode: '62701',
      lat: 39.8,
      lon: -89.65,
      status: 'active',
    });
  }
  return { admin, material, occupation, business };
}

const section = (page: Page, n: number) => page.getByTestId('estimate-section').nth(n);
const line = (page: Page, s: number, n: number) =>
  section(page, s).getByTestId('estimate-line').nth(n);

const [PHONE, DESKTOP] = PHONE_AND_DESKTOP;

test.describe('on a phone', () => {
  const viewport = PHONE;
  test.use({ viewport: PHONE });

  test('build an estimate, totals, reload, undo, print to PDF, duplicate', async ({
    page,
    signIn,
    baseURL,
  }) => {
    test.slow();
    const stamp = `${Date.now()}${viewport.width}`;
    const user = await signIn(page, { user_type: 'contractor', name: 'Tess Tiler' });
    const { admin, material, occupation, business } = await seed(baseURL ?? '', user.id, stamp);

    await page.goto('/construction-estimator');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Construction Estimator' }),
    ).toBeVisible();
    await expect(page.getByText(t.none)).toBeVisible();
    await page.getByRole('button', { name: t.newEstimate }).click();
    await expect(page).toHaveURL(/\?id=/);
    const name = page.getByLabel(t.project.name, { exact: true });
    await name.fill(`Bathroom ${stamp}`);
    await page.getByLabel(t.project.client, { exact: true }).fill('Mrs Patel');
    await page.getByLabel(t.project.address, { exact: true }).fill('12 Elm Street, Springfield');
    await expect(page.getByLabel(t.project.currency, { exact: true })).toHaveValue('USD');

    // Section 1: the material from the database and the labour line.
    await page.getByRole('button', { name: t.sections.add }).click();
    await section(page, 0).getByLabel(t.sections.name, { exact: true }).fill('Walls');
    await section(page, 0).getByRole('button', { name: t.lines.addMaterial }).click();
    await section(page, 0)
      .getByLabel(t.picker.materialSearch, { exact: true })
      .fill(material.toLowerCase());
    await section(page, 0).getByRole('button', { name: material }).click();
    const tile = line(page, 0, 0);
    await expect(tile.getByLabel(t.lines.description, { exact: true })).toHaveValue(material);
    await expect(tile.getByLabel(t.lines.unit, { exact: true })).toHaveValue('m2');
    await expect(tile.getByLabel(t.lines.waste, { exact: true })).toHaveValue('10');
    await expect(tile.getByLabel(t.lines.unitCost, { exact: true })).toHaveValue('24.50');
    await tile.getByLabel(t.lines.quantity, { exact: true }).fill('12.5');
    await expect(tile.getByTestId('line-total')).toHaveText('$336.88');

    // Bad input is refused at the field, and the line keeps its last value.
    await tile.getByLabel(t.lines.quantity, { exact: true }).fill('12,5x');
    await tile.getByLabel(t.lines.quantity, { exact: true }).blur();
    await expect(tile.getByText(t.errors.invalid.replace('{{example}}', '1234.5'))).toBeVisible();
    await expect(tile.getByTestId('line-total')).toHaveText('$336.88');
    await tile.getByLabel(t.lines.quantity, { exact: true }).fill('12.5');

    await section(page, 0).getByRole('button', { name: t.lines.addLabour }).click();
    await section(page, 0).getByLabel(t.picker.labourSearch, { exact: true }).fill(occupation);
    await section(page, 0)
      .getByRole('button', { name: new RegExp(occupation) })
      .click();
    const labour = line(page, 0, 1);
    await expect(labour.getByLabel(t.lines.rate, { exact: true })).toHaveValue('30.00');
    await labour.getByLabel(t.lines.hours, { exact: true }).fill('6');
    await expect(section(page, 0).getByTestId('section-subtotal')).toHaveText('$516.88');

    // Section 2: an other line, typed.
    await page.getByRole('button', { name: t.sections.add }).click();
    await section(page, 1).getByLabel(t.sections.name, { exact: true }).fill('Site');
    await section(page, 1).getByRole('button', { name: t.lines.addOther }).click();
    const skip = line(page, 1, 0);
    await skip.getByLabel(t.lines.description, { exact: true }).fill('Skip hire');
    await skip.getByLabel(t.lines.quantity, { exact: true }).fill('2');
    await skip.getByLabel(t.lines.unitCost, { exact: true }).fill('150');
    await expect(section(page, 1).getByTestId('section-subtotal')).toHaveText('$300.00');

    await page.getByLabel(t.totals.factor, { exact: true }).fill('1.1');
    await page.getByLabel(t.totals.overhead, { exact: true }).fill('10');
    await page.getByLabel(t.totals.profit, { exact: true }).fill('5');
    await page.getByLabel(t.totals.tax, { exact: true }).fill('8');
    await expect(page.getByTestId('total-materials')).toHaveText('$336.88');
    await expect(page.getByTestId('total-labour')).toHaveText('$180.00');
    await expect(page.getByTestId('total-other')).toHaveText('$300.00');
    await expect(page.getByTestId('total-adjusted')).toHaveText('$898.57');
    await expect(page.getByTestId('total-overhead')).toHaveText('$89.86');
    await expect(page.getByTestId('total-profit')).toHaveText('$49.42');
    await expect(page.getByTestId('total-tax')).toHaveText('$83.03');
    const grand = page.getByTestId('total-grand');
    await expect(grand).toHaveText('$1,120.88');
    // Nothing wider than the screen, on the phone and on a desktop.
    await expectNoOverflow(page);
    await page.setViewportSize(DESKTOP);
    await expectNoOverflow(page);
    await page.setViewportSize(PHONE);
    // The filled editor (fields, line items, totals) has no serious or critical violation.
    const violations = (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(violations).toEqual([]);

    // Reload: all of it is still there.
    await page.reload();
    await expect(grand).toHaveText('$1,120.88');
    await expect(page.getByLabel(t.project.name, { exact: true })).toHaveValue(`Bathroom ${stamp}`);
    await expect(section(page, 1).getByLabel(t.sections.name, { exact: true })).toHaveValue('Site');

    // Undo: the skip hire goes to 3, then back to 2 (button), and again with Ctrl+Z.
    await line(page, 1, 0).getByLabel(t.lines.quantity, { exact: true }).fill('3');
    await expect(grand).toHaveText('$1,326.70');
    await page.getByRole('button', { name: t.actions.undo }).click();
    await expect(grand).toHaveText('$1,120.88');
    await expect(line(page, 1, 0).getByLabel(t.lines.quantity, { exact: true })).toHaveValue('2');
    await line(page, 1, 0).getByLabel(t.lines.quantity, { exact: true }).fill('3');
    await expect(grand).toHaveText('$1,326.70');
    await page.keyboard.press('ControlOrMeta+z');
    await expect(grand).toHaveText('$1,120.88');
    await page.getByLabel(t.project.name, { exact: true }).blur();
    await expect(page.getByTestId('estimate-status')).toHaveText(t.status.synced);

    // Print / save as PDF: the business, the sections and the grand total; no buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: t.actions.undo })).toBeHidden();
    const text = await pdfText(await page.pdf({ format: 'A4' }));
    await page.emulateMedia({ media: 'screen' });
    expect(text).toContain(business);
    expect(text).toContain('Roofer'); // the listing's trade, by name
    expect(text).toContain('+1 217 555 0199');
    expect(text).toContain(`Bathroom ${stamp}`);
    expect(text).toContain('Walls');
    expect(text).toContain('Site');
    // One page per section: "Walls" ends the first page, "Site" starts the second.
    const pages = text.split('\n');
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('$516.88');
    expect(pages[0]).not.toContain('$300.00');
    expect(pages[1]).toMatch(/^\s*Site/);
    expect(text).toContain('Mrs Patel');
    // The client reads the rates beside their amounts (Intl percent in English: "10%").
    expect(text).toMatch(/\(× 1\.1\)\s*\$898\.57/);
    expect(text).toMatch(/\(10%\)\s*\$89\.86/);
    expect(text).toMatch(/\(8%\)\s*\$83\.03/);
    expect(text).toContain('$1,120.88');
    for (const label of [t.actions.undo, t.actions.duplicate, t.actions.print, t.sections.add]) {
      expect(text).not.toContain(label);
    }

    // Duplicate: opens the copy, with the same figures.
    const firstUrl = page.url();
    await page.getByRole('button', { name: t.actions.duplicate }).click();
    await expect(page).not.toHaveURL(firstUrl);
    await expect(page.getByLabel(t.project.name, { exact: true })).toHaveValue(
      `Bathroom ${stamp} (copy)`,
    );
    await expect(grand).toHaveText('$1,120.88');

    // A new estimate starts with this user's overhead, profit, tax and factor.
    await page.getByRole('button', { name: t.newEstimate }).click();
    await expect(page.getByLabel(t.totals.overhead, { exact: true })).toHaveValue('10');
    await expect(page.getByLabel(t.totals.tax, { exact: true })).toHaveValue('8');
    await expect(page.getByLabel(t.totals.factor, { exact: true })).toHaveValue('1.1');

    await expect
      .poll(async () => {
        const rows = await admin
          .collection('estimates')
          .getFullList({ filter: `owner = '${user.id}'`, sort: 'created' });
        return rows.map((r) => r.name as string);
      })
      .toEqual([`Bathroom ${stamp}`, `Bathroom ${stamp} (copy)`, expect.any(String)]);
  });
});

// The one test here that works offline, through the service worker (blocked by default,
// playwright.config.ts); the others would only pay for its install.
test.describe('offline', () => {
  test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'allow' });

  test('a name typed and reloaded at once is kept; an edit made offline after a reload reaches the server once', async ({
    page,
    context,
    signIn,
    baseURL,
  }) => {
    test.slow();
    const stamp = `${Date.now()}`;
    const user = await signIn(page, { user_type: 'contractor' });
    const admin = await superuserClient(baseURL ?? '');
    await page.goto('/construction-estimator');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.getByRole('button', { name: t.newEstimate }).click();
    await expect(page).toHaveURL(/[?&]id=/);
    const name = page.getByLabel(t.project.name, { exact: true });
    // A field left and the page reloaded at once: the IndexedDB write the blur started may not
    // land before the page goes, so the editor also keeps it as a draft on pagehide. Before
    // that, one such reload in four brought back the old name; three rounds here.
    for (const round of [1, 2, 3]) {
      await name.fill(`Kitchen, round ${round}`);
      await name.blur();
      await page.reload();
      await expect(name).toHaveValue(`Kitchen, round ${round}`);
    }
    await name.fill(`Kitchen ${stamp}`);
    await name.blur();
    await expect(page.getByTestId('estimate-status')).toHaveText(t.status.synced);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByLabel(t.project.name, { exact: true })).toHaveValue(`Kitchen ${stamp}`);
    await page.getByLabel(t.project.client, { exact: true }).fill('Mr Novak');
    await page.getByRole('button', { name: t.sections.add }).click();
    await page.getByLabel(t.project.client, { exact: true }).blur();
    await expect(page.getByTestId('estimate-status')).toHaveText(t.status.waiting);
    const onServer = () =>
      admin
        .collection('estimates')
        .getFullList<{ name: string; client_name: string; sections: unknown[] }>({
          filter: `owner = '${user.id}'`,
        });
    expect((await onServer())[0]?.client_name).toBe('');

    await context.setOffline(false);
    await expect(page.getByTestId('estimate-status')).toHaveText(t.status.synced, {
      timeout: 30_000,
    });
    await expect
      .poll(async () => {
        const rows = await onServer();
        return rows.map((r) => [r.name, r.client_name, r.sections.length]);
      })
      .toEqual([[`Kitchen ${stamp}`, 'Mr Novak', 1]]);
  });
});

test.describe('languages', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('German, then Arabic: numbers and money in the language, signed out on this device', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'de'));
    await page.goto('/construction-estimator');
    await page.getByRole('button', { name: de.newEstimate }).click();
    await expect(page.getByLabel(de.project.currency, { exact: true })).toHaveValue('EUR');
    await page.getByRole('button', { name: de.sections.add }).click();
    await section(page, 0).getByRole('button', { name: de.lines.addOther }).click();
    await line(page, 0, 0).getByLabel(de.lines.quantity, { exact: true }).fill('2,5');
    await line(page, 0, 0).getByLabel(de.lines.unitCost, { exact: true }).fill('1.234,50');
    // 2.5 × €1,234.50 = €3,086.25
    await expect(page.getByTestId('total-grand')).toHaveText('3.086,25 €');
    await expect(page.getByTestId('estimate-status')).toHaveText(de.status.device);
    // Typed and reloaded at once, within the save delay: the page's pagehide write keeps it.
    await page.getByLabel(de.project.client, { exact: true }).fill('Frau Weber');
    await page.reload();
    await expect(page.getByLabel(de.project.client, { exact: true })).toHaveValue('Frau Weber');
    await expect(page.getByTestId('total-grand')).toHaveText('3.086,25 €');
    await expectNoOverflow(page);

    // Arabic: right to left, money in Arabic.
    await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'ar'));
    await page.goto('/construction-estimator');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: ar.newEstimate }).click();
    await page.getByRole('button', { name: ar.sections.add }).click();
    await section(page, 0).getByRole('button', { name: ar.lines.addOther }).click();
    await line(page, 0, 0).getByLabel(ar.lines.quantity, { exact: true }).fill('2');
    await line(page, 0, 0).getByLabel(ar.lines.unitCost, { exact: true }).fill('10');
    const expected = new Intl.NumberFormat('ar', {
      style: 'currency',
      currency: 'SAR',
      currencyDisplay: 'name',
    }).format(20);
    await expect(page.getByTestId('total-grand')).toHaveText(expected);
    await expectNoOverflow(page);
  });
});

test.describe('on this device', () => {
  test('typing right after "New estimate" goes into the new one; an edit in a second tab shows in the open editor, and the next edit keeps it', async ({
    page,
    context,
  }) => {
    await test.step('typing right after "New estimate" goes into the new one, never the one left', async () => {
      await page.goto('/construction-estimator');
      await page.getByRole('button', { name: t.newEstimate }).click();
      const name = page.getByLabel(t.project.name, { exact: true });
      await name.fill('Bathroom Jones');
      await name.blur();
      const first = page.url();
      await page.getByRole('button', { name: t.newEstimate }).click();
      // At once: the old estimate is no longer on screen to be typed into.
      await name.fill('Garage Smith');
      await name.blur();
      await expect(page).not.toHaveURL(first);
      await page.goto(first);
      await expect(name).toHaveValue('Bathroom Jones');
    });

    await page.goto('/construction-estimator');
    await page.getByRole('button', { name: t.newEstimate }).click();
    await expect(page).toHaveURL(/\?id=/);
    await page.getByLabel(t.project.client, { exact: true }).fill('Mr Lee');
    await page.getByLabel(t.project.client, { exact: true }).blur();

    // The same estimate in another tab (as the sync would write another device's edit).
    const other = await context.newPage();
    await other.goto(page.url());
    await expect(other.getByLabel(t.project.client, { exact: true })).toHaveValue('Mr Lee');
    await other.getByLabel(t.project.address, { exact: true }).fill('4 Elm Road');
    await other.getByLabel(t.project.address, { exact: true }).blur();

    await expect(page.getByLabel(t.project.address, { exact: true })).toHaveValue('4 Elm Road');
    // An edit here now goes on top of it: both survive a reload.
    await page.getByLabel(t.project.client, { exact: true }).fill('Mrs Lee');
    await page.getByLabel(t.project.client, { exact: true }).blur();
    await other.close();
    await page.reload();
    await expect(page.getByLabel(t.project.client, { exact: true })).toHaveValue('Mrs Lee');
    await expect(page.getByLabel(t.project.address, { exact: true })).toHaveValue('4 Elm Road');
  });
});
