import type { RecordModel } from 'pocketbase';
import { expect, superuserClient, test } from './fixtures';

// Security monitoring as the server records it: this test browser is automated
// (navigator.webdriver), so it is reported as a scraper; fast clicking and copying a lot
// are reported as suspicious activity.
async function events(baseURL: string, since: string): Promise<RecordModel[]> {
  const admin = await superuserClient(baseURL);
  return admin
    .collection('security_events')
    .getFullList({ filter: `created >= "${since}"`, sort: 'created', requestKey: null });
}

const pbNow = () => new Date(Date.now() - 1000).toISOString().replace('T', ' ');
const kinds = (list: RecordModel[]) =>
  list.map((e) => String((e.details as { activityType?: string }).activityType ?? e.event_type));

test.describe('security monitoring', () => {
  test('an automated browser is reported once as scraper_detected, with its reasons', async ({
    page,
    baseURL,
  }) => {
    const since = pbNow();
    await page.goto('/');
    await expect
      .poll(async () =>
        (await events(baseURL ?? '', since)).some(
          (e) =>
            e.event_type === 'scraper_detected' &&
            e.severity === 'high' &&
            (e.details as { reasons: string[] }).reasons.includes('webdriver') &&
            String(e.user_agent).includes('Chrome'),
        ),
      )
      .toBe(true);
    // Spec §3's payload: reason, activityType and an ISO timestamp beside the extra fields.
    const [scraper] = (await events(baseURL ?? '', since)).filter(
      (e) => e.event_type === 'scraper_detected',
    );
    expect(scraper?.details).toMatchObject({
      reason: expect.stringContaining('webdriver'),
      activityType: 'bot_traits',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  test('the scraper report is sent once per browser session, not on every page load', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/log-security-event')) {
        sent.push(String((request.postDataJSON() as { eventType?: string }).eventType));
      }
    });
    await page.goto('/');
    await expect.poll(() => sent).toEqual(['scraper_detected']);
    await page.reload();
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual(['scraper_detected']);
  });

  test('more than 30 clicks in a minute and a copy over 500 characters are reported', async ({
    page,
    baseURL,
  }) => {
    const since = pbNow();
    await page.goto('/');
    for (let i = 0; i < 31; i += 1) await page.locator('main').click({ position: { x: 5, y: 5 } });
    // Select the page's text and copy it with the keyboard.
    await page.evaluate(() => {
      document.getSelection()?.selectAllChildren(document.querySelector('main') ?? document.body);
    });
    await page.keyboard.press('ControlOrMeta+C');
    await expect
      .poll(async () => kinds(await events(baseURL ?? '', since)))
      .toEqual(expect.arrayContaining(['rapid_clicks', 'large_content_copy']));
    // One event of each kind per page load, however much more is clicked.
    for (let i = 0; i < 10; i += 1) await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.waitForTimeout(500);
    const clicks = kinds(await events(baseURL ?? '', since)).filter((k) => k === 'rapid_clicks');
    expect(clicks).toHaveLength(1);
  });

  test('more than 20 page views in a minute are reported', async ({ page, baseURL }) => {
    test.slow(); // 22 page views
    const since = pbNow();
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    for (let i = 0; i < 11; i += 1) {
      await footer.getByRole('link', { name: 'Terms of Service' }).click();
      await expect(page).toHaveURL(/\/terms$/);
      await footer.getByRole('link', { name: 'FAQ' }).click();
      await expect(page).toHaveURL(/\/faq$/);
    }
    await expect
      .poll(async () => kinds(await events(baseURL ?? '', since)))
      .toContain('rapid_page_views');
  });

  test('no mouse movement for 30 seconds is reported', async ({ page, baseURL }) => {
    const since = pbNow();
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(30_000);
    await expect
      .poll(async () => kinds(await events(baseURL ?? '', since)))
      .toContain('no_mouse_movement');
  });
});
