import { expect, test } from './fixtures';

// The app inside a foreign page's frame.
const FOREIGN = 'https://foreign-site.test/';
test.use({ serviceWorkers: 'block' });

/** Puts the app in a frame on a foreign page, 1300 px wide (the header's inline links show from 1280). */
async function frameOnForeignPage(page: import('@playwright/test').Page, src: string) {
  await page.route(FOREIGN, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Foreign</title><iframe src="${src}" width="1300" height="700"></iframe>`,
    }),
  );
  await page.goto(FOREIGN, { waitUntil: 'domcontentloaded' });
}

test.describe('foreign frames', () => {
  test('PocketBase tells browsers not to show the app in a foreign frame; in its own window it works', async ({
    page,
    baseURL,
  }) => {
    const response = await page.request.get(`${baseURL}/faq`);
    expect(response.headers()['content-security-policy']?.split('; ')).toContain(
      "frame-ancestors 'self' http://localhost:* http://127.0.0.1:*",
    );
    // The browser shows its own error page in the frame instead of the app. The app's
    // responses pass through the test runner unchanged: fetched from the network, Chromium's
    // local-network-access check would refuse the frame (a public page asking a loopback
    // address) whatever the headers said; through a route only the headers decide, as the
    // next test shows by dropping them.
    await page.route(`${baseURL}/**`, async (route) =>
      route.fulfill({ response: await route.fetch() }),
    );
    await frameOnForeignPage(page, `${baseURL}/faq`);
    const frame = () => page.frames().find((f) => f !== page.mainFrame());
    await expect.poll(() => frame()?.url()).toMatch(/^chrome-error:/);
    expect(frame()?.url()).not.toContain(String(baseURL));
    expect(await frame()?.content()).not.toContain('Frequently Asked Questions');

    await page.unrouteAll();
    await page.goto('/faq');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Find Contractors' })
      .click();
    await expect(page).toHaveURL(/\/browse$/);
  });

  test('where the header is missing, clicks are blocked with the security warning', async ({
    page,
    baseURL,
  }) => {
    // A host in front of the app that drops the headers (PocketBase also sends
    // X-Frame-Options: sameorigin, which browsers ignore when frame-ancestors is present).
    await page.route(`${baseURL}/**`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      delete headers['x-frame-options'];
      await route.fulfill({ response, headers });
    });
    await frameOnForeignPage(page, `${baseURL}/faq`);
    const app = page.frameLocator('iframe');
    await expect(app.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await app.locator('html[data-ready]').waitFor({ state: 'attached' });
    await app
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Find Contractors' })
      .click();
    await expect(app.locator('[data-sonner-toast]')).toContainText(
      'Security warning: Suspicious iframe detected',
    );
    await expect(app.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  });
});
