import type { RecordModel } from 'pocketbase';
import { expect, superuserClient, test } from './fixtures';

// Security monitoring as the server records it: this test browser is automated
// (navigator.webdriver), so it is reported as a scraper; fast clicking and copying a lot
// are reported as suspicious activity. (Many page views in a minute:
// tests/component/security-monitor.test.tsx; the thresholds: tests/unit/security-model.test.ts.)
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
  test('an automated browser is reported once per session as a scraper; no mouse, fast clicks and a large copy are reported once each', async ({
    page,
    baseURL,
  }) => {
    const since = pbNow();
    /** The kinds of the events the page sends, in the order it sends them. */
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/log-security-event')) {
        const body = request.postDataJSON() as {
          eventType?: string;
          details?: { activityType?: string };
        };
        sent.push(String(body.details?.activityType ?? body.eventType));
      }
    });
    const count = (kind: string) => sent.filter((k) => k === kind).length;
    await page.clock.install();
    await page.goto('/');

    await test.step('scraper_detected, with its reasons', async () => {
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

    await test.step('no mouse movement for 30 seconds', async () => {
      await page.clock.runFor(30_000);
      await expect
        .poll(async () => kinds(await events(baseURL ?? '', since)))
        .toContain('no_mouse_movement');
    });

    await test.step('later page loads send no second scraper report', async () => {
      await page.reload();
      await page.goto('/how-it-works');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/faq');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    await test.step('more than 30 clicks in a minute and a copy over 500 characters', async () => {
      for (let i = 0; i < 31; i += 1)
        await page.locator('main').click({ position: { x: 5, y: 5 } });
      await expect.poll(() => count('rapid_clicks')).toBe(1);
      // However much more is clicked, one event of the kind.
      for (let i = 0; i < 10; i += 1)
        await page.locator('main').click({ position: { x: 5, y: 5 } });
      // Select the page's text and copy it with the keyboard.
      await page.evaluate(() => {
        document.getSelection()?.selectAllChildren(document.querySelector('main') ?? document.body);
      });
      await page.keyboard.press('ControlOrMeta+C');
      // The copy's report is sent after any the later clicks would have caused.
      await expect.poll(() => count('large_content_copy')).toBe(1);
      expect(count('rapid_clicks')).toBe(1);
      await expect
        .poll(async () => kinds(await events(baseURL ?? '', since)))
        .toEqual(expect.arrayContaining(['rapid_clicks', 'large_content_copy']));
      const stored = kinds(await events(baseURL ?? '', since));
      expect(stored.filter((k) => k === 'rapid_clicks')).toHaveLength(1);
    });

    // One scraper report for the browser session, through a reload and two more page loads.
    expect(count('bot_traits')).toBe(1);
  });
});
