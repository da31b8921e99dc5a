import { expect, superuserClient, withServiceWorker as test } from './fixtures';

// Works offline through the service worker: installed before the test (fixtures.ts).

// The offline half of the marketplace story: a signed-in client finds a listing by
// trade and postcode, goes offline, browses and opens the profile from this device's copy,
// asks for a hire offline, reloads while still offline (the request is still waiting), and
// when the network is back the request reaches the real PocketBase exactly once.
test('a hire request made offline survives a reload and reaches the server once', async ({
  page,
  context,
  signIn,
  baseURL,
}) => {
  const admin = await superuserClient(baseURL ?? '');
  const roofer = await admin.collection('trades').getFirstListItem("value = 'roofer'");
  const stamp = `${Date.now()}`;
  const postcode = `7${stamp.slice(-4)}`;
  const owner = await admin.collection('users').create({
    email: `owner-${stamp}@example.com`,
    password: 'owner-password-1',
    passwordConfirm: 'owner-password-1',
    user_type: 'contractor',
    verified: true,
    name: 'Olga Owner',
  });
  const listing = await admin
    .collection('contractors')
    .create<{ id: string; business_name: string }>({
      owner: owner.id,
      business_name: `Skyline Roofing ${stamp}`,
      trades: [roofer.id],
      description: 'Roof repairs, flat roofs and gutters.',
      city: 'Springfield',
      postcode,
      lat: 39.8,
      lon: -89.65,
      status: 'active',
    });
  const client = await signIn(page, { user_type: 'client', name: 'Carl Client' });

  await page.goto(`/browse?trade=roofer&postcode=${postcode}&radius=25`);
  const card = page.getByTestId('listing-card').filter({ hasText: listing.business_name });
  await expect(card).toBeVisible();
  // Playwright's browser says en-US: distances are in miles.
  await expect(card.getByTestId('listing-distance')).toHaveText('0 mi away');

  await context.setOffline(true);
  await page.reload();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: listing.business_name })).toBeVisible();

  await page.getByRole('button', { name: 'Request a hire' }).click();
  await page.getByLabel('What needs doing?').fill('Two slates blew off in the storm.');
  await page.getByLabel('How should they contact you?').selectOption('phone');
  // Asked to be phoned, the client must leave a number.
  await page.getByRole('button', { name: 'Send hire request' }).click();
  await expect(
    page.getByText('It is needed when you ask to be phoned.', { exact: false }),
  ).toBeVisible();
  await page.getByLabel('Your phone number').fill('+1 217 555 0142');
  await page.getByRole('button', { name: 'Send hire request' }).click();
  await expect(
    page.getByText('Hire request saved. It will be sent when you are back online.'),
  ).toBeVisible();

  await page.reload();
  const status = page.getByTestId('sync-status').filter({ visible: true });
  await expect(status).toHaveAttribute('data-pending', '1');
  // Every text the panel's queue line shows from the press on: the panel is loaded by the
  // press and must open on the waiting change, never on "All changes saved" first.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { queueTexts: string[] }).queueTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="sync-queue"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await status.click();
  await expect(page.getByTestId('sync-panel')).toContainText(
    'Offline: your changes are saved on this device and sent when you reconnect.',
  );
  await expect(page.getByTestId('sync-queue')).toHaveText('1 change waiting to be sent');
  expect(
    await page.evaluate(() => (window as unknown as { queueTexts: string[] }).queueTexts),
  ).toEqual(['1 change waiting to be sent']);
  await page.keyboard.press('Escape');
  const onServer = () =>
    admin.collection('hires').getFullList({ filter: `client = '${client.id}'` });
  expect(await onServer()).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(async () => (await onServer()).length, { timeout: 15_000 }).toBe(1);
  await expect(status).toHaveAttribute('data-pending', '0');
  await status.click();
  await expect(page.getByTestId('sync-queue')).toHaveText('All changes saved');
  await page.keyboard.press('Escape');
  const [hire] = await onServer();
  expect(hire).toMatchObject({
    contractor: listing.id,
    trade: roofer.id,
    status: 'requested',
    fee_status: 'waived',
    contact_preference: 'phone',
    client_phone: '+1 217 555 0142',
    // Filled in by the server; the email is not passed on to a client who asked for a call.
    client_name: 'Carl Client',
    client_email: '',
    description: 'Two slates blew off in the storm.',
  });
  // Another round later still finds exactly one.
  await page.reload();
  await expect(status).toHaveAttribute('data-pending', '0');
  expect(await onServer()).toHaveLength(1);
});
