import type { Page } from '@playwright/test';
import arLegal from '../../src/i18n/locales/ar/legal.json' with { type: 'json' };
import arPages from '../../src/i18n/locales/ar/pages.json' with { type: 'json' };
import deLegal from '../../src/i18n/locales/de/legal.json' with { type: 'json' };
import dePages from '../../src/i18n/locales/de/pages.json' with { type: 'json' };
import enLegal from '../../src/i18n/locales/en/legal.json' with { type: 'json' };
import { BEST_PRACTICE_ARTICLES } from '../../src/constants/best-practices';
import { expect, test } from './fixtures';
import { ABSOLUTE, canonicalLinks, jsonLdBlocks } from './html-head';
import { blockingViolations } from './route-sweep';
import { FIRST_VISIT, IP_LOCATION_PATTERN, IP_LOCATION_PORT } from './visitor-state';

// /terms, /privacy, /best-practices and its articles: English Markdown rendered at
// build time, the configured names filled in, "the English text governs" and "Translate" in
// other languages. The e2e build sets no LEGAL_ENTITY and the VITE_* hosts of `npm run
// test:e2e` (the IP-location stand-in, geocode.test, ...). Each page's accessibility and its
// fit on a 390 px phone: a11y.spec.ts; opened offline: content-pages.spec.ts.

const ARTICLE_PATHS = BEST_PRACTICE_ARTICLES.map((a) => `/best-practices/${a.slug}`);

/** One sentence of each article's text (content/best-practices/<slug>/en.md). */
const ARTICLE_TEXT: Record<string, string> = {
  'getting-quotes': 'Ask for at least two or three quotes',
  'checking-a-licence': 'A number on a listing or',
  'written-agreements': 'Avoid paying most of the price up front.',
  'a-good-listing': 'Use the name clients will see on your van',
  'answering-requests': 'If you cannot take the job',
  'earning-reviews': 'How a hire becomes a review',
};

const picker = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Language' });

test.describe('legal pages and best practices', () => {
  test.describe('served HTML, without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('terms, privacy, the best-practice index and its six articles, each prerendered', async ({
      page,
    }) => {
      await test.step('terms: roles, fees, reviews, suspension, liability, the operator placeholder and the version', async () => {
        await page.goto('/terms');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
        await expect(page.getByText('Version of Nov 26, 2026')).toBeVisible();
        const main = page.getByRole('main');
        for (const heading of ['2. Roles', '3. Fees', '6. Reviews', '7. Prohibited conduct']) {
          await expect(main.getByRole('heading', { name: heading })).toBeVisible();
        }
        await expect(main).toContainText('Hire fee: $1');
        await expect(main).toContainText('No commission, no subscription, no charge per lead.');
        await expect(main).toContainText('8. Suspension and ending your account');
        // No LEGAL_ENTITY in this build: the placeholder, never a raw token.
        await expect(main.getByText(enLegal.operatorNotConfigured).first()).toBeVisible();
        await expect(main).not.toContainText('{{');
      });

      await test.step('privacy: data, the configured services by host, and the storage table at #storage', async () => {
        await page.goto('/privacy');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
        const main = page.getByRole('main');
        await expect(main.locator('h2#storage')).toHaveText('3. What is stored in your browser');
        const services = main.locator('table').filter({ hasText: 'IP-location service' });
        for (const host of [
          // The IP-location stand-in of this e2e run (the build's VITE_IP_LOCATION_URL).
          `127.0.0.1:${IP_LOCATION_PORT}`,
          'geocode.test',
          'reverse-geocode.test',
          // Stripe.js from the emulator of this e2e run (the build's VITE_STRIPE_JS_URL).
          `127.0.0.1:${process.env.E2E_STRIPE_PORT || 8111}`,
          'estimating-partner.example',
        ]) {
          await expect(services).toContainText(host);
        }
        await expect(services).not.toContainText('TRANSLATE_API_URL');
        const storage = main.locator('table').filter({ hasText: 'pocketbase_auth' });
        await expect(storage.getByRole('row', { name: /visitor_id/ })).toContainText('consent');
        await expect(storage.getByRole('row', { name: /exitIntentShown/ })).toContainText(
          'session storage',
        );
        await expect(main).toContainText('no IP address and no country are stored');
        await expect(main).not.toContainText('{{');
      });

      await test.step('best practices: the index links six articles, each its own prerendered page', async () => {
        await page.goto('/best-practices');
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { name: 'For clients' })).toBeVisible();
        await expect(main.getByRole('heading', { name: 'For contractors' })).toBeVisible();
        for (const path of ARTICLE_PATHS)
          await expect(main.locator(`a[href="${path}"]`)).toHaveCount(1);
        for (const { slug } of BEST_PRACTICE_ARTICLES) {
          await page.goto(`/best-practices/${slug}`);
          await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
          await expect(page.getByRole('main')).toContainText(ARTICLE_TEXT[slug] ?? '?');
          await expect(page).toHaveTitle(/ \| TradesMarket$/);
        }
      });

      await test.step('an article carries Article structured data with its absolute URL', async () => {
        await page.goto('/best-practices/written-agreements');
        // `npm run test:e2e` builds with PUBLIC_URL: the JSON-LD is in the HTML, with that
        // origin (a build without it adds the JSON-LD after hydration, from the page's origin).
        const data = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent) as unknown));
        expect(data).toContainEqual(
          expect.objectContaining({
            '@type': 'Article',
            url: expect.stringMatching(/^https?:\/\/[^/]+\/best-practices\/written-agreements$/),
            headline: 'Putting the agreement in writing',
            inLanguage: 'en',
          }),
        );
      });
    });
  });

  test('the served HTML: /best-practices a CollectionPage listing every article, /terms and /privacy a WebPage', async ({
    request,
  }) => {
    const index = await (await request.get('/best-practices')).text();
    const collection = jsonLdBlocks(index).find((b) => b['@type'] === 'CollectionPage');
    expect(collection, 'no CollectionPage JSON-LD (was the app built with PUBLIC_URL?)').toEqual(
      expect.objectContaining({
        url: expect.stringMatching(ABSOLUTE('/best-practices')),
        name: 'Best Practices',
      }),
    );
    const list = collection?.mainEntity as {
      '@type': string;
      numberOfItems: number;
      itemListElement: { position: number; url: string; name: string }[];
    };
    expect(list['@type']).toBe('ItemList');
    expect(list.numberOfItems).toBe(BEST_PRACTICE_ARTICLES.length);
    expect(list.itemListElement.map((item) => item.position)).toEqual(
      BEST_PRACTICE_ARTICLES.map((_, i) => i + 1),
    );
    for (const [i, path] of ARTICLE_PATHS.entries()) {
      const item = list.itemListElement[i];
      expect(item?.url).toMatch(ABSOLUTE(path));
      // The name the article's own page gives as its headline.
      const article = jsonLdBlocks(await (await request.get(path)).text()).find(
        (b) => b['@type'] === 'Article',
      );
      expect(item?.name).toBe(article?.headline);
    }
    expect(list.itemListElement).toContainEqual(
      expect.objectContaining({ name: 'Putting the agreement in writing' }),
    );
    expect(canonicalLinks(index)).toEqual([collection?.url]);

    for (const [path, heading] of [
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
    ] as const) {
      const html = await (await request.get(path)).text();
      const webPage = jsonLdBlocks(html).find((b) => b['@type'] === 'WebPage');
      expect(webPage?.url).toMatch(ABSOLUTE(path));
      expect(webPage?.name).toBe(heading);
      expect(canonicalLinks(html)).toEqual([webPage?.url]);
    }
  });

  test('in German: the English text, a German note that it governs, and Translate through the provider', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/privacy');
    await picker(page).selectOption('de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dePages.privacy.title);
    const note = page.getByTestId('english-governs');
    await expect(note).toContainText(deLegal.governs);
    const article = page.locator('.content-prose');
    await expect(article).toHaveAttribute('lang', 'en');
    await expect(article).toContainText('What is stored in your browser');
    // The placeholder of an unset LEGAL_ENTITY is interface text: German here.
    await expect(article).toContainText(deLegal.operatorNotConfigured);
    // A service only the server calls is named by the host the server reports (this run's
    // translation stand-in on 127.0.0.1), once the page has asked it.
    await expect(
      article
        .getByRole('row', { name: /^Translation provider/ })
        .getByRole('cell')
        .last(),
    ).toHaveText(/^127\.0\.0\.1:\d+$/);

    await note.getByRole('button', { name: deLegal.translate }).click();
    // The stand-in provider "translates" each piece into "[de] <text>".
    await expect(note).toContainText(deLegal.translated, { timeout: 15_000 });
    await expect(article).not.toHaveAttribute('lang', 'en');
    await expect(article).toContainText('[de]');
    // The heading and description are interface text: German before and after.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dePages.privacy.title);
    await expect(page.getByText(dePages.privacy.description)).toBeVisible();
    await expect(article.locator('table').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await note.getByRole('button', { name: deLegal.showEnglish }).click();
    await expect(article).toHaveAttribute('lang', 'en');
    await expect(article).not.toContainText('[de]');
    await expect(note).toContainText(deLegal.governs);

    // An article too; a failing provider keeps the English and says so.
    await page.goto('/best-practices/getting-quotes');
    await page.route('**/api/translate-content', (route) =>
      route.fulfill({ status: 503, json: { message: 'down' } }),
    );
    await page
      .getByTestId('english-governs')
      .getByRole('button', { name: deLegal.translate })
      .click();
    await expect(page.getByRole('alert')).toHaveText(deLegal.translateFailed);
    await expect(page.locator('.content-prose')).toHaveAttribute('lang', 'en');
  });

  test('in Arabic: the page right-to-left, the English text left-to-right, and Translate on an article takes its title and description along', async ({
    page,
  }) => {
    const title = 'Getting quotes you can compare';
    const description =
      'How to describe your job, how many quotes to ask for, and how to compare them on more than price.';
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/terms');
    await picker(page).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arPages.terms.title);
    await expect(page.getByTestId('english-governs')).toContainText(arLegal.governs);
    const terms = page.locator('.content-prose');
    await expect(terms).toHaveAttribute('dir', 'ltr');
    await expect(terms).toHaveAttribute('lang', 'en');
    expect(await blockingViolations(page)).toEqual([]);

    // The choice is kept: the article opens in Arabic.
    await page.goto('/best-practices/getting-quotes');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const heading = page.getByRole('heading', { level: 1 });
    const header = page.locator('article header');
    await expect(heading).toHaveText(title);
    await expect(header).toHaveAttribute('lang', 'en');
    await expect(header).toHaveAttribute('dir', 'ltr');
    const note = page.getByTestId('english-governs');
    await expect(note).toContainText(arLegal.governs);

    await note.getByRole('button', { name: arLegal.translate }).click();
    // The stand-in provider "translates" each piece into "[ar] <text>".
    await expect(note).toContainText(arLegal.translated, { timeout: 15_000 });
    await expect(heading).toHaveText(`[ar] ${title}`);
    await expect(header).toContainText(`[ar] ${description}`);
    // Now in the page's language and direction, like the text under it.
    await expect(header).not.toHaveAttribute('lang');
    await expect(header).not.toHaveAttribute('dir');
    const article = page.locator('.content-prose');
    await expect(article).toContainText('[ar]');
    await expect(article).not.toHaveAttribute('lang', 'en');
    expect(await blockingViolations(page)).toEqual([]);

    await note.getByRole('button', { name: arLegal.showEnglish }).click();
    await expect(heading).toHaveText(title);
    await expect(header).toHaveAttribute('lang', 'en');
    await expect(header).toContainText(description);
    await expect(note).toContainText(arLegal.governs);
  });

  test("the cookie banner's privacy link lands on the storage table", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL: baseURL ?? '', storageState: FIRST_VISIT });
    await context.route(IP_LOCATION_PATTERN, (route) =>
      route.fulfill({ json: { country_code: 'GB', region: 'England' } }),
    );
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/');
    const banner = page.getByTestId('consent-banner');
    await banner.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy#storage$/);
    await expect(page.locator('h2#storage')).toBeInViewport();
    await context.close();
  });
});
