import { PAGE_ROUTES, PRERENDER_PATHS, samplePath } from '../../src/app/route-table';
import { expect, test } from './fixtures';
import { ABSOLUTE, canonicalLinks, jsonLdBlocks } from './html-head';
import { blockingViolations } from './route-sweep';

// The Markdown content pages (content/<page>/<lang>.md, docs/rendering.md "Content pages"):
// prerendered with their JSON-LD (absolute URLs from PUBLIC_URL, which `npm run test:e2e`
// builds with), open offline after one visit (the legal pages with them), translated. Their
// accessibility and their fit on a 390 px phone: a11y.spec.ts, with every other route.
const PAGES = [
  {
    path: '/how-it-works',
    heading: 'How It Works',
    text: 'Where "Save 90%" comes from',
    schema: 'WebPage',
  },
  {
    path: '/faq',
    heading: 'Frequently Asked Questions',
    text: 'Who sees my phone number and email?',
    schema: 'FAQPage',
  },
  {
    path: '/safety-and-trust',
    heading: 'Safety and Trust',
    text: 'How reviews are protected',
    schema: 'WebPage',
  },
] as const;

test.describe('the HTML the server sends (no JavaScript)', () => {
  test('/how-it-works, /faq and /safety-and-trust have their content and structured data', async ({
    request,
  }) => {
    for (const { path, heading, text, schema } of PAGES) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`>${heading}</h1>`);
      expect(html).toContain(text.replace(/"/g, '&quot;'));
      const blocks = jsonLdBlocks(html);
      const data = blocks.find((b) => b['@type'] === schema);
      expect(
        data,
        `${path}: no ${schema} JSON-LD (was the app built with PUBLIC_URL?)`,
      ).toBeTruthy();
      expect(data?.url).toMatch(ABSOLUTE(path));
      expect(data?.name).toBe(heading);
      if (schema === 'FAQPage') {
        const questions = data?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
        expect(questions.length).toBeGreaterThanOrEqual(20);
        expect(questions).toContainEqual({
          '@type': 'Question',
          name: 'Who sees my phone number and email?',
          acceptedAnswer: expect.objectContaining({ '@type': 'Answer' }) as unknown,
        });
      }
    }
  });

  test('/affiliate-terms has WebPage structured data', async ({ request }) => {
    const html = await (await request.get('/affiliate-terms')).text();
    expect(html).toContain('>Affiliate Terms</h1>');
    const data = jsonLdBlocks(html).find((b) => b['@type'] === 'WebPage');
    expect(data, 'no WebPage JSON-LD (was the app built with PUBLIC_URL?)').toEqual(
      expect.objectContaining({
        url: expect.stringMatching(ABSOLUTE('/affiliate-terms')),
        name: 'Affiliate Terms',
        inLanguage: 'en',
        isPartOf: { '@id': expect.stringMatching(ABSOLUTE('/#website')) as unknown },
      }),
    );
  });

  test('/ has its WebSite, Service and FAQPage with absolute URLs', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const graph = jsonLdBlocks(html).find((b) => b['@graph'])?.['@graph'] ?? [];
    const byType = (type: string) => graph.find((node) => node['@type'] === type);
    expect(byType('WebSite')?.url, 'no WebSite JSON-LD (build with PUBLIC_URL)').toMatch(
      ABSOLUTE('/'),
    );
    expect(byType('Service')).toBeTruthy();
    const faq = byType('FAQPage')?.mainEntity as { name: string }[];
    expect(faq.map((q) => q.name)).toEqual([
      'How much does it cost to hire a contractor?',
      'How much does it cost to list my business?',
      'Which trades can I find?',
      'Are contractors verified?',
    ]);
  });
});

test.describe('canonical links (the build has PUBLIC_URL)', () => {
  const PRIVATE_PATHS = PAGE_ROUTES.filter((route) => !route.prerender).map(samplePath);

  test('every prerendered page names its absolute URL once, the same its JSON-LD gives', async ({
    request,
  }) => {
    for (const path of PRERENDER_PATHS) {
      const html = await (await request.get(path)).text();
      const links = canonicalLinks(html);
      expect(links, `${path}: one canonical link in the served HTML`).toHaveLength(1);
      expect(links[0]).toMatch(ABSOLUTE(path));
      // In <head>, where crawlers read it.
      expect(html.indexOf('rel="canonical"'), path).toBeLessThan(html.indexOf('</head>'));
      const ids = jsonLdBlocks(html).flatMap((b) => [b, ...(b['@graph'] ?? [])]);
      const described = ids.find((node) => node.url === links[0]);
      if (path !== '/browse') expect(described, `${path}: JSON-LD for ${links[0]}`).toBeTruthy();
    }
  });

  test('private pages (dashboards, admin, sign-in, profiles) have none', async ({ request }) => {
    expect(PRIVATE_PATHS).toEqual(
      expect.arrayContaining(['/dashboard', '/admin', '/auth', '/account-settings']),
    );
    for (const path of PRIVATE_PATHS) {
      const html = await (await request.get(path)).text();
      expect(canonicalLinks(html), path).toEqual([]);
    }
  });

  // Without a query the prerendered page is hydrated (React adopts its link); with one it is
  // rendered afresh (main.tsx), which must not leave the prerendered link behind.
  test('follows client navigation from /faq, with or without a query: the new path, none on a private page', async ({
    page,
  }) => {
    for (const start of ['/faq', '/faq?utm_source=newsletter']) {
      await test.step(start, async () => {
        const canonical = page.locator('head link[rel="canonical"]');
        await page.goto(start);
        await expect(canonical).toHaveCount(1);
        await expect(canonical).toHaveAttribute('href', ABSOLUTE('/faq'));

        const footer = page.getByRole('contentinfo');
        await footer.locator('a[href="/terms"]').click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
        await expect(canonical).toHaveCount(1);
        await expect(canonical).toHaveAttribute('href', ABSOLUTE('/terms'));

        await footer.locator('a[href="/auth"]').click();
        await expect(page).toHaveURL(/\/auth$/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(canonical).toHaveCount(0);

        await footer.locator('a[href="/best-practices"]').click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Best Practices');
        await expect(canonical).toHaveCount(1);
        await expect(canonical).toHaveAttribute('href', ABSOLUTE('/best-practices'));
      });
    }
  });

  test('a signed-in visitor (rendered afresh, not hydrated) gets the same single link', async ({
    page,
    signIn,
  }) => {
    await signIn(page);
    await page.goto('/privacy');
    const canonical = page.locator('head link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute('href', ABSOLUTE('/privacy'));
  });
});

test('the home page links its comparison claims to "How we compare"', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /How we compare/ }).click();
  await expect(page).toHaveURL(/\/how-it-works#how-we-compare$/);
  await expect(page.getByRole('heading', { name: 'How we compare', level: 2 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'MyBuilder', exact: true })).toBeVisible();
  // Every source can be checked: each row's source links to the page it comes from.
  const sources = page
    .locator('#how-we-compare ~ .content-table')
    .first()
    .locator('tbody tr td:last-child');
  await expect(sources).toHaveCount(7);
  for (const cell of await sources.all()) {
    await expect(cell.locator('a[href^="https://"]').first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'mybuilder.com/shortlisting' })).toHaveAttribute(
    'href',
    'https://www.mybuilder.com/shortlisting',
  );
});

// The one test here that needs the service worker (blocked by default, playwright.config.ts).
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit the content and legal pages open offline, in the visitor language', async ({
    page,
    context,
  }) => {
    test.slow(); // installs the service worker, then eight pages offline
    await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'de'));
    await page.goto('/faq');
    await expect(page.locator('#hiring')).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);

    await context.setOffline(true);
    for (const { path } of PAGES) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.locator('.content-prose h2').first()).toBeVisible();
      await expect(page.getByText('shown in English')).toHaveCount(0);
    }
    // The legal pages and articles are English text (the English governs) in any language.
    for (const [path, text] of [
      ['/privacy', 'What is stored in your browser'],
      ['/best-practices/earning-reviews', 'How a hire becomes a review'],
      ['/best-practices', 'Earning good reviews'],
      ['/terms', 'Prohibited conduct'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      await expect(page.getByRole('main')).toContainText(text);
    }
    // In-app navigation offline too.
    await page.getByRole('contentinfo').locator('a[href="/best-practices"]').click();
    await page.getByRole('main').locator('a[href="/best-practices/checking-a-licence"]').click();
    await expect(page.getByRole('main')).toContainText('A number on a listing or');
    await context.setOffline(false);
  });
});

test.describe('translated', () => {
  // The heading of the same section (same anchor) in German and Arabic.
  const SAMPLES: Record<string, Record<string, readonly [anchor: string, heading: string]>> = {
    de: {
      '/how-it-works': ['#how-we-compare', 'So schneiden wir im Vergleich ab'],
      '/faq': ['#privacy', 'Datenschutz'],
      '/safety-and-trust': ['#reviews', 'Wie Bewertungen geschützt sind'],
    },
    ar: {
      '/how-it-works': ['#how-we-compare', 'كيف نقارن بغيرنا'],
      '/faq': ['#privacy', 'الخصوصية'],
      '/safety-and-trust': ['#reviews', 'كيف نحمي التقييمات'],
    },
  };

  for (const [code, pages] of Object.entries(SAMPLES)) {
    test(`${code}: the pages show their own text${code === 'ar' ? ', right to left' : ''}`, async ({
      page,
    }) => {
      await page.addInitScript((c) => localStorage.setItem('preferredLanguage', c), code);
      for (const [path, [anchor, heading]] of Object.entries(pages)) {
        await page.goto(path);
        await expect(page.locator(anchor)).toHaveText(heading);
        await expect(page.locator('html')).toHaveAttribute('dir', code === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByText('How reviews are protected')).toHaveCount(0);
        await expect(page.locator('.content-prose[lang="en"]')).toHaveCount(0);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
});
