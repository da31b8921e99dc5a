import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, signInOn, superuserClient, test } from './fixtures';
import { listingOf } from './listings';
import { withoutMail } from './mail';
import { VISITOR_STATE_FILE } from './visitor-state';

// Moderation with the real server (docs/moderation.md), each person in a browser of their own:
// a client reports a listing, a moderator suspends it from the admin queue (no mail server:
// the page says the owner was not emailed), the listing leaves browse and its owner reads
// staff's reason in the portal; a contractor sends a licence document, a moderator opens it and
// approves it, and the profile shows the Verified badge with its explanation. The queue and the
// owner's notice on a phone in German and Arabic: tests/component/moderation-phone.test.tsx.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** A browser context of its own (a returning visitor in the US), with one page. */
async function person(browser: Browser, baseURL: string): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ baseURL, storageState: VISITOR_STATE_FILE });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    return response;
  };
  return [context, page];
}

test('a reported listing is suspended by a moderator: it leaves browse and the owner sees why', async ({
  page,
  browser,
  baseURL,
  signIn,
  makeAdmin,
}) => {
  const url = baseURL ?? '';
  const stamp = `Zr${Date.now()}`;
  const name = `Shady Roofs ${stamp}`;
  const reason = 'Took deposits from three clients and never came back';

  const [ownerContext, ownerPage] = await person(browser, url);
  const owner = await signInOn(ownerPage, url, { user_type: 'contractor', name: 'Sam Shady' });
  const root = await superuserClient(url);
  const id = await listingOf(root, owner.id, name);

  // The client reports it from the profile.
  await signIn(page, { user_type: 'client', name: 'Riley Client' });
  await page.goto(`/profile/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').selectOption({ label: 'Fraud or a scam' });
  await dialog.getByLabel('Details (optional)').fill('Asked me for cash up front, then vanished.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report sent. Staff will look at it.')).toBeVisible();
  await expect(page.getByTestId('listing-reported')).toHaveText('Reported');
  await expect(page.getByRole('button', { name: 'Report this listing' })).toHaveCount(0);

  // A moderator finds it in the reported queue and suspends it, with no mail server set up.
  const [staffContext, staffPage] = await person(browser, url);
  const moderator = await signInOn(staffPage, url, { user_type: 'client' });
  await makeAdmin(moderator, 'moderator');
  await withoutMail(url, async () => {
    await staffPage.goto('/admin');
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await staffPage.getByRole('link', { name: /Reported listings/ }).click();
    await expect(staffPage).toHaveURL(/\/admin\/listings\?queue=reported/);
    const row = staffPage.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Asked me for cash up front, then vanished.');
    await row.getByRole('button', { name: 'Suspend' }).click();
    const suspend = staffPage.getByRole('dialog');
    await suspend.getByLabel('Reason').fill(reason);
    await suspend.getByRole('button', { name: 'Suspend listing' }).click();
    await expect(staffPage.getByText(`“${name}” is suspended.`).first()).toBeVisible();
    await expect(
      staffPage
        .getByText(
          'No mail server is set up: the owner was not emailed; they see the reason in their portal.',
        )
        .first(),
    ).toBeVisible();
  });

  // The audit log says it in words, with the reason and a link to the listing.
  await staffPage.goto('/admin/audit');
  const entry = staffPage.getByRole('row').filter({ hasText: reason });
  await expect(entry).toContainText('Suspended a listing');
  await expect(entry.getByRole('link', { name: 'Open the listing' })).toHaveAttribute(
    'href',
    `/profile/${id}`,
  );

  // Browse no longer has it (a listing made afterwards shows the device has pulled since).
  const control = `Control Roofs ${stamp}`;
  await listingOf(
    root,
    (await signInOn(await ownerContext.newPage(), url, { user_type: 'contractor' })).id,
    control,
  );
  await page.goto(`/browse?q=${stamp}`);
  await expect(page.getByText(control)).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);

  // The owner reads staff's reason in the portal, and the listing is locked.
  await ownerPage.goto('/contractor-portal');
  await expect(ownerPage.getByText('Your listing is suspended')).toBeVisible();
  await expect(ownerPage.getByText(`Staff's reason: ${reason}`)).toBeVisible();

  // Later, staff find it under "All listings" by name, reinstate it (a reason is required) and
  // record a background check (the result must be chosen, not defaulted).
  await staffPage.goto('/admin/listings');
  await staffPage.getByRole('link', { name: 'All listings' }).click();
  await staffPage.getByLabel('Search by business name or owner email').fill(stamp);
  await staffPage.getByRole('button', { name: 'Filter' }).click();
  await expect(staffPage).toHaveURL(new RegExp(`queue=all&q=${stamp}`));
  const found = staffPage.getByRole('row').filter({ hasText: name });
  await expect(found).toContainText('Suspended');
  await found.getByRole('button', { name: 'Reinstate' }).click();
  const reinstate = staffPage.getByRole('dialog');
  await reinstate.getByRole('button', { name: 'Reinstate' }).click();
  await expect(
    reinstate
      .getByRole('alert')
      .or(reinstate.getByText(/reason/i))
      .first(),
  ).toBeVisible();
  await reinstate.getByLabel('Reason').fill('Refunds made to all three clients');
  await reinstate.getByRole('button', { name: 'Reinstate' }).click();
  await expect(staffPage.getByText(`“${name}” is active again.`).first()).toBeVisible();
  await found.getByRole('button', { name: 'Record background check' }).click();
  const check = staffPage.getByRole('dialog');
  await check.getByLabel('Check reference').fill('Check 2026-118');
  await check.getByRole('button', { name: 'Record result' }).click();
  await expect(check.getByText('Choose whether the check was passed.')).toBeVisible();
  await check.getByLabel('Result').selectOption({ label: 'Passed' });
  await check.getByRole('button', { name: 'Record result' }).click();
  await expect(
    staffPage.getByText(`The background check of “${name}” was recorded.`).first(),
  ).toBeVisible();
  await expect(found).toContainText('Background checked');

  await staffContext.close();
  await ownerContext.close();
});

test('a contractor sends a licence, a moderator opens and approves it, the profile shows Verified', async ({
  page,
  browser,
  baseURL,
  signIn,
  makeAdmin,
}) => {
  const url = baseURL ?? '';
  const name = `Proven Roofs Zv${Date.now()}`;
  const owner = await signIn(page, { user_type: 'contractor', name: 'Pat Proven' });
  const id = await listingOf(await superuserClient(url), owner.id, name);

  await page.goto('/contractor-portal');
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await page.getByLabel('Licence document').setInputFiles({
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await page.getByLabel('Note for staff (optional)').fill('State licence no. 12345');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Documents sent. Staff will review them.')).toBeVisible();
  await expect(page.getByText('Waiting for staff review')).toBeVisible();

  const [staffContext, staffPage] = await person(browser, url);
  const moderator = await signInOn(staffPage, url, { user_type: 'client' });
  await makeAdmin(moderator, 'moderator');
  await staffPage.goto('/admin/verifications');
  const row = staffPage.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('State licence no. 12345');
  // The protected document opens with the moderator's file token, and only with it.
  const [popup] = await Promise.all([
    staffPage.waitForEvent('popup'),
    row.getByRole('button', { name: 'Open the licence' }).click(),
  ]);
  // The tab opens at once (so no popup blocker stops it) and goes to the file once the token
  // is there.
  await popup.waitForURL(/\/api\/files\//);
  const fileUrl = popup.url();
  expect(fileUrl).toMatch(/\/api\/files\/verification_requests\/\w+\/licence_\w+\.pdf\?token=/);
  expect((await fetch(fileUrl)).status).toBe(200);
  expect((await fetch(fileUrl.replace(/\?token=.*/, ''))).status).toBe(404);
  await popup.close();
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(staffPage.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // Everyone sees the badge, and it says what it means.
  const [guestContext, guestPage] = await person(browser, url);
  await guestPage.goto(`/profile/${id}`);
  const badge = guestPage.getByTestId('badge-verified');
  await expect(badge).toContainText('Verified');
  await badge.getByText('Verified').click();
  await expect(badge).toContainText("Staff checked this contractor's licence document on");

  await page.reload();
  await expect(page.getByText(/Verified on /)).toBeVisible();
  await guestContext.close();
  await staffContext.close();
});
