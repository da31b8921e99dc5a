import de from '../../src/i18n/locales/de/common.json' with { type: 'json' };
import deMarket from '../../src/i18n/locales/de/market.json' with { type: 'json' };
import { expect, holdAppCode, superuserClient, test } from './fixtures';

// A prerendered page paints before the app's code runs. On a slow phone a visitor may type,
// choose and press Send in that moment: nothing may be lost, and the browser must not submit
// the form itself (a GET with the message in the URL). The app's entry chunk is held back here
// until the visitor has acted, as a slow link would (src/lib/early-input.ts).

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    ownClientAddress: true,
  });

  test('an inquiry written and sent before the page has hydrated is sent once it has', async ({
    page,
    baseURL,
  }) => {
    const admin = await superuserClient(baseURL ?? '');
    const email = `early-${Date.now()}@example.com`;
    const release = await holdAppCode(page);
    await page.goto('/legal-inquiries', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Type of inquiry').selectOption('law_enforcement');
    await page.getByLabel('Organisation').fill('Springfield Police Department');
    await page.getByLabel('Your name').fill('Det. Sam Lane');
    await page.getByLabel('Your email address').fill(email);
    await page.getByLabel('Your inquiry').fill('I pressed send before the page was ready.');
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    // Held back: no navigation with the fields in the URL.
    expect(new URL(page.url()).search).toBe('');

    release();
    await expect(page.getByTestId('contact-status')).toContainText(
      'We received your message. Your reference is LI-',
    );
    const stored = await admin
      .collection('legal_inquiries')
      .getFullList({ filter: admin.filter('email = {:e}', { e: email }), requestKey: null });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      organisation: 'Springfield Police Department',
      message: 'I pressed send before the page was ready.',
    });
    expect(new URL(page.url()).search).toBe('');
  });
});

test('a language, search words and a ticked filter chosen before hydration apply once it has', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/browse', { waitUntil: 'domcontentloaded' });
  await page.getByRole('searchbox', { name: 'Search by name or description' }).fill('roof');
  await page.getByText('Distance, rating and sorting').click();
  await page.getByLabel('Verified only').check();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption('de');
  release();
  await expect(
    page.getByRole('navigation', { name: de.nav.label }).getByRole('link', {
      name: de.nav.findContractors,
    }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveURL(/[?&]q=roof(&|$)/);
  await expect(page).toHaveURL(/[?&]verified=1(&|$)/);
  await expect(page.getByRole('searchbox', { name: deMarket.browse.searchLabel })).toHaveValue(
    'roof',
  );
  await expect(page.getByLabel(deMarket.browse.verifiedOnly)).toBeChecked();
});
