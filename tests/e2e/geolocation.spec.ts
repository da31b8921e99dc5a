import { expect, test } from './fixtures';

// "Use my location" on /browse, with its messages: the reverse-geocoding
// API of the e2e build (VITE_REVERSE_GEOCODE_URL) is answered here.
const REVERSE = 'https://reverse-geocode.test/reverse**';

test.describe('geolocation', () => {
  test('finds the place: loading, then city, postcode, state and country', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 53.7997, longitude: -1.5492 });
    let asked = '';
    await page.route(REVERSE, async (route) => {
      asked = route.request().url();
      await new Promise((r) => setTimeout(r, 300));
      await route.fulfill({
        json: {
          address: { city: 'Leeds', postcode: 'LS1 4AP', state: 'England', country_code: 'gb' },
        },
      });
    });
    await page.goto('/browse');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('Finding your location...')).toBeVisible();
    await expect(page.getByTestId('location-place')).toHaveText('Leeds, LS1 4AP, England, GB');
    expect(asked).toContain('format=jsonv2');
    expect(asked).toContain('addressdetails=1');
    expect(asked).toContain('lat=53.799700');
  });

  test('when geocoding fails the position stays and the address is left empty', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 40.7128, longitude: -74.006 });
    await page.route(REVERSE, (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/browse');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByTestId('location-place')).toHaveText('40.7128, -74.0060');
  });

  test('denied permission: "Location access denied by user"', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/browse');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('alert')).toHaveText('Location access denied by user');
  });

  test('no geolocation in the browser: "Geolocation is not supported by this browser"', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // @ts-expect-error -- a browser without the Geolocation API
      delete Navigator.prototype.geolocation;
    });
    await page.goto('/browse');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Geolocation is not supported by this browser',
    );
  });

  for (const [code, message] of [
    [2, 'Location information unavailable'],
    [3, 'Location request timed out'],
    [42, 'Failed to get location'],
  ] as const) {
    test(`the browser reports error ${code}: "${message}"`, async ({ page }) => {
      // The position source fails the way a phone indoors (2) or a slow fix (3) does.
      await page.addInitScript((errorCode) => {
        Object.defineProperty(Navigator.prototype, 'geolocation', {
          configurable: true,
          get: () => ({
            getCurrentPosition: (_ok: unknown, fail: (e: { code: number }) => void) => {
              setTimeout(() => fail({ code: errorCode }), 50);
            },
          }),
        });
      }, code);
      await page.goto('/browse');
      await page.getByRole('button', { name: 'Use my location' }).click();
      await expect(page.getByRole('alert')).toHaveText(message);
    });
  }
});
