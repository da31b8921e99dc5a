import type PocketBase from 'pocketbase';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect as baseExpect, superuserClient, withServiceWorker as test } from './fixtures';
import { png } from './images';
import { IP_LOCATION_PATTERN, VISITOR_STATE_FILE } from './visitor-state';

// The contractor's phone works offline through the service worker, installed before the test
// (fixtures.ts); the other browsers have none (blocked by default, see playwright.config.ts).

// The marketplace story in two browsers against the real PocketBase. A contractor signs up,
// lists a business with a photo, and it appears in /browse for its trade; a client finds it by
// trade and postcode and asks for a hire; the contractor accepts and marks it done; the client
// confirms the work is done and reviews it and the rating shows on the profile. Then concurrent edits: the owner edits the listing
// on two devices, one of them offline.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const PASSWORD = 'story-password-123';

/** Answers the IP-location lookups of `context` as from Illinois, US. */
async function inIllinois(context: BrowserContext): Promise<void> {
  await context.route(IP_LOCATION_PATTERN, (route) =>
    route.fulfill({ json: { country_code: 'US', region: 'Illinois' } }),
  );
}

/** A second person's browser: same visitor state and IP-location answer as the fixtures. */
async function browserOf(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState: VISITOR_STATE_FILE, baseURL });
  await inIllinois(context);
  return { context, page: await context.newPage() };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

async function signUpInBrowser(
  page: Page,
  name: string,
  email: string,
  type: string,
  admin: PocketBase,
) {
  await open(page, type === 'contractor' ? '/auth?mode=contractor' : '/auth');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('I am joining as').selectOption(type);
  await page.getByRole('button', { name: 'Create account' }).click();
  // "Check your inbox", or "Your account is created" while mail is not set up on the server.
  await expect(page.getByTestId('verification-notice')).toBeVisible();
  // Listing, hiring and reviewing need a verified email: the link's click, done here as the
  // operator would (docs/security-model.md, "Trust rules").
  const user = await admin.collection('users').getFirstListItem(`email = '${email}'`);
  await admin.collection('users').update(user.id, { verified: true });
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

test('contractor lists, client finds and hires, job done, review shows; then a conflict', async ({
  browser,
  baseURL,
  context,
  page,
}) => {
  const admin = await superuserClient(baseURL ?? '');
  const stamp = `${Date.now()}`;
  const postcode = `6${stamp.slice(-4)}`;
  const business = `Prairie Roofing ${stamp}`;

  // The contractor signs up and lists the business with a photo.
  // The contractor's phone: the browser with the service worker installed.
  await inIllinois(context);
  const pro = { context, page };
  await signUpInBrowser(pro.page, 'Pat Pro', `pat-${stamp}@example.com`, 'contractor', admin);
  await open(pro.page, '/contractor-portal');
  await pro.page.getByLabel('Business name').fill(business);
  await pro.page.getByRole('checkbox', { name: 'Roofer' }).check();
  await pro.page.getByLabel('Description').fill('Shingle and flat roofs, repairs within a day.');
  await pro.page.getByLabel('City').fill('Springfield');
  await pro.page.getByLabel('Postcode').fill(postcode);
  await pro.page.getByLabel('Country code').fill('US');
  await pro.page.getByLabel('Latitude').fill('39.8017');
  await pro.page.getByLabel('Longitude').fill('-89.6436');
  await pro.page
    .getByLabel('Photos')
    .setInputFiles({ name: 'roof.png', mimeType: 'image/png', buffer: png(1200, 800) });
  await pro.page.getByRole('button', { name: 'Save listing' }).click();
  await expect(toast(pro.page, 'Listing saved')).toBeVisible();
  interface Listing {
    photos: string[];
    description: string;
    phone: string;
    years_in_business: number;
    rating_count: number;
  }
  const owner = await admin
    .collection('users')
    .getFirstListItem(`email = 'pat-${stamp}@example.com'`);
  await expect
    .poll(
      async () =>
        (
          await admin
            .collection('contractors')
            .getOne<Listing>(owner.id)
            .catch(() => null)
        )?.photos,
    )
    .toHaveLength(1);
  // By its stamp: other specs add roofers to the shared server and the browse list is virtual.
  await open(pro.page, `/browse?trade=roofer&q=${stamp}`);
  await expect(pro.page.getByTestId('listing-card').filter({ hasText: business })).toBeVisible();

  // A client signs up, finds it by trade and postcode, and asks for a hire.
  const client = await browserOf(browser, baseURL ?? '');
  await signUpInBrowser(client.page, 'Chris Client', `chris-${stamp}@example.com`, 'client', admin);
  await open(client.page, `/browse?trade=roofer&postcode=${postcode}&radius=10`);
  const card = client.page.getByTestId('listing-card').filter({ hasText: business });
  await expect(card).toBeVisible();
  await card.click();
  await client.page.getByRole('button', { name: 'Request a hire' }).click();
  await client.page.getByLabel('What needs doing?').fill('Replace the ridge tiles on a bungalow.');
  await client.page.getByRole('button', { name: 'Send hire request' }).click();
  await expect(toast(client.page, 'Hire request sent')).toBeVisible();
  // Back on the profile, the client sees the request is out: no second one by accident.
  await expect(client.page.getByTestId('open-hire')).toContainText(
    'You have already asked this contractor',
  );
  const hires = () =>
    admin
      .collection('hires')
      .getFullList<{ status: string }>({ filter: `contractor = '${owner.id}'` });
  await expect.poll(async () => (await hires()).length).toBe(1);

  // The contractor accepts, then marks the job done.
  await open(pro.page, '/dashboard');
  await expect(pro.page.getByTestId('hire-client')).toHaveText('Chris Client');
  await pro.page.getByRole('button', { name: 'Accept' }).click();
  await expect.poll(async () => (await hires())[0]?.status).toBe('accepted');
  // Accepted, the contractor can reach the client by the email they shared.
  await expect(pro.page.getByRole('link', { name: `chris-${stamp}@example.com` })).toHaveAttribute(
    'href',
    `mailto:chris-${stamp}@example.com`,
  );
  await pro.page.getByRole('button', { name: 'Mark as done' }).click();
  await pro.page
    .getByTestId('confirm-hire-answer')
    .getByRole('button', { name: 'Mark as done' })
    .click();
  await expect.poll(async () => (await hires())[0]?.status).toBe('done');

  // The client confirms the work is done (no review before), then reviews it; the rating shows
  // on the profile. Chris signed up two weeks ago (the server holds the reviews of accounts
  // under a week old whose hire paid no fee: client-dashboard.spec.ts shows that path).
  const chris = await admin
    .collection('users')
    .getFirstListItem(`email = 'chris-${stamp}@example.com'`);
  const twoWeeksAgo = new Date(Date.now() - 14 * 24 * 3600_000).toISOString().replace('T', ' ');
  await admin.collection('users').update(chris.id, { free_since: twoWeeksAgo });
  await open(client.page, '/client-dashboard');
  const item = client.page.getByTestId('hire').filter({ hasText: business });
  await expect(item.getByTestId('hire-status')).toHaveText('Done, please confirm');
  await expect(item.getByTestId('review-form')).toHaveCount(0);
  await item.getByRole('button', { name: 'Confirm the work is done' }).click();
  await expect(item.getByTestId('hire-status')).toHaveText('Completed');
  await expect.poll(async () => (await hires())[0]?.status).toBe('completed');
  const form = item.getByTestId('review-form');
  await form.getByRole('radio', { name: '5 of 5 stars' }).check({ force: true });
  await form.getByLabel('Your review').fill('Fast, clean and fairly priced.');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect
    .poll(
      async () => (await admin.collection('contractors').getOne<Listing>(owner.id)).rating_count,
    )
    .toBe(1);
  await open(client.page, `/profile/${owner.id}`);
  await expect(client.page.getByTestId('profile-rating')).toContainText('5 (1 review)');
  await expect(client.page.getByTestId('review')).toContainText('Fast, clean and fairly priced.');
  await expect(client.page.getByTestId('review-byline')).toContainText('Chris C.');

  // A conflict: the owner's phone is offline while their laptop saves another description.
  const laptop = await browserOf(browser, baseURL ?? '');
  await open(laptop.page, '/auth');
  await laptop.page.getByRole('tab', { name: 'Log In' }).click();
  await laptop.page.getByLabel('Email address').fill(`pat-${stamp}@example.com`);
  await laptop.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await laptop.page.getByRole('button', { name: 'Log in', exact: true }).click();
  await laptop.page.waitForURL('**/dashboard');
  // The phone, offline, changes phone and years; the laptop changes the description meanwhile.
  // Back online the edits merge by field: nothing to decide, nothing overwritten.
  await open(pro.page, '/contractor-portal');
  await expect(pro.page.getByLabel('Business name')).toHaveValue(business);
  await pro.context.setOffline(true);
  await pro.page.getByLabel('Phone').fill('555 0199');
  await pro.page.getByLabel('Years in business').fill('12');
  await pro.page.getByRole('button', { name: 'Save listing' }).click();

  await open(laptop.page, '/contractor-portal');
  await expect(laptop.page.getByLabel('Business name')).toHaveValue(business);
  await laptop.page.getByLabel('Description').fill('Edited on the laptop.');
  await laptop.page.getByRole('button', { name: 'Save listing' }).click();
  await expect
    .poll(async () => (await admin.collection('contractors').getOne<Listing>(owner.id)).description)
    .toBe('Edited on the laptop.');

  await pro.context.setOffline(false);
  await expect
    .poll(async () => {
      const { phone, years_in_business, description } = await admin
        .collection('contractors')
        .getOne<Listing>(owner.id);
      return { phone, years_in_business, description };
    })
    .toEqual({ phone: '555 0199', years_in_business: 12, description: 'Edited on the laptop.' });
  const status = pro.page.getByTestId('sync-status').filter({ visible: true });
  await expect(status).toHaveAttribute('data-pending', '0');
  await status.click();
  await expect(pro.page.getByTestId('sync-queue')).toHaveText('All changes saved');
  await expect(pro.page.getByTestId('sync-conflict')).toHaveCount(0);
  await pro.page.keyboard.press('Escape');
  // The phone's open form follows the sync, and its next save sends only what was changed:
  // the laptop's description is not written back.
  await expect(pro.page.getByLabel('Description')).toHaveValue('Edited on the laptop.');
  await pro.page.getByLabel('Years in business').fill('13');
  await pro.page.getByRole('button', { name: 'Save listing' }).click();
  await expect
    .poll(async () => {
      const { years_in_business, description } = await admin
        .collection('contractors')
        .getOne<Listing>(owner.id);
      return { years_in_business, description };
    })
    .toEqual({ years_in_business: 13, description: 'Edited on the laptop.' });

  // Both change the description: that field, and only it, needs the owner's decision.
  await open(pro.page, '/contractor-portal');
  await expect(pro.page.getByLabel('Description')).toHaveValue('Edited on the laptop.');
  await pro.context.setOffline(true);
  await pro.page.getByLabel('Description').fill('Edited on the phone, offline.');
  await pro.page.getByRole('button', { name: 'Save listing' }).click();
  await open(laptop.page, '/contractor-portal');
  await expect(laptop.page.getByLabel('Description')).toHaveValue('Edited on the laptop.');
  await laptop.page.getByLabel('Description').fill('Edited on the laptop, again.');
  await laptop.page.getByRole('button', { name: 'Save listing' }).click();
  await expect
    .poll(async () => (await admin.collection('contractors').getOne<Listing>(owner.id)).description)
    .toBe('Edited on the laptop, again.');

  await pro.context.setOffline(false);
  await status.click();
  await expect(pro.page.getByTestId('sync-queue')).toHaveText('1 change needs your decision');
  const conflict = pro.page.getByTestId('sync-conflict');
  await expect(conflict.getByRole('heading')).toHaveText(
    `Also changed on another device: ${business}`,
  );
  const field = conflict.getByTestId('sync-conflict-field');
  await expect(field).toHaveCount(1);
  await expect(field).toContainText('Description');
  await expect(field.getByTestId('sync-conflict-mine')).toHaveText('Edited on the phone, offline.');
  await expect(field.getByTestId('sync-conflict-theirs')).toHaveText(
    'Edited on the laptop, again.',
  );
  // The server's version is what the phone shows now; nothing was overwritten.
  expect((await admin.collection('contractors').getOne<Listing>(owner.id)).description).toBe(
    'Edited on the laptop, again.',
  );
  await field.getByRole('button', { name: 'Keep mine' }).click();
  await expect
    .poll(async () => (await admin.collection('contractors').getOne<Listing>(owner.id)).description)
    .toBe('Edited on the phone, offline.');
  await expect(pro.page.getByTestId('sync-queue')).toHaveText('All changes saved');
  await expect(conflict).toHaveCount(0);

  await Promise.all([client.context.close(), laptop.context.close()]);
});
