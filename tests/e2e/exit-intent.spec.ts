import type { Page } from '@playwright/test';
import { expect, holdRequests, superuserClient, test } from './fixtures';
import { leaveThroughTop, openArmed } from './exit-intent';
import { textOf, withCaughtMail } from './mail';

// The exit-intent offer as a visitor meets it: the pointer leaves the window through the top
// edge. Captures are checked in the real PocketBase.

async function captures(baseURL: string, email: string) {
  const admin = await superuserClient(baseURL);
  return admin
    .collection('exit_intent_captures')
    .getFullList({ filter: `email = "${email}"`, requestKey: null });
}

const dialog = (page: Page) => page.getByTestId('exit-intent-dialog');

/**
 * The offer's submit button in the words the server's mail allows: "Send me the offer", or
 * "Save my email" on a server without mail, as this one is unless a test sets mail up
 * (mail-honesty.spec.ts checks which words show when).
 */
const submitButton = (page: Page) =>
  dialog(page).getByRole('button', { name: /^(Send me the offer|Save my email)$/ });

const uniqueEmail = (tag: string) => `exit-${tag}-${Date.now()}@example.com`;

test.describe('exit-intent dialog', () => {
  test('is armed only after 2 seconds, then opens on a pointer exit through the top', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await leaveThroughTop(page);
    await page.clock.runFor(500);
    await expect(dialog(page)).toHaveCount(0);
    await page.clock.runFor(1600);
    await leaveThroughTop(page);
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('heading')).toHaveText(
      'Wait! Hire your next contractor for $1',
    );
  });

  test('ignores an exit lower than 20 px from the top', async ({ page }) => {
    await openArmed(page, '/');
    await leaveThroughTop(page, 21);
    await page.waitForTimeout(300);
    await expect(dialog(page)).toHaveCount(0);
    await leaveThroughTop(page, 20);
    await expect(dialog(page)).toBeVisible();
  });

  test('opens once per browser session', async ({ page }) => {
    await openArmed(page, '/');
    await leaveThroughTop(page);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await leaveThroughTop(page);
    // Real time here: a wait for the arming delay that also gives the lazily loaded watcher
    // time to mount, so the check below cannot pass before it is listening.
    await page.goto('/faq');
    await page.waitForTimeout(2100);
    await leaveThroughTop(page);
    await page.waitForTimeout(300);
    await expect(dialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('exitIntentShown'))).not.toBeNull();
  });

  test('never opens for a signed-in user', async ({ page, signIn }) => {
    await signIn(page, { user_type: 'client' });
    // Real time, as above: the watcher must have mounted for the check to mean anything.
    await page.goto('/');
    await page.waitForTimeout(2100);
    await leaveThroughTop(page);
    await page.waitForTimeout(300);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('speaks to contractors on contractor pages and to hirers with utm_source=contractor', async ({
    page,
  }) => {
    await openArmed(page, '/faq?utm_source=contractor');
    await leaveThroughTop(page);
    await expect(dialog(page)).toHaveAttribute('data-audience', 'contractor');
    await expect(dialog(page).getByRole('heading')).toHaveText('Wait! Your first 30 days are free');
  });

  test('refuses an email without "@" with the destructive toast and sends nothing', async ({
    page,
    baseURL,
  }) => {
    const email = `no-at-sign-${Date.now()}.example.com`;
    await openArmed(page, '/');
    await leaveThroughTop(page);
    await dialog(page).getByLabel('Email address').fill(email);
    await submitButton(page).click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('Invalid Email');
    await expect(toast).toContainText('Please enter a valid email address');
    await expect(dialog(page)).toBeVisible();
    expect(await captures(baseURL ?? '', email)).toHaveLength(0);
  });

  test('sends a valid email: "Sending..." while busy, then the thanks toast, and closes', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('ok');
    await withCaughtMail(baseURL ?? '', async (smtp) => {
      // Opened with mail set up, so the dialog offers to send the offer.
      await openArmed(page, '/contractor-portal');
      await leaveThroughTop(page);
      const release = await holdRequests(page, '**/api/collections/exit_intent_captures/records');
      await dialog(page).getByLabel('Email address').fill(email);
      await dialog(page).getByRole('button', { name: 'Send me the offer' }).click();
      await expect(dialog(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
      release();
      const toast = page.locator('[data-sonner-toast]');
      await expect(toast).toContainText('Thanks for your interest!');
      await expect(toast).toContainText("We've sent you a special offer via email.");
      await expect(dialog(page)).toHaveCount(0);
      expect(smtp.messages.some((m) => m.to.includes(email))).toBe(true);
    });
    const stored = await captures(baseURL ?? '', email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      user_intent: 'contractor',
      language_preference: 'English',
      offer_status: 'sent',
      marketing_consent: false,
    });
    expect(String(stored[0]?.user_agent)).toContain('Chrome');
  });

  test('keeps marketing consent unconfirmed until the address confirms it from the mailed link', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('consent');
    const link = await withCaughtMail(baseURL ?? '', async (smtp) => {
      // Opened with mail set up, so the dialog offers to send the offer.
      await openArmed(page, '/contractor-portal');
      await leaveThroughTop(page);
      const box = dialog(page).getByRole('checkbox', {
        name: 'Also send me TradesMarket news and offers (unsubscribe at any time).',
      });
      await expect(box).not.toBeChecked();
      await box.check();
      await dialog(page).getByLabel('Email address').fill(email);
      await dialog(page).getByRole('button', { name: 'Send me the offer' }).click();
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.locator('[data-sonner-toast]').first()).toContainText(
        'News and offers start only once you confirm them from the link in our email.',
      );
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
    expect(stored[0]?.marketing_consent).toBe(true);
    expect(stored[0]?.marketing_confirmed).toBe('');

    await page.goto(`${link.pathname}${link.search}`);
    const confirmPage = page.getByTestId('marketing-confirm');
    await expect(confirmPage).toContainText('Confirm that you want TradesMarket news and offers');
    await confirmPage.getByRole('button', { name: 'Yes, send me news and offers' }).click();
    await expect(confirmPage.getByRole('status')).toHaveText(
      'Thank you. You will get TradesMarket news and offers. Every email has a link to unsubscribe.',
    );
    expect((await captures(baseURL ?? '', email))[0]?.marketing_confirmed).not.toBe('');
  });

  test('says a broken confirmation link is not valid', async ({ page }) => {
    await page.goto('/marketing-confirm?token=abcdefghij12345.1.0');
    const confirmPage = page.getByTestId('marketing-confirm');
    await confirmPage.getByRole('button', { name: 'Yes, send me news and offers' }).click();
    await expect(confirmPage.getByRole('alert')).toHaveText(
      'This link is not valid. Check that you opened the whole link from the email.',
    );
  });

  test('an 11th attempt within a minute is blocked with the rate-limit message', async ({
    page,
  }) => {
    await openArmed(page, '/');
    await leaveThroughTop(page);
    const submit = submitButton(page);
    await dialog(page).getByLabel('Email address').fill('no-at-sign');
    const toast = page.locator('[data-sonner-toast][data-visible="true"]');
    for (let i = 0; i < 10; i += 1) {
      await submit.click();
      await expect(toast).toContainText('Invalid Email');
    }
    await submit.click();
    await expect(toast).toContainText('Rate limit exceeded. Please wait before trying again.');
  });

  test('shows the error toast when the server refuses the capture', async ({ page }) => {
    await page.route('**/api/collections/exit_intent_captures/records', (route) =>
      route.fulfill({
        status: 400,
        json: { status: 400, message: 'Failed to create record.', data: {} },
      }),
    );
    await openArmed(page, '/');
    await leaveThroughTop(page);
    await dialog(page).getByLabel('Email address').fill(uniqueEmail('refused'));
    await submitButton(page).click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('Failed to save your email. Please try again.');
    await expect(dialog(page)).toBeVisible();
  });

  test('"Or sign up directly" goes to /auth', async ({ page }) => {
    await openArmed(page, '/');
    await leaveThroughTop(page);
    await dialog(page).getByRole('button', { name: 'Or sign up directly' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(dialog(page)).toHaveCount(0);
  });

  // The one test here that needs the service worker (blocked by default, playwright.config.ts).
  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('offline: the capture is queued, survives a reload, and reaches the server once online', async ({
      page,
      context,
      baseURL,
    }) => {
      test.slow(); // offline, a reload, back online
      const email = uniqueEmail('offline');
      await page.goto('/');
      // Let the service worker take control so the reload below works offline.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await openArmed(page, { reload: true });
      await leaveThroughTop(page);
      await context.setOffline(true);
      await dialog(page).getByLabel('Email address').fill(email);
      await submitButton(page).click();
      await expect(page.locator('[data-sonner-toast]')).toContainText(
        "You're offline. We'll send your email as soon as you're back online.",
      );
      await expect(dialog(page)).toHaveCount(0);
      await page.reload();
      await expect(page.locator('html[data-ready]')).toBeAttached();
      expect(await captures(baseURL ?? '', email)).toHaveLength(0);
      await context.setOffline(false);
      // The browser may never have said it was offline (Chromium 150 after a reload): the app
      // finds the server again by asking every 5 s (src/lib/connectivity.ts).
      await expect
        .poll(async () => (await captures(baseURL ?? '', email)).length, { timeout: 15_000 })
        .toBe(1);
      await page.waitForTimeout(1500);
      expect(await captures(baseURL ?? '', email)).toHaveLength(1);
    });
  });
});
