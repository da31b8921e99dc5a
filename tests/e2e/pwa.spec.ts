import { expect, test, withServiceWorker } from './fixtures';

// The service worker's tests run with it installed (withServiceWorker, fixtures.ts); the
// first install itself, on a first visit, is release.spec.ts's offline reload and
// pwa-update.spec.ts's. The others need no service worker (blocked by default).
test.describe('installable, offline-capable PWA', () => {
  withServiceWorker(
    'after one visit, /, /browse and /faq open offline from the service worker',
    async ({ page, context }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      await context.setOffline(true);
      const reloaded = await page.reload();
      expect(reloaded?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        'Hire contractors for $1',
      );
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await expect(page.getByTestId('trade-grid').getByRole('link')).toHaveCount(45);

      for (const [path, heading] of [
        ['/browse', 'Find Contractors'],
        ['/faq', 'Frequently Asked Questions'],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.fromServiceWorker()).toBe(true);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      }
      await context.setOffline(false);
      await expect(page.getByTestId('offline-banner')).toBeHidden();
    },
  );

  test('serves a complete web manifest', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      short_name: 'TradesMarket',
      start_url: '/',
      display: 'standalone',
      theme_color: '#c2410c',
      background_color: '#ffffff',
    });
    const icons = manifest.icons as { sizes: string; purpose: string; src: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type']).toContain('image/png');
    }
  });

  test('serves assets gzip-compressed, hashed ones cached for a year', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const script = await page.locator('script[type="module"]').getAttribute('src');
    expect(script).toMatch(/^\/assets\/index-.+\.js$/);
    const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const shell = await request.get('/faq', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(shell.headers()['cache-control']).toBe('no-cache');
    expect(shell.headers()['content-encoding']).toBe('gzip');
    // API answers are compressed too (not the realtime stream, files or backups).
    const api = await request.get('/api/collections/trades/records', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(api.headers()['content-encoding']).toBe('gzip');
  });

  test('offers "Install app" when the browser fires beforeinstallprompt', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Install app' })).toHaveCount(0);
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        prompt: () => {
          (window as unknown as { prompted: boolean }).prompted = true;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
    });
    await nav.getByRole('button', { name: 'Install app' }).click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
      true,
    );
    await expect(nav.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  });

  // Incognito contexts always report "in-incognito": withServiceWorker's is a persistent profile.
  withServiceWorker('Chromium reports no installability errors', async ({ page, context }) => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(page);
    const result = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(result.installabilityErrors).toEqual([]);
    await cdp.detach();
  });
});
