import { join } from 'node:path';
import type { Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { startTestPocketBase } from '../support/pocketbase';
import { expect as baseExpect, superuserClient, test } from './fixtures';
import { FIRST_VISIT } from './visitor-state';

// Small things a user meets on a 390 px phone: form messages that follow the fields, final
// answers asked about first, and no "Translate" that cannot translate.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const opts = { requestKey: null };

async function tradeId(admin: PocketBase, value: string): Promise<string> {
  const trade = await admin
    .collection('trades')
    .getFirstListItem(admin.filter('value = {:value}', { value }), opts);
  return trade.id;
}

/** A user made on the server (not signed in anywhere). */
async function serverUser(admin: PocketBase, type: string) {
  const email = `${type}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'phone-actions-1';
  const user = await admin
    .collection('users')
    .create(
      { email, password, passwordConfirm: password, user_type: type, name: 'Sam', verified: true },
      opts,
    );
  return { id: user.id, email, password };
}

test('hire form messages go away as soon as the field is fixed', async ({
  page,
  baseURL,
  signIn,
}) => {
  const admin = await superuserClient(baseURL ?? '');
  const owner = await serverUser(admin, 'contractor');
  const listing = await admin.collection('contractors').create(
    {
      owner: owner.id,
      business_name: 'Two Trades Ltd',
      trades: [await tradeId(admin, 'roofer'), await tradeId(admin, 'glazier')],
      status: 'active',
    },
    opts,
  );
  await signIn(page, { user_type: 'client' });
  await page.goto(`/profile/${listing.id}`);
  await page.getByRole('button', { name: 'Request a hire' }).click();
  const form = page.getByTestId('hire-form');
  await form.getByRole('button', { name: 'Send hire request' }).click();
  const tradeError = form.getByText('Choose the trade you need.');
  const descriptionError = form.getByText('Describe the job in 10 to 2,000 characters.');
  await expect(tradeError).toBeVisible();
  await expect(descriptionError).toBeVisible();

  await form.getByLabel('What needs doing?').fill('Replace three cracked window panes.');
  await expect(descriptionError).toHaveCount(0);
  await expect(tradeError).toBeVisible();
  await form.getByLabel('Trade').selectOption({ label: 'Glazier' });
  await expect(tradeError).toHaveCount(0);
  await expect(form.getByLabel('What needs doing?')).not.toHaveAttribute('aria-invalid', 'true');
});

test.describe('final answers to a hire request are asked about first', () => {
  async function setUp(
    page: Page,
    baseURL: string,
    signIn: (p: Page, f?: Record<string, unknown>) => Promise<{ id: string }>,
  ) {
    const contractor = await signIn(page, { user_type: 'contractor' });
    const admin = await superuserClient(baseURL);
    await admin.collection('contractors').create(
      {
        id: contractor.id,
        owner: contractor.id,
        business_name: 'Answer Roofing',
        trades: [await tradeId(admin, 'roofer')],
        status: 'active',
      },
      opts,
    );
    // Two clients: one open request per client and listing.
    const clients = [await serverUser(admin, 'client'), await serverUser(admin, 'client')];
    const roofer = await tradeId(admin, 'roofer');
    const hire = (description: string, status: string) =>
      admin.collection('hires').create(
        {
          client: clients[status === 'requested' ? 0 : 1]?.id,
          contractor: contractor.id,
          description,
          status,
          trade: roofer,
          contact_preference: 'email',
        },
        opts,
      );
    const requested = await hire('Fix the gutter above the back door.', 'requested');
    const accepted = await hire('Replace the flashing around the chimney.', 'accepted');
    const status = async (id: string) =>
      (await admin.collection('hires').getOne<{ status: string }>(id, opts)).status;
    await page.goto('/dashboard');
    return { requested, accepted, status };
  }

  test('Decline: "Go back" changes nothing; confirming declines', async ({
    page,
    baseURL,
    signIn,
  }) => {
    const { requested, status } = await setUp(page, baseURL ?? '', signIn);
    const card = page.getByTestId('hire-request').filter({ hasText: 'Fix the gutter' });
    await expect(card.getByTestId('hire-status')).toHaveText('Status: New request');

    await card.getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByTestId('confirm-hire-answer');
    await expect(dialog).toContainText('Decline this hire request?');
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByTestId('hire-status')).toHaveText('Status: New request');
    await expect(page.getByText('Hire request updated')).toHaveCount(0);
    expect(await status(requested.id)).toBe('requested');

    // Escape is "Go back" too.
    await card.getByRole('button', { name: 'Decline' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card.getByTestId('hire-status')).toHaveText('Status: New request');

    await card.getByRole('button', { name: 'Decline' }).click();
    await dialog.getByRole('button', { name: 'Decline request' }).click();
    await expect(card.getByTestId('hire-status')).toHaveText('Status: Declined');
    await expect.poll(() => status(requested.id)).toBe('declined');
  });

  test('Mark as done: "Go back" changes nothing; confirming marks it done', async ({
    page,
    baseURL,
    signIn,
  }) => {
    const { accepted, status } = await setUp(page, baseURL ?? '', signIn);
    const card = page.getByTestId('hire-request').filter({ hasText: 'flashing' });
    await expect(card.getByTestId('hire-status')).toHaveText('Status: Accepted');

    await card.getByRole('button', { name: 'Mark as done' }).click();
    const dialog = page.getByTestId('confirm-hire-answer');
    await expect(dialog).toContainText('Mark this job as done?');
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByTestId('hire-status')).toHaveText('Status: Accepted');
    expect(await status(accepted.id)).toBe('accepted');

    await card.getByRole('button', { name: 'Mark as done' }).click();
    await dialog.getByRole('button', { name: 'Mark as done' }).click();
    await expect(card.getByTestId('hire-status')).toHaveText(
      'Status: Done: waiting for the client',
    );
    await expect.poll(() => status(accepted.id)).toBe('done');
  });
});

test('"Translate" is offered only by a server that has a translation provider', async ({
  page,
  browser,
  baseURL,
}) => {
  const description = `Slate and tile roofs, chimney repairs ${Date.now()}`;
  const makeListing = async (url: string) => {
    const admin = await superuserClient(url);
    const owner = await serverUser(admin, 'contractor');
    return admin.collection('contractors').create(
      {
        owner: owner.id,
        business_name: 'Slate Co',
        trades: [await tradeId(admin, 'roofer')],
        status: 'active',
        description,
      },
      opts,
    );
  };
  // The test server has a provider (global-setup): the action is there.
  const withProvider = await makeListing(baseURL ?? '');
  await page.goto(`/profile/${withProvider.id}`);
  const text = page.getByTestId('translatable').filter({ hasText: description });
  await expect(text.getByRole('button', { name: 'Translate' })).toBeVisible();

  // The same app served by a PocketBase without TRANSLATE_API_URL: no action.
  const bare = await startTestPocketBase({ publicDir: join(ROOT, 'dist'), relaxRouteLimits: true });
  const context = await browser.newContext({
    baseURL: bare.url,
    storageState: FIRST_VISIT,
    viewport: { width: 390, height: 844 },
  });
  try {
    const listing = await makeListing(bare.url);
    const other = await context.newPage();
    const capabilities = other.waitForResponse('**/api/app/capabilities', { timeout: 15_000 });
    await other.goto(`/profile/${listing.id}`);
    const bareText = other.getByTestId('translatable').filter({ hasText: description });
    await expect(bareText).toBeVisible();
    expect(await (await capabilities).json()).toMatchObject({ translate: false });
    await expect(bareText.getByRole('button')).toHaveCount(0);
  } finally {
    await context.close();
    await bare.stop();
  }
});
