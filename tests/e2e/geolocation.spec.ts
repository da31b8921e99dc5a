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
    // The address is answered once the page has shown that it is looking.
    let answer: () => void = () => undefined;
    const shown = new Promise<void>((resolve) => (answer = resolve));
    await page.route(REVERSE, async (route) => {
      asked = route.request().url();
      await shown;
      await route.fulfill({
        json: {
          address: { city: 'Leeds', postcode: 'LS1 4AP', state: 'England', country_code: 'gb' },
        },
      });
    });
    await page.goto('/browse');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('Finding your location...')).toBeVisible();
    answer();
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

  test('a browser that cannot locate says why: unsupported, denied, unavailable, timed out, other', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    // First a browser without the Geolocation API; the test puts it back later.
    await page.addInitScript(() => {
      const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'geolocation');
      (window as unknown as { realGeolocation: unknown }).realGeolocation = real;
      // @ts-expect-error -- a browser without the Geolocation API
      delete Navigator.prototype.geolocation;
    });
    await page.goto('/browse');
    const locate = page.getByRole('button', { name: 'Use my location' });
    const alert = page.getByRole('alert');
    await test.step('no geolocation in the browser', async () => {
      await locate.click();
      await expect(alert).toHaveText('Geolocation is not supported by this browser');
    });

    await test.step('denied permission', async () => {
      await page.evaluate(() => {
        const real = (window as unknown as { realGeolocation: PropertyDescriptor }).realGeolocation;
        Object.defineProperty(Navigator.prototype, 'geolocation', real);
      });
      await locate.click();
      await expect(alert).toHaveText('Location access denied by user');
    });

    // The position source fails the way a phone indoors (2) or a slow fix (3) does.
    for (const [code, message] of [
      [2, 'Location information unavailable'],
      [3, 'Location request timed out'],
      [42, 'Failed to get location'],
    ] as const) {
      await test.step(`the browser reports error ${code}`, async () => {
        await page.evaluate((errorCode) => {
          Object.defineProperty(Navigator.prototype, 'geolocation', {
            configurable: true,
            get: () => ({
              getCurrentPosition: (_ok: unknown, fail: (e: { code: number }) => void) => {
                queueMicrotask(() => fail({ code: errorCode }));
              },
            }),
          });
        }, code);
        await locate.click();
        await expect(alert).toHaveText(message);
      });
    }
  });
});
