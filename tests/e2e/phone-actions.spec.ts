import type { Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import { expect as baseExpect, superuserClient, test } from './fixtures';

// Small things a user meets on a 390 px phone: final answers asked about first. The hire
// form's messages that follow the fields, and no "Translate" from a server that cannot
// translate, are component tests (tests/component/hire-form.test.tsx,
// translatable-text.test.tsx).
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

  test('Decline, then Mark as done: "Go back" or Escape changes nothing; confirming does it', async ({
    page,
    baseURL,
    signIn,
  }) => {
    const { requested, accepted, status } = await setUp(page, baseURL ?? '', signIn);
    const dialog = page.getByTestId('confirm-hire-answer');

    await test.step('Decline', async () => {
      const card = page.getByTestId('hire-request').filter({ hasText: 'Fix the gutter' });
      await expect(card.getByTestId('hire-status')).toHaveText('Status: New request');

      await card.getByRole('button', { name: 'Decline' }).click();
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

    await test.step('Mark as done', async () => {
      const card = page.getByTestId('hire-request').filter({ hasText: 'flashing' });
      await expect(card.getByTestId('hire-status')).toHaveText('Status: Accepted');

      await card.getByRole('button', { name: 'Mark as done' }).click();
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
});
