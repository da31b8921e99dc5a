import type { Page } from '@playwright/test';
import { expect, superuserClient, test } from './fixtures';
import { expectTappableWithoutSideScroll } from './layout';
import { listingOf } from './listings';

// What a user trial in German and Arabic found on narrow phones: admin rows whose buttons sat
// past the screen's edge in a sideways-scrolling table. (The exit-intent offer taller than a
// 320 × 640 screen and the forms wider than their column are single components:
// tests/component/exit-intent-dialog-layout.test.tsx and narrow-forms-layout.test.tsx.)

const opts = { requestKey: null };
const CODES = ['de', 'ar'] as const;

/** A locale's strings of one namespace, as the app ships them. */
async function strings<T>(code: string, namespace: string): Promise<T> {
  const module = (await import(`../../src/i18n/locales/${code}/${namespace}.json`, {
    with: { type: 'json' },
  })) as { default: T };
  return module.default;
}

async function speak(page: Page, code: string) {
  await page.addInitScript((c) => localStorage.setItem('preferredLanguage', c), code);
}

/** A review held for staff (hidden, with the server's reason) of a new listing. */
async function heldReview(baseURL: string, stamp: string) {
  const admin = await superuserClient(baseURL);
  const user = (type: string, name: string) =>
    admin.collection('users').create(
      {
        email: `${type}-${stamp}-${Math.random().toString(36).slice(2, 8)}@example.com`,
        password: 'e2e-password-123',
        passwordConfirm: 'e2e-password-123',
        user_type: type,
        name,
        verified: true,
      },
      opts,
    );
  const owner = await user('contractor', 'Sam Owner');
  const client = await user('client', 'Chris Client');
  const business = `Solid Roofs ${stamp}`;
  const listingId = await listingOf(admin, owner.id, business);
  const trade = await admin.collection('trades').getFirstListItem('value = "roofer"', opts);
  const hire = await admin.collection('hires').create(
    {
      client: client.id,
      contractor: listingId,
      description: 'Fix the ridge tiles.',
      status: 'completed',
      trade: trade.id,
      contact_preference: 'email',
    },
    opts,
  );
  const body = `Solid job, on time ${stamp}.`;
  const review = await admin
    .collection('reviews')
    .create({ author: client.id, contractor: listingId, hire: hire.id, rating: 5, body }, opts);
  await admin
    .collection('reviews')
    .update(review.id, { hidden: true, held_reason: 'new_account' }, opts);
  return { business, body, author: 'Chris C.' };
}

/** The visible card or row that holds `text`. */
const itemWith = (page: Page, text: string) =>
  page.locator('li, tr').filter({ hasText: text }).filter({ visible: true });

test.describe('admin queues on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const code of CODES) {
    test(`in ${code}, each row’s actions are tapped without a sideways swipe and what users wrote reads in its own direction`, async ({
      page,
      baseURL,
      signIn,
      makeAdmin,
    }) => {
      const moderation = await strings<{
        reviews: { release: string; hide: string };
        listings: { suspend: string; keep: string; backgroundCheck: string };
      }>(code, 'moderation');
      const stamp = `Zn${code}${Date.now()}`;
      const held = await heldReview(baseURL ?? '', stamp);
      await speak(page, code);
      const staff = await signIn(page, { user_type: 'client' });
      await makeAdmin(staff, 'moderator');

      await page.goto('/admin/reviews?queue=held');
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      const review = itemWith(page, held.body);
      await expect(review).toHaveCount(1);
      for (const name of [moderation.reviews.release, moderation.reviews.hide]) {
        await expectTappableWithoutSideScroll(review.getByRole('button', { name }));
      }
      await expect(review.getByText(held.body)).toHaveAttribute('dir', 'auto');
      await expect(review.getByText(held.author, { exact: true })).toHaveAttribute('dir', 'auto');
      await expect(review.getByRole('link', { name: held.business })).toHaveAttribute(
        'dir',
        'auto',
      );
      await review.getByRole('button', { name: moderation.reviews.release }).click();
      await expect(itemWith(page, held.body)).toHaveCount(0);

      await page.goto(`/admin/listings?queue=all&q=${stamp}`);
      const listing = itemWith(page, held.business);
      await expect(listing).toHaveCount(1);
      for (const name of [moderation.listings.suspend, moderation.listings.backgroundCheck]) {
        await expectTappableWithoutSideScroll(listing.getByRole('button', { name }));
      }
      await expect(listing.getByRole('link', { name: held.business })).toHaveAttribute(
        'dir',
        'auto',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    });
  }
});
