import type { Page } from '@playwright/test';
import { expect, holdRequests, superuserClient, test } from './fixtures';
import { leaveThroughTop, openArmed } from './exit-intent';
import { textOf, withCaughtMail } from './mail';

// The exit-intent offer as a visitor meets it: the pointer leaves the window through the top
// edge. Captures are checked in the real PocketBase. An offer given offline is in
// support-forms.spec.ts (one service-worker install for both queued writes); the dialog's
// states and messages are in tests/component/exit-intent-dialog.test.tsx.

async function captures(baseURL: string, email: string) {
  const admin = await superuserClient(baseURL);
  return admin
    .collection('exit_intent_captures')
    .getFullList({ filter: `email = "${email}"`, requestKey: null });
}

const dialog = (page: Page) => page.getByTestId('exit-intent-dialog');

const uniqueEmail = (tag: string) => `exit-${tag}-${Date.now()}@example.com`;

/** The mark the watcher leaves in the tab the moment it opens the offer (null before). */
const shownMark = (page: Page) => page.evaluate(() => sessionStorage.getItem('exitIntentShown'));

test.describe('exit-intent dialog', () => {
  test('a visitor meets it once: armed after 2 s, opened by a pointer leaving through the top', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    // The watcher is in place (data-ready) but not armed: leaving opens nothing. It would
    // have marked the tab in the same event, before any dialog could show.
    await leaveThroughTop(page);
    await page.clock.runFor(500);
    expect(await shownMark(page)).toBeNull();
    await expect(dialog(page)).toHaveCount(0);
    await page.clock.runFor(1600);
    await expect(page.locator('html')).toHaveAttribute('data-exit-intent', 'armed');
    // Lower than 20 px from the top is not leaving.
    await leaveThroughTop(page, 21);
    expect(await shownMark(page)).toBeNull();
    await leaveThroughTop(page, 20);
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('heading')).toHaveText(
      'Wait! Hire your next contractor for $1',
    );

    // Once per browser session.
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await leaveThroughTop(page);
    await expect(dialog(page)).toHaveCount(0);
    expect(await shownMark(page)).not.toBeNull();
    // On the next page the watcher does not even arm: past the delay, no mark on <html>.
    await page.goto('/faq');
    await page.clock.runFor(2100);
    await expect(page.locator('html')).not.toHaveAttribute('data-exit-intent', 'armed');
    await leaveThroughTop(page);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('never opens for a signed-in user', async ({ page, signIn }) => {
    await signIn(page, { user_type: 'client' });
    await page.clock.install();
    // The watcher is in place once the page is ready: past the arming delay it has not armed
    // (a visitor's would have, in the same clock tick), so leaving cannot open it.
    await page.goto('/');
    await page.clock.runFor(2100);
    await expect(page.locator('html')).not.toHaveAttribute('data-exit-intent', 'armed');
    await leaveThroughTop(page);
    expect(await shownMark(page)).toBeNull();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('on a contractor page a visitor leaves an email with news ticked: sent, mailed, and the link confirms the news', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('consent');
    const link = await withCaughtMail(baseURL ?? '', async (smtp) => {
      // Opened with mail set up, so the dialog offers to send the offer.
      await openArmed(page, '/contractor-portal');
      await leaveThroughTop(page);
      await expect(dialog(page)).toHaveAttribute('data-audience', 'contractor');
      await expect(dialog(page).getByRole('heading')).toHaveText(
        'Wait! Your first 30 days are free',
      );
      const box = dialog(page).getByRole('checkbox', {
        name: 'Also send me TradesMarket news and offers (unsubscribe at any time).',
      });
      await expect(box).not.toBeChecked();
      await box.check();
      const release = await holdRequests(page, '**/api/collections/exit_intent_captures/records');
      await dialog(page).getByLabel('Email address').fill(email);
      await dialog(page).getByRole('button', { name: 'Send me the offer' }).click();
      await expect(dialog(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
      release();
      const toast = page.locator('[data-sonner-toast]').first();
      await expect(toast).toContainText('Thanks for your interest!');
      await expect(toast).toContainText("We've sent you a special offer via email.");
      await expect(toast).toContainText(
        'News and offers start only once you confirm them from the link in our email.',
      );
      await expect(dialog(page)).toHaveCount(0);
      await expect
        .poll(() =>
          smtp.messages.find((m) => m.to.includes(email) && /marketing-confirm/.test(textOf(m))),
        )
        .toBeDefined();
      const mail = smtp.messages.find(
        (m) => /marketing-confirm/.test(textOf(m)) && m.to.includes(email),
      );
      return new URL(
        /https?:\/\/\S+\/marketing-confirm\?token=[^\s"<]+/.exec(
          textOf(mail ?? { from: '', to: [], raw: '' }),
        )?.[0] ?? '',
      );
    });
    const stored = await captures(baseURL ?? '', email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      user_intent: 'contractor',
      language_preference: 'English',
      offer_status: 'sent',
      marketing_consent: true,
      marketing_confirmed: '',
    });
    expect(String(stored[0]?.user_agent)).toContain('Chrome');

    await page.goto(`${link.pathname}${link.search}`);
    const confirmPage = page.getByTestId('marketing-confirm');
    await expect(confirmPage).toContainText('Confirm that you want TradesMarket news and offers');
    await confirmPage.getByRole('button', { name: 'Yes, send me news and offers' }).click();
    await expect(confirmPage.getByRole('status')).toHaveText(
      'Thank you. You will get TradesMarket news and offers. Every email has a link to unsubscribe.',
    );
    expect((await captures(baseURL ?? '', email))[0]?.marketing_confirmed).not.toBe('');

    // A broken link is refused in words.
    await page.goto('/marketing-confirm?token=abcdefghij12345.1.0');
    await confirmPage.getByRole('button', { name: 'Yes, send me news and offers' }).click();
    await expect(confirmPage.getByRole('alert')).toHaveText(
      'This link is not valid. Check that you opened the whole link from the email.',
    );
  });
});
