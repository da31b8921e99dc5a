import { PLAN_FIXTURE } from '../../scripts/plan-pdf.mjs';
import { expect, superuserClient, test } from './fixtures';

// "Save to my account" on /plan-estimator (the plan file stays on the device unless
// the user saves the project to their account; then it uploads as a protected file): offline
// it waits and the page says the plan is on this device only; back online it uploads once.
// The network goes away under an open page, so no service worker is needed. What a visitor is
// told instead: plan-estimator.spec.ts's phone journey.

test('a signed-in user saves a plan offline, and it uploads once when back online', async ({
  page,
  context,
  signIn,
  baseURL,
}) => {
  const user = await signIn(page, { user_type: 'contractor' });
  await page.goto('/plan-estimator');
  await page.getByLabel('Plan file').setInputFiles(PLAN_FIXTURE);
  await expect(page.getByTestId('plan-overlay')).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save to my account' }).click();
  await expect(page.getByTestId('plan-account-state')).toHaveText(
    'Waiting to upload: until then this plan is on this device only.',
  );
  const admin = await superuserClient(baseURL ?? '');
  const saved = () =>
    admin
      .collection('plan_files')
      .getFullList({ filter: `owner = "${user.id}"`, requestKey: null });
  expect(await saved()).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId('plan-account-state')).toHaveText('Saved to your account.', {
    timeout: 30_000,
  });
  const records = await saved();
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({ name: 'plan-one-page.pdf' });
  await expect(page.getByRole('button', { name: 'Save changes to my account' })).toBeVisible();
});
