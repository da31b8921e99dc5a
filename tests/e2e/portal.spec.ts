import type { Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import { expect as baseExpect, superuserClient, test } from './fixtures';
import { png } from './images';
import { outboxCount } from './outbox';

// The contractor portal and dashboard against the real PocketBase: a listing made in the
// browser reaches the server with its resized photo and shows in /browse; hire requests are
// answered from /dashboard; an edit and a photo made offline survive a reload and reach the
// server once.
const REVERSE = 'https://reverse-geocode.test/reverse**';
const GEOCODE = 'https://geocode.test/search**';
const PASSWORD = 'e2e-password-123';

async function tradeId(admin: PocketBase, value: string): Promise<string> {
  const trade = await admin
    .collection('trades')
    .getFirstListItem(admin.filter('value = {:value}', { value }), { requestKey: null });
  return trade.id;
}

/** A listing made on the server, as another device of its owner would have made it. */
async function serverListing(baseURL: string, ownerId: string, name: string) {
  const admin = await superuserClient(baseURL);
  await admin.collection('contractors').create(
    {
      id: ownerId,
      owner: ownerId,
      business_name: name,
      trades: [await tradeId(admin, 'roofer')],
      postcode: '10007',
      status: 'active',
    },
    { requestKey: null },
  );
  return admin;
}

// The machine running these may be shared and slow: give sync rounds room.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

test.describe('contractor portal', () => {
  test('a contractor signs in, lists a business with a photo that reaches the server and /browse, then removes it', async ({
    page,
    context,
    baseURL,
    signIn,
  }) => {
    // Signed out, the portal asks to sign in and comes back here afterwards.
    await page.goto('/contractor-portal');
    const prompt = page.getByTestId('portal-sign-in');
    await expect(prompt.getByRole('link', { name: 'Sign up or log in' })).toHaveAttribute(
      'href',
      '/auth?mode=contractor&next=%2Fcontractor-portal',
    );
    const user = await signIn(page, { name: 'Casey Contractor', user_type: 'contractor' });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 40.7128, longitude: -74.006 });
    await page.route(REVERSE, (route) =>
      route.fulfill({
        json: {
          address: { city: 'New York', postcode: '10007', state: 'New York', country_code: 'us' },
        },
      }),
    );
    await page.goto('/contractor-portal');
    await expect(page.getByRole('heading', { name: 'Create your listing' })).toBeVisible();

    const stamp = Date.now();
    const name = `Casey Roofing ${stamp}`;
    await page.getByLabel('Business name').fill(name);
    await page.getByRole('checkbox', { name: 'Roofer' }).check();
    await page.getByLabel('Description').fill('Roof repairs and new roofs across the city.');
    await page.getByLabel('Phone').fill('+1 (212) 555-0100');
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(page.getByLabel('Postcode')).toHaveValue('10007');
    await expect(page.getByLabel('City')).toHaveValue('New York');
    await expect(page.getByLabel('Country code')).toHaveValue('US');
    await expect(page.getByLabel('Latitude')).toHaveValue('40.712800');
    await page.getByLabel('Years in business').fill('12');
    // An en-US browser counts in miles: the radius is typed in miles and stored in km.
    await expect(page.getByLabel('Service radius (mi)')).toHaveValue('15');
    await page.getByLabel('Service radius (mi)').fill('30');
    await page.getByLabel('I have liability insurance').check();
    await page
      .getByLabel('Photos')
      .setInputFiles({ name: 'roof.png', mimeType: 'image/png', buffer: png(2400, 1200) });
    await expect(
      page.getByRole('status').filter({ hasText: '1 new photo ready to upload' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save listing' }).click();
    await expect(toast(page, 'Listing saved')).toBeVisible();

    const admin = await superuserClient(baseURL ?? '');
    await expect
      .poll(
        async () => {
          const found = await admin.collection('contractors').getList(1, 1, {
            filter: admin.filter('owner = {:id}', { id: user.id }),
            requestKey: null,
          });
          return found.items[0];
        },
        { message: 'the listing on the server', timeout: 15_000 },
      )
      .toMatchObject({
        id: user.id,
        business_name: name,
        status: 'active',
        postcode: '10007',
        country_code: 'US',
        years_in_business: 12,
        service_radius_km: 48.28,
        insured: true,
        trades: [await tradeId(admin, 'roofer')],
        photos: [expect.stringMatching(/\.(webp|jpg)$/)],
      });
    const record = await admin.collection('contractors').getOne(user.id, { requestKey: null });
    expect(record.lat).toBeCloseTo(40.7128, 4);

    // The photo was scaled to 1600 px on its longer side before upload.
    const photoUrl = admin.files.getURL(record, (record.photos as string[])[0] ?? '');
    const width = await page.evaluate(async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      return image.naturalWidth;
    }, photoUrl);
    expect(width).toBe(1600);

    // The server's promo period shows once the record is back from the server.
    await expect(page.getByText(/^Listed free until /)).toBeVisible();
    await page.getByRole('link', { name: 'Preview public profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${user.id}$`));
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByTestId('profile-place')).toContainText('serves within 30 mi');

    // Other specs add roofers to the shared server and the list is virtual: find it by its stamp.
    await page.goto(`/browse?trade=roofer&q=${stamp}`);
    await expect(page.getByTestId('listing-card').filter({ hasText: name })).toBeVisible();

    // "Remove listing" asks first, then hides the listing (a soft delete the server keeps).
    await page.goto('/contractor-portal');
    await page.getByRole('button', { name: 'Remove listing' }).click();
    const dialog = page.getByTestId('confirm-remove-listing');
    await expect(dialog).toContainText('Remove your listing?');
    await dialog.getByRole('button', { name: 'Remove listing' }).click();
    await expect(page.getByTestId('listing-removed')).toBeVisible();
    await expect
      .poll(
        async () =>
          (await admin.collection('contractors').getOne<{ status: string }>(user.id)).status,
      )
      .toBe('removed');
    // A guest no longer finds it.
    const guestView = await fetch(
      `${baseURL ?? ''}/api/collections/contractors/records/${user.id}`,
    );
    expect(guestView.status).toBe(404);
  });

  test.describe('on a browser that counts in kilometres', () => {
    test.use({ locale: 'de-DE' });
    test('the service radius is typed and shown in km', async ({ page, baseURL, signIn }) => {
      const user = await signIn(page, { name: 'Kim Kilometre', user_type: 'contractor' });
      const admin = await serverListing(baseURL ?? '', user.id, 'Kim Roofs');
      await admin
        .collection('contractors')
        .update(user.id, { service_radius_km: 40, city: 'Bremen' });
      await page.goto('/contractor-portal');
      await expect(page.getByLabel('Service radius (km)')).toHaveValue('40');
      await page.goto(`/profile/${user.id}`);
      await expect(page.getByTestId('profile-place')).toContainText('serves within 40 km');
    });
  });

  test('a typed postcode is placed on the map; a listing found by its postcode in /browse', async ({
    page,
    baseURL,
    signIn,
  }) => {
    const user = await signIn(page, { name: 'Pia Postcode', user_type: 'contractor' });
    const asked: string[] = [];
    await page.route(GEOCODE, async (route) => {
      const url = new URL(route.request().url());
      asked.push(`${url.searchParams.get('postalcode')}|${url.searchParams.get('countrycodes')}`);
      if (url.searchParams.get('postalcode') === '00000') return route.fulfill({ json: [] });
      return route.fulfill({
        json: [
          {
            lat: '39.7990',
            lon: '-89.6440',
            address: { city: 'Springfield', state: 'Illinois', postcode: '62701' },
          },
        ],
      });
    });
    await page.goto('/contractor-portal');
    const stamp = Date.now();
    const name = `Pia Roofing ${stamp}`;
    await page.getByLabel('Business name').fill(name);
    await page.getByRole('checkbox', { name: 'Roofer' }).check();

    // Nothing is asked before the country is known; then the postcode is placed.
    await page.getByLabel('Postcode').fill('00000');
    await page.getByLabel('Country code').fill('us');
    await page.getByLabel('Latitude').focus();
    await expect(page.getByTestId('postcode-place')).toHaveText(
      'This postcode could not be found. Check it, or use your current location.',
    );
    await page.getByLabel('Postcode').fill('62701');
    await page.getByLabel('Latitude').focus();
    await expect(page.getByTestId('postcode-place')).toHaveText(
      'Placed from the postcode: 39.7990, -89.6440',
    );
    await expect(page.getByLabel('Latitude')).toHaveValue('39.799000');
    await expect(page.getByLabel('Longitude')).toHaveValue('-89.644000');
    await expect(page.getByLabel('City')).toHaveValue('Springfield');
    await expect(page.getByLabel('Region or state')).toHaveValue('Illinois');
    // Leaving the field again with the same postcode asks nothing more.
    await page.getByLabel('Postcode').focus();
    await page.getByLabel('Latitude').focus();
    expect(asked).toEqual(['00000|us', '62701|us']);

    await page.getByRole('button', { name: 'Save listing' }).click();
    await expect(toast(page, 'Listing saved')).toBeVisible();
    const admin = await superuserClient(baseURL ?? '');
    await expect
      .poll(async () => {
        const record = await admin
          .collection('contractors')
          .getOne<{ lat: number; lon: number }>(user.id, { requestKey: null })
          .catch(() => null);
        return record && [record.lat, record.lon];
      })
      .toEqual([39.799, -89.644]);

    await page.goto(`/browse?trade=roofer&q=${stamp}&postcode=62701&radius=10`);
    await expect(page.getByTestId('listing-card').filter({ hasText: name })).toBeVisible();
  });

  // The one test here that works offline, through the service worker (blocked by default,
  // playwright.config.ts); the others would only pay for its install.
  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('an edit and a photo made offline survive a reload and reach the server once', async ({
      page,
      context,
      baseURL,
      signIn,
    }) => {
      const user = await signIn(page, { name: 'Olive Offline', user_type: 'subcontractor' });
      const admin = await serverListing(baseURL ?? '', user.id, 'Olive Tiling');
      page.on('dialog', (dialog) => void dialog.accept());
      await page.goto('/contractor-portal');
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await expect(page.getByLabel('Business name')).toHaveValue('Olive Tiling');

      let patches = 0;
      page.on('request', (request) => {
        if (request.method() === 'PATCH' && request.url().includes('/collections/contractors/')) {
          patches += 1;
        }
      });
      await context.setOffline(true);
      await page.getByLabel('Business name').fill('Olive Tiling and Stone');
      await page
        .getByLabel('Photos')
        .setInputFiles({ name: 'tiles.png', mimeType: 'image/png', buffer: png(800, 600) });
      await page.getByRole('button', { name: 'Save listing' }).click();
      await expect(
        toast(page, 'Listing saved on this device. It will be sent when you are back online.'),
      ).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Business name')).toHaveValue('Olive Tiling and Stone');
      expect(patches).toBe(0);

      await context.setOffline(false);
      await expect
        .poll(
          async () =>
            (
              await admin
                .collection('contractors')
                .getOne<{ business_name: string }>(user.id, { requestKey: null })
            ).business_name,
          { timeout: 15_000 },
        )
        .toBe('Olive Tiling and Stone');
      // The photo waited in IndexedDB through the reload and was uploaded once.
      await expect
        .poll(
          async () =>
            (
              await admin
                .collection('contractors')
                .getOne<{ photos: string[] }>(user.id, { requestKey: null })
            ).photos,
        )
        .toEqual([expect.stringMatching(/\.(webp|jpg)$/)]);
      // Nothing is left to send again once the outbox is empty.
      await expect.poll(() => outboxCount(page)).toBe(0);
      // One PATCH with the fields, one with the photo.
      expect(patches).toBe(2);
    });
  });
});

test.describe('dashboard', () => {
  test('a hire request shows up; the contractor accepts, then marks it done', async ({
    page,
    baseURL,
    signIn,
  }) => {
    const user = await signIn(page, { name: 'Dana Builder', user_type: 'general_contractor' });
    await page.goto('/dashboard');
    await expect(page.getByText('You have no listing yet.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('no-requests')).toBeVisible();

    const admin = await serverListing(baseURL ?? '', user.id, 'Dana Builds');
    page.on('dialog', (dialog) => void dialog.accept());
    const client = new PocketBase(baseURL);
    const email = `client-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const created = await client.collection('users').create(
      {
        email,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        name: 'Chris Client',
        user_type: 'client',
      },
      { requestKey: null },
    );
    // Hiring needs a verified email (docs/security-model.md, "Trust rules").
    await admin.collection('users').update(created.id, { verified: true }, { requestKey: null });
    await client.collection('users').authWithPassword(email, PASSWORD, { requestKey: null });
    const hire = await client.collection('hires').create(
      {
        client: client.authStore.record?.id,
        contractor: user.id,
        trade: await tradeId(admin, 'roofer'),
        description: 'The flat roof over the garage leaks when it rains.',
        status: 'requested',
        preferred_start: '2031-05-04 12:00:00.000Z',
        contact_preference: 'phone',
        client_phone: '+1 217 555 0100',
      },
      { requestKey: null },
    );

    await page.reload();
    const card = page.getByTestId('hire-request');
    await expect(card).toContainText('The flat roof over the garage leaks when it rains.');
    await expect(card).toContainText('Roofer');
    await expect(card).toContainText('From May 4, 2031');
    await expect(card).toContainText('Phone');
    await expect(card.getByTestId('hire-status')).toHaveText('Status: New request');
    await expect(page.getByTestId('listing-summary')).toContainText('Dana Builds');
    // Who asked; how to reach them only once accepted (phone only: they asked for a call).
    await expect(card.getByTestId('hire-client')).toHaveText('Chris Client');
    await expect(card.getByTestId('hire-client-contact')).toHaveText(
      'Shown once you accept the request.',
    );

    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(card.getByTestId('hire-status')).toHaveText('Status: Accepted');
    await expect(card.getByRole('link', { name: '+1 217 555 0100' })).toHaveAttribute(
      'href',
      'tel:+12175550100',
    );
    await expect(card.getByTestId('hire-client-contact')).not.toContainText('@');
    await expect
      .poll(
        async () =>
          (
            await admin
              .collection('hires')
              .getOne<{ status: string }>(hire.id, { requestKey: null })
          ).status,
      )
      .toBe('accepted');
    await card.getByRole('button', { name: 'Mark as done' }).click();
    await page
      .getByTestId('confirm-hire-answer')
      .getByRole('button', { name: 'Mark as done' })
      .click();
    await expect(card.getByTestId('hire-status')).toHaveText(
      'Status: Done: waiting for the client',
    );
    await expect
      .poll(
        async () =>
          (
            await admin
              .collection('hires')
              .getOne<{ status: string }>(hire.id, { requestKey: null })
          ).status,
      )
      .toBe('done');
    await expect(card.getByRole('button')).toHaveCount(0);
  });
});
