import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { expect, superuserClient, test } from './fixtures';

// The materials and labour databases (issue 16 "Data"): search, a 390 px phone, the imported
// BLS wages in money, and the copy kept on the device for offline reading.

test('the materials database lists the seeded materials without prices and searches them', async ({
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
});

test('on a 390 px phone the rows are cards and nothing is wider than the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/materials-database');
  await expect(page.getByTestId('cost-card').first()).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

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

  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are seeing the copy saved on this device')).toBeVisible();
  await page.getByLabel('Search').fill('roofers');
  await expect(page.locator('tbody tr')).toContainText('Not published');
  await expect(page.locator('tbody tr')).toContainText('$31.20');
  await context.setOffline(false);
});

test('an admin imports the OEWS CSV file in the dashboard', async ({ page, signIn, makeAdmin }) => {
  const user = await signIn(page, { user_type: 'client' });
  await makeAdmin(user.id);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Import Labour Rates' }).click();
  await expect(page.getByRole('heading', { name: 'Import Labour Rates', level: 1 })).toBeVisible();
  await page.getByLabel('OEWS file (CSV)').setInputFiles('tests/fixtures/bls-oews-sample.csv');
  await page.getByLabel('Year of the estimates').fill('2023');
  await page.getByLabel('Source shown to users').fill('BLS OEWS May 2023 (e2e)');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status')).toHaveText('Done: 8 new, 0 updated, 4 skipped.');

  await page.goto('/labor-database');
  await page.getByLabel('Search').fill('architects 2023');
  await expect(page.getByTestId('cost-count')).toHaveText('1 of 1');
  await expect(page.locator('tbody tr')).toContainText('BLS OEWS May 2023 (e2e)');
});
