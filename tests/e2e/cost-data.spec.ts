import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { expect, superuserClient, test } from './fixtures';

// The materials and labour databases: search, a 390 px phone, the imported
// BLS wages in money, and the copy kept on the device for offline reading.

test('the materials database lists the seeded materials without prices and searches them; on a phone as cards', async ({
  page,
}) => {
  await page.goto('/materials-database');
  await expect(page.getByRole('heading', { name: 'Materials Database', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cost-count')).toHaveText(/^\d{3} of \d{3}$/);
  await page.getByLabel('Search').fill('ASPHALT shingle');
  await expect(page.getByTestId('cost-count')).toHaveText('1 of 1');
  const row = page.getByRole('table', { name: 'Materials Database' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Asphalt shingles');
  await expect(row).toContainText('Roofer');
  await expect(row).toContainText('m²');
  await expect(row).toContainText('10%');
  await expect(row).toContainText('No published price');

  await page.getByLabel('Search').fill('');
  await page.getByLabel('Category').selectOption({ label: 'Tile' });
  await page.getByLabel('Trade').selectOption({ label: 'Swimming Pool Contractor' });
  await expect(page.getByTestId('cost-count')).toHaveText('1 of 1');
  await expect(page.locator('tbody tr')).toContainText('Pool tiles');
  await page.getByLabel('Search').fill('nothing-like-this');
  await expect(page.getByText('Nothing matches.')).toBeVisible();

  await test.step('on a 390 px phone the rows are cards and nothing is wider than the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/materials-database');
    await expect(page.getByTestId('cost-card').first()).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

// The one test here that works offline, through the service worker (blocked by default,
// playwright.config.ts); the others would only pay for its install.
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('imported BLS wages show in money, and stay readable offline after one visit', async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow(); // installs the service worker, then reloads offline
    const admin = await superuserClient(baseURL ?? '');
    const rows = Papa.parse<Record<string, string>>(
      readFileSync('tests/fixtures/bls-oews-sample.csv', 'utf8'),
      { header: true, skipEmptyLines: true },
    ).data;
    await admin.send('/api/cost-data/labor-import', {
      method: 'POST',
      body: { year: 2024, source: 'BLS OEWS May 2024', rows },
      requestKey: null,
    });

    await page.goto('/labor-database');
    await page.getByLabel('Search').fill('electricians');
    await page.getByLabel('Region').selectOption('California');
    const row = page.getByRole('table', { name: 'Labour Database' }).locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('47-2111');
    await expect(row).toContainText('$39.60');
    await expect(row).toContainText('$41.12');
    await expect(row).toContainText('Electrician');
    // A visitor is offered to sign in to keep their own prices.
    await expect(page.getByTestId('own-prices-note')).toContainText('Keep your own prices');
    await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute(
      'href',
      '/auth?tab=login&next=%2Flabor-database',
    );

    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('You are seeing the copy saved on this device')).toBeVisible();
    await page.getByLabel('Search').fill('roofers');
    await expect(page.locator('tbody tr')).toContainText('Not published');
    await expect(page.locator('tbody tr')).toContainText('$31.20');
    await context.setOffline(false);
  });
});

test('an admin imports the OEWS file as CSV and as the published .xlsx workbook', async ({
  page,
  signIn,
  makeAdmin,
}) => {
  const user = await signIn(page, { user_type: 'client' });
  await makeAdmin(user);
  await page.goto('/');

  // The bar of a client made admin: Admin and Account, no Profile or Contractor Portal.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  await expect(nav.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Contractor Portal' })).toHaveCount(0);

  await test.step('the CSV file, from the dashboard', async () => {
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Import Labour Rates' }).click();
    await expect(
      page.getByRole('heading', { name: 'Import Labour Rates', level: 1 }),
    ).toBeVisible();
    await page
      .getByLabel('OEWS file (XLSX / CSV)')
      .setInputFiles('tests/fixtures/bls-oews-sample.csv');
    await page.getByLabel('Year of the estimates').fill('2023');
    await page.getByLabel('Source shown to users').fill('BLS OEWS May 2023 (e2e)');
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('status')).toHaveText('Done: 8 new, 0 updated, 4 skipped.');

    await page.goto('/labor-database');
    await page.getByLabel('Search').fill('architects 2023');
    await expect(page.getByTestId('cost-count')).toHaveText('1 of 1');
    await expect(page.locator('tbody tr')).toContainText('BLS OEWS May 2023 (e2e)');
  });

  await test.step('the .xlsx workbook, and a broken one refused', async () => {
    await page.goto('/admin/cost-data');
    await page
      .getByLabel('OEWS file (XLSX / CSV)')
      .setInputFiles('tests/fixtures/bls-oews-sample.xlsx');
    await page.getByLabel('Year of the estimates').fill('2022');
    await page.getByLabel('Source shown to users').fill('BLS OEWS May 2022 (xlsx e2e)');
    await page.getByRole('button', { name: 'Import' }).click();
    // The same rows as the CSV: 8 kept, 4 skipped.
    await expect(page.getByRole('status')).toHaveText('Done: 8 new, 0 updated, 4 skipped.');

    await page.goto('/labor-database');
    await page.getByLabel('Search').fill('electricians 2022');
    await page.getByLabel('Region').selectOption('California');
    const row = page.getByRole('table', { name: 'Labour Database' }).locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('$39.60');
    await expect(row).toContainText('$41.12');
    await expect(row).toContainText('BLS OEWS May 2022 (xlsx e2e)');

    await page.goto('/admin/cost-data');
    await page.getByLabel('OEWS file (XLSX / CSV)').setInputFiles({
      name: 'broken.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('not a workbook'),
    });
    await page.getByLabel('Source shown to users').fill('Broken');
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('alert')).toContainText('cannot be read as an .xlsx workbook');
  });
});

test('a signed-in user keeps their own price of a material, on the device and in the account', async ({
  page,
  signIn,
  baseURL,
}) => {
  const user = await signIn(page, { user_type: 'contractor' });
  await page.goto('/materials-database');
  await expect(page.getByTestId('own-prices-note')).toContainText('Your own prices are kept');
  await page.getByLabel('Search').fill('asphalt shingles');
  const row = page.getByRole('table', { name: 'Materials Database' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Set your price for Asphalt shingles' }).click();
  await row.getByLabel('Your unit price').fill('-3');
  await row.getByLabel('Currency').fill('EUR');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('Enter an amount above zero')).toBeVisible();
  await row.getByLabel('Your unit price').fill('24.5');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByTestId('own-price')).toContainText('€24.50');
  await expect(row).toContainText('No published price');

  // The outbox sends it to the account.
  const admin = await superuserClient(baseURL ?? '');
  await expect
    .poll(async () =>
      (
        await admin
          .collection<{ price_cents: number; currency: string }>('cost_overrides')
          .getFullList({ filter: `owner = "${user.id}"`, requestKey: null })
      ).map((o) => [o.price_cents, o.currency]),
    )
    .toEqual([[2450, 'EUR']]);

  // Kept on the device across a reload.
  await page.reload();
  await page.getByLabel('Search').fill('asphalt shingles');
  await expect(row.getByTestId('own-price')).toContainText('€24.50');
  await row.getByRole('button', { name: 'Clear your price for Asphalt shingles' }).click();
  await expect(row.getByTestId('own-price')).not.toContainText('€');
  await expect
    .poll(
      async () =>
        (
          await admin
            .collection('cost_overrides')
            .getFullList({ filter: `owner = "${user.id}"`, requestKey: null })
        ).length,
    )
    .toBe(0);
});
