import type { Route } from '@playwright/test';
import PocketBase from 'pocketbase';
import es from '../../src/i18n/locales/es/common.json' with { type: 'json' };
import { TEST_SUPERUSER } from '../support/pocketbase';
import { expect, readSetting, test } from './fixtures';

// "Translate" on a contractor's description and reviews, through the real
// PocketBase and the stand-in provider of global-setup ("[<lang>] <text>").

async function listingWithReview(baseURL: string, description: string, review: string) {
  const admin = new PocketBase(baseURL);
  const opts = { requestKey: null };
  await admin
    .collection('_superusers')
    .authWithPassword(TEST_SUPERUSER.email, TEST_SUPERUSER.password, opts);
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const user = (email: string, type: string) =>
    admin.collection('users').create(
      {
        email,
        password: 'translate-pass-1',
        passwordConfirm: 'translate-pass-1',
        user_type: type,
      },
      opts,
    );
  const owner = await user(`owner-${stamp}@example.com`, 'contractor');
  const client = await user(`client-${stamp}@example.com`, 'client');
  // A client of long standing: the server counts (and shows) the review at once.
  await admin
    .collection('users')
    .update(client.id, { free_since: '2025-01-01 00:00:00.000Z' }, opts);
  const trade = await admin
    .collection('trades')
    .getFirstListItem('value = "plumber_pipefitter_steamfitter"', opts);
  const listing = await admin.collection('contractors').create(
    {
      owner: owner.id,
      business_name: 'Pipe Dreams',
      trades: [trade.id],
      status: 'active',
      description,
    },
    opts,
  );
  const hire = await admin
    .collection('hires')
    .create({ client: client.id, contractor: listing.id, status: 'completed' }, opts);
  await admin
    .collection('reviews')
    .create(
      { contractor: listing.id, hire: hire.id, author: client.id, rating: 4, body: review },
      opts,
    );
  return listing.id;
}

const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main' });

test.describe('translating user content', () => {
  test('translates a description and a review into the interface language, and back', async ({
    page,
    baseURL,
  }) => {
    const id = await listingWithReview(
      baseURL ?? '',
      'We fix leaks the same day.',
      'Quick and tidy work.',
    );
    await page.goto(`/profile/${id}`);
    await nav(page).getByRole('combobox', { name: 'Language' }).selectOption('es');
    const description = page.getByTestId('profile').getByTestId('translatable').first();
    await expect(description).toContainText('We fix leaks the same day.');
    await description.getByRole('button', { name: es.translate.action }).click();
    await expect(description).toContainText('[es] We fix leaks the same day.');
    await expect(description).toContainText(es.translate.translatedFrom);
    await description.getByRole('button', { name: es.translate.showOriginal }).click();
    await expect(description.locator('p').first()).toHaveText('We fix leaks the same day.');

    const review = page.getByTestId('review').getByTestId('translatable');
    await review.getByRole('button', { name: es.translate.action }).click();
    await expect(review).toContainText('[es] Quick and tidy work.');

    // When translation fails, the original text stays, without a message.
    const failing = await listingWithReview(baseURL ?? '', 'Emergency call-outs [500]', 'Fine.');
    await page.goto(`/profile/${failing}`);
    const original = page.getByTestId('profile').getByTestId('translatable').first();
    const answered = page.waitForResponse('**/api/translate-content');
    await original.getByRole('button', { name: es.translate.action }).click();
    expect((await answered).status()).toBe(503);
    await expect(original.getByRole('button', { name: es.translate.action })).toBeEnabled();
    await expect(original.locator('p').first()).toHaveText('Emergency call-outs [500]');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('a translation fetched once comes from this device next time, until the language changes', async ({
    page,
    baseURL,
  }) => {
    const id = await listingWithReview(baseURL ?? '', 'Drains unblocked.', 'Good.');
    await page.goto(`/profile/${id}`);
    const description = page.getByTestId('profile').getByTestId('translatable').first();
    await description.getByRole('button', { name: 'Translate' }).click();
    await expect(description).toContainText('[en] Drains unblocked.');
    // While the server cannot be asked, the device answers.
    const offline = (route: Route) => route.abort('internetdisconnected');
    await page.route('**/api/translate-content', offline);
    await page.reload();
    await description.getByRole('button', { name: 'Translate' }).click();
    await expect(description).toContainText('[en] Drains unblocked.');
    await page.unroute('**/api/translate-content', offline);
    // By test id: once in Spanish, the picker's accessible name is Spanish too.
    const picker = page.getByTestId('language-picker').first();
    await picker.selectOption('es');
    // The cache is emptied before the choice is stored (features/language/api.ts).
    await expect.poll(() => readSetting(page, 'preferredLanguage')).toBe('es');
    await picker.selectOption('en');
    await expect.poll(() => readSetting(page, 'preferredLanguage')).toBe('en');
    // The server cannot be asked now: only the (emptied) cache could answer.
    await page.route('**/api/translate-content', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await description.getByRole('button', { name: 'Translate' }).click();
    await expect(description.getByRole('button', { name: 'Translate' })).toBeEnabled();
    await expect(description.locator('p').first()).toHaveText('Drains unblocked.');
  });
});
