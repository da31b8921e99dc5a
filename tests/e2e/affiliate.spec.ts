import PocketBase from 'pocketbase';
import { expect, readSetting, superuserClient, test } from './fixtures';
import { FIRST_VISIT, IP_LOCATION_PATTERN } from './visitor-state';

// Affiliate tracking on page load, checked in the real PocketBase.
test.use({ storageState: FIRST_VISIT });

async function affiliateWithClicks(baseURL: string) {
  const pb = new PocketBase(baseURL);
  const email = `affiliate-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const user = await pb
    .collection('users')
    .create(
      { email, password: 'affiliate-pass-1', passwordConfirm: 'affiliate-pass-1' },
      { requestKey: null },
    );
  await pb.collection('users').authWithPassword(email, 'affiliate-pass-1', { requestKey: null });
  const code = `e2e${Date.now().toString(36)}`;
  const admin = await superuserClient(baseURL);
  // Applications are made by POST /api/affiliate/signup only; a superuser makes this one.
  const affiliate = await admin
    .collection('affiliates')
    .create({ user: user.id, referral_code: code }, { requestKey: null });
  // Only approved affiliates' clicks count (docs/security-model.md "Email").
  await admin
    .collection('affiliates')
    .update(affiliate.id, { status: 'approved' }, { requestKey: null });
  const clicks = () =>
    admin
      .collection('affiliate_clicks')
      .getFullList({ filter: `affiliate = "${affiliate.id}"`, requestKey: null });
  const session = (visitorId: string) =>
    admin
      .collection('visitor_sessions')
      .getFirstListItem(`visitor_id = "${visitorId}"`, { requestKey: null });
  return { code, clicks, session };
}

test.describe('affiliate tracking on page load', () => {
  test('a visitor from the US with ?ref=: visitor id and code stored, session and click on the server', async ({
    page,
    baseURL,
  }) => {
    const { code, clicks, session } = await affiliateWithClicks(baseURL ?? '');
    await page.goto(`/?ref=${code}`);
    await expect.poll(async () => (await clicks()).length).toBe(1);
    const visitorId = await readSetting(page, 'visitor_id');
    expect(visitorId).toMatch(/^visitor_\d+_[a-z0-9]{8}$/);
    expect(await readSetting(page, 'affiliate_code')).toBe(code);
    expect(Date.parse(String(await readSetting(page, 'affiliate_first_visit')))).toBeGreaterThan(0);
    const stored = await session(String(visitorId));
    expect(stored).toMatchObject({ visit_count: 1, affiliate_code: code });
    expect(String((await clicks())[0]?.user_agent)).toContain('Chrome');

    await page.goto(`/faq?ref=${code}`);
    await expect.poll(async () => Number((await session(String(visitorId))).visit_count)).toBe(2);
  });

  test('a visitor from Germany who has not consented: the click counts, no identifier is stored', async ({
    page,
    baseURL,
  }) => {
    await page.route(IP_LOCATION_PATTERN, (route) =>
      route.fulfill({ json: { country_code: 'DE', region: 'Berlin' } }),
    );
    const { code, clicks } = await affiliateWithClicks(baseURL ?? '');
    await page.goto(`/?ref=${code}`);
    await expect.poll(async () => (await clicks()).length).toBe(1);
    expect(await readSetting(page, 'visitor_id')).toBeUndefined();
    expect(await readSetting(page, 'affiliate_code')).toBeUndefined();
  });

  test('an unknown code records nothing and the page works as usual', async ({ page }) => {
    const requests: string[] = [];
    page.on('requestfinished', (r) => {
      if (r.url().includes('/api/track-visit')) requests.push(r.url());
    });
    await page.goto('/?ref=nobody-has-this');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => requests.length).toBe(1);
  });
});
