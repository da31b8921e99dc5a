import type { Page } from '@playwright/test';
import { expect as baseExpect, superuserClient, test } from './fixtures';

// Locations that never lie, on a 390 px phone: a postcode that cannot be placed is said so and
// saved without a made-up position; an address that cannot be found is said so; browse finds
// the searcher's own postcode (and remembers it) and measures in the browser's unit.
const GEOCODE = 'https://geocode.test/search**';
const REVERSE = 'https://reverse-geocode.test/reverse**';
const SPRINGFIELD = { lat: '39.7990', lon: '-89.6440' };

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

test.describe('listing form', () => {
  test('a postcode the geocoder cannot place is said so, saved without a position, placed on retry', async ({
    page,
    baseURL,
    signIn,
  }) => {
    const user = await signIn(page, { name: 'Una Unplaced', user_type: 'contractor' });
    let geocoderUp = false;
    await page.route(GEOCODE, (route) =>
      geocoderUp
        ? route.fulfill({ json: [{ ...SPRINGFIELD, address: { city: 'Springfield' } }] })
        : route.abort('internetdisconnected'),
    );
    await page.goto('/contractor-portal');
    await page.getByLabel('Business name').fill(`Una Roofing ${Date.now()}`);
    await page.getByRole('checkbox', { name: 'Roofer' }).check();
    await page.getByLabel('Postcode').fill('62701');
    await page.getByLabel('Country code').fill('US');
    await page.getByLabel('Latitude').focus();
    await expect(page.getByTestId('postcode-place')).toHaveText(
      'The postcode could not be placed right now. Use your current location, or save the listing: the postcode will be looked up again later.',
    );
    await expect(page.getByRole('button', { name: 'Use my current location' })).toBeVisible();
    await expect(page.getByLabel('Latitude')).toHaveValue('');
    await expect(page.getByLabel('Longitude')).toHaveValue('');

    await page.getByRole('button', { name: 'Save listing' }).click();
    await expect(toast(page, 'Listing saved')).toBeVisible();
    const admin = await superuserClient(baseURL ?? '');
    await expect
      .poll(async () => {
        const record = await admin
          .collection('contractors')
          .getOne(user.id, { requestKey: null })
          .catch(() => null);
        return record && [record.postcode, record.lat, record.lon];
      })
      .toEqual(['62701', null, null]);

    geocoderUp = true;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('postcode-place')).toHaveText(
      'Placed from the postcode: 39.7990, -89.6440',
    );
    await expect(page.getByLabel('Latitude')).toHaveValue('39.799000');
  });

  test('a position without an address says so instead of leaving the city empty in silence', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn(page, { name: 'Ada Address', user_type: 'contractor' });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 40.7128, longitude: -74.006 });
    await page.route(REVERSE, (route) => route.fulfill({ status: 503, body: 'busy' }));
    await page.goto('/contractor-portal');
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(page.getByLabel('Latitude')).toHaveValue('40.712800');
    await expect(page.getByTestId('address-unknown')).toHaveText(
      'Your position was found, but not its address. Type the city and postcode yourself.',
    );
    await expect(page.getByLabel('City')).toHaveValue('');
  });
});

test.describe('browse by the searcher’s postcode', () => {
  /** Two listings on the server: one near Springfield (postcode 62702), one in Chicago. */
  async function listings(baseURL: string, stamp: string) {
    const admin = await superuserClient(baseURL);
    const roofer = await admin
      .collection('trades')
      .getFirstListItem('value = "roofer"', { requestKey: null });
    for (const [name, postcode, lat, lon] of [
      [`Near ${stamp}`, '62702', 39.78, -89.65],
      [`Far ${stamp}`, '60601', 41.8858, -87.6181],
    ] as const) {
      const owner = await admin.collection('users').create(
        {
          email: `${name.replace(/\s/g, '-').toLowerCase()}@example.com`,
          password: 'e2e-password-123',
          passwordConfirm: 'e2e-password-123',
          user_type: 'contractor',
        },
        { requestKey: null },
      );
      await admin.collection('contractors').create(
        {
          owner: owner.id,
          business_name: name,
          trades: [roofer.id],
          postcode,
          country_code: 'US',
          lat,
          lon,
          status: 'active',
        },
        { requestKey: null },
      );
    }
  }

  test.describe('in the US', () => {
    test.use({ locale: 'en-US' });
    test('geocodes the postcode once, measures in miles, and finds it again from the device', async ({
      page,
      baseURL,
    }) => {
      const stamp = String(Date.now());
      await listings(baseURL ?? '', stamp);
      const asked: string[] = [];
      await page.route(GEOCODE, (route) => {
        const url = new URL(route.request().url());
        asked.push(`${url.searchParams.get('postalcode')}|${url.searchParams.get('countrycodes')}`);
        return route.fulfill({ json: [{ ...SPRINGFIELD, address: {} }] });
      });
      // A postcode no listing anywhere has, so only the geocoder's answer can place it (other
      // tests leave listings at 62701, whose position would stand in for it).
      await page.goto(`/browse?q=${stamp}&postcode=62703&radius=10`);
      const cards = page.getByTestId('listing-card');
      await expect(cards.filter({ hasText: `Near ${stamp}` })).toBeVisible();
      await expect(
        cards.filter({ hasText: `Near ${stamp}` }).getByTestId('listing-distance'),
      ).toHaveText('1.4 mi away');
      await expect(cards.filter({ hasText: `Far ${stamp}` })).toHaveCount(0);
      await expect(page.getByTestId('result-count')).toHaveText('1 contractor found');
      await expect(page.getByLabel('Within')).toHaveValue('10');
      await expect(page.getByLabel('Within').locator('option:checked')).toHaveText('10 mi');
      expect(asked).toEqual(['62703|us']);

      // Any distance: the far one shows, measured in miles too.
      await page.getByLabel('Within').selectOption('');
      await expect(
        cards.filter({ hasText: `Far ${stamp}` }).getByTestId('listing-distance'),
      ).toHaveText(/^1\d\d(\.\d)? mi away$/);

      // The device remembers the postcode: with the geocoder gone it still measures from it.
      await page.unroute(GEOCODE);
      await page.route(GEOCODE, (route) => {
        asked.push(route.request().url());
        return route.abort('internetdisconnected');
      });
      await page.goto(`/browse?q=${stamp}&postcode=62703&radius=10`);
      await expect(
        cards.filter({ hasText: `Near ${stamp}` }).getByTestId('listing-distance'),
      ).toHaveText('1.4 mi away');
      await expect(cards.filter({ hasText: `Far ${stamp}` })).toHaveCount(0);
      expect(asked).toEqual(['62703|us']);
    });

    test('a listing in the searched postcode without a position shows no distance; an unknown postcode is said so', async ({
      page,
      baseURL,
    }) => {
      const stamp = String(Date.now());
      await listings(baseURL ?? '', stamp);
      // Saved while the geocoder was unreachable: a postcode and no position.
      const admin = await superuserClient(baseURL ?? '');
      const roofer = await admin
        .collection('trades')
        .getFirstListItem('value = "roofer"', { requestKey: null });
      const owner = await admin.collection('users').create(
        {
          email: `unplaced-${stamp}@example.com`,
          password: 'e2e-password-123',
          passwordConfirm: 'e2e-password-123',
          user_type: 'contractor',
        },
        { requestKey: null },
      );
      const unplaced = await admin.collection('contractors').create(
        {
          owner: owner.id,
          business_name: `Unplaced ${stamp}`,
          trades: [roofer.id],
          postcode: '62702',
          country_code: 'US',
          status: 'active',
        },
        { requestKey: null },
      );
      expect(unplaced.lat ?? null).toBeNull();
      await page.route(GEOCODE, (route) =>
        route.fulfill({ json: [{ ...SPRINGFIELD, address: {} }] }),
      );
      await page.goto(`/browse?q=${stamp}&postcode=62702&radius=10`);
      const cards = page.getByTestId('listing-card');
      const card = cards.filter({ hasText: `Unplaced ${stamp}` });
      // In the postcode searched for, so it is found, but how far it is is not known.
      await expect(card).toBeVisible();
      await expect(card.getByTestId('listing-distance')).toHaveCount(0);
      await expect(card).not.toContainText('away');
      await expect(
        cards.filter({ hasText: `Near ${stamp}` }).getByTestId('listing-distance'),
      ).toHaveText(/mi away$/);

      await test.step('a postcode the geocoder does not know is said so', async () => {
        await page.unroute(GEOCODE);
        await page.route(GEOCODE, (route) => route.fulfill({ json: [] }));
        await page.goto('/browse?postcode=00000');
        await expect(page.getByTestId('postcode-not-found')).toHaveText(
          'Postcode 00000 could not be found, so distance cannot be measured from it.',
        );
      });
    });
  });

  test.describe('in Ireland', () => {
    test.use({ locale: 'en-IE' });
    test('measures in kilometres', async ({ page, baseURL }) => {
      const stamp = String(Date.now());
      await listings(baseURL ?? '', stamp);
      await page.route(GEOCODE, (route) =>
        route.fulfill({ json: [{ ...SPRINGFIELD, address: {} }] }),
      );
      await page.goto(`/browse?q=${stamp}&postcode=62703&radius=10`);
      const near = page.getByTestId('listing-card').filter({ hasText: `Near ${stamp}` });
      await expect(near.getByTestId('listing-distance')).toHaveText('2.2 km away');
      await expect(page.getByLabel('Within').locator('option:checked')).toHaveText('10 km');
    });
  });
});
