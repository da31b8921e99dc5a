import type PocketBase from 'pocketbase';
import type { Page } from '@playwright/test';
import ar from '../../src/i18n/locales/ar/common.json' with { type: 'json' };
import arMarket from '../../src/i18n/locales/ar/market.json' with { type: 'json' };
import en from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import enMarket from '../../src/i18n/locales/en/market.json' with { type: 'json' };
import { expect, superuserClient, test } from './fixtures';

// /profile/:id and /browse?trade=X come filled from PocketBase (pb_hooks/lib/server-pages.js):
// readable without JavaScript, and taken over by the app without a hydration error, without
// "Loading..." in place of the served content, and working (docs/rendering.md). A profile is
// rendered by the app's own components on the server and hydrated in the browser.
const opts = { requestKey: null };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface Seeded {
  id: string;
  name: string;
  hiddenName: string;
}

async function seed(admin: PocketBase): Promise<Seeded> {
  const trade = await admin.collection('trades').getFirstListItem('value = "roofer"', opts);
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const listingOf = async (name: string) => {
    const owner = await admin.collection('users').create(
      {
        email: `ssr-${stamp}-${name.length}@example.com`,
        password: 'ssr-owner-password-1',
        passwordConfirm: 'ssr-owner-password-1',
        user_type: 'contractor',
        verified: true,
      },
      opts,
    );
    return admin.collection('contractors').create(
      {
        owner: owner.id,
        business_name: name,
        trades: [trade.id],
        status: 'active',
        city: 'Leeds',
        description: `${name} fixes slate roofs, lead flashing and gutters across the county.`,
        // First in the trade's best-match order, whatever roofers other specs have made: the
        // trade page shows only its first 20.
        rating_avg: 5,
        rating_count: 500,
      },
      opts,
    );
  };
  const name = `Served Roofing ${stamp}`;
  const shown = await listingOf(name);
  const hiddenName = `Suspended Roofing ${stamp}`;
  const hidden = await listingOf(hiddenName);
  await admin.collection('contractors').update(hidden.id, { status: 'suspended' }, opts);
  return { id: shown.id, name, hiddenName };
}

/**
 * Console and page errors, and whether the served content was ever replaced by a loading text
 * ("Loading...", "Loading profile...", in English or Arabic) or hidden (index.html hides #root
 * with data-client-render until the app has rendered).
 */
async function watch(page: Page): Promise<{ errors: string[]; flashed: () => Promise<boolean> }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const loadingTexts = [
    en.loading,
    enMarket.profile.loading,
    enMarket.browse.loading,
    ar.loading,
    arMarket.profile.loading,
    arMarket.browse.loading,
  ];
  await page.addInitScript((texts) => {
    const seen = { loading: false };
    (window as unknown as { __loadingSeen: typeof seen }).__loadingSeen = seen;
    new MutationObserver(() => {
      const text = document.getElementById('root')?.textContent ?? '';
      if (texts.some((t) => text.includes(t))) seen.loading = true;
      if (document.documentElement.hasAttribute('data-client-render')) seen.loading = true;
    }).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-client-render'],
    });
  }, loadingTexts);
  return {
    errors,
    flashed: () =>
      page.evaluate(
        () => (window as unknown as { __loadingSeen: { loading: boolean } }).__loadingSeen.loading,
      ),
  };
}

/** Nothing wider than the screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

/** The head tags a crawler reads: canonical hrefs, JSON-LD count, og:title. */
const head = (page: Page) =>
  page.evaluate(() => ({
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map(
      (link) => (link as HTMLLinkElement).href,
    ),
    jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? '',
    appRunning: Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  }));

let seeded: Seeded;
test.beforeAll(async ({ baseURL }) => {
  seeded = await seed(await superuserClient(baseURL ?? ''));
});

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`server-filled pages on a ${label}`, () => {
    test.use({ viewport, serviceWorkers: 'block' });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('a profile and a trade page show their content from the HTML alone', async ({
        page,
      }) => {
        await page.goto(`/profile/${seeded.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.name);
        await expect(page.getByTestId('profile-trades')).toHaveText('Roofer');
        await expect(page.getByText(/fixes slate roofs/)).toBeVisible();
        await expect(page.getByText('Leeds')).toBeVisible();
        await expect(page).toHaveTitle(`${seeded.name} | Contractor Profile`);
        await expectNoSidewaysScroll(page);

        await page.goto('/browse?trade=roofer');
        await expect(page.getByTestId('trade-filter')).toHaveText('Trade: Roofer');
        const card = page.getByRole('link', { name: new RegExp(seeded.name) });
        await expect(card).toBeVisible();
        await expect(page.getByText(seeded.hiddenName)).toHaveCount(0);
        await expectNoSidewaysScroll(page);
        await card.click();
        await expect(page).toHaveURL(new RegExp(`/profile/${seeded.id}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.name);
      });

      test('in Arabic, right to left, when the visitor chose it', async ({
        page,
        context,
        baseURL,
      }) => {
        await context.addCookies([{ name: 'preferredLanguage', value: 'ar', url: baseURL ?? '' }]);
        await page.goto(`/profile/${seeded.id}`);
        await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.name);
        await expect(page.getByRole('heading', { name: 'تعاقد مع هذا المقاول' })).toBeVisible();
        await expectNoSidewaysScroll(page);
      });

      test('a suspended listing is a 404 not-found page', async ({ page, baseURL }) => {
        const admin = await superuserClient(baseURL ?? '');
        const hidden = await admin
          .collection('contractors')
          .getFirstListItem(`business_name = "${seeded.hiddenName}"`, opts);
        const response = await page.goto(`/profile/${hidden.id}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
        await expect(page.getByText(seeded.hiddenName)).toHaveCount(0);
      });
    });

    test('the app takes over a profile without a hydration error or a loading flash, and works', async ({
      page,
    }) => {
      const { errors, flashed } = await watch(page);
      await page.goto(`/profile/${seeded.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.name);
      await expect(page.getByText(/fixes slate roofs/)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.getByRole('link', { name: 'Sign in to hire' }).click();
      await expect(page).toHaveURL(/\/auth\?tab=login&next=/);
      expect(await flashed()).toBe(false);
      expect(errors).toEqual([]);
    });

    test("the browser hydrates a served profile: the server's DOM stays, equal to React's", async ({
      page,
      request,
    }) => {
      const url = `/profile/${seeded.id}`;
      const served = await (await request.get(url)).text();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      // Tag the server's heading before any script runs: hydration keeps that very node,
      // rendering afresh would replace it.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const h1 = document.querySelector('main h1');
          if (h1) (h1 as unknown as { __served: boolean }).__served = true;
        });
      });
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
      const result = await page.evaluate((html) => {
        const doc = new DOMParser().parseFromString(html, 'text/html');
        // The one part that must differ: the "Translate" control, which the app adds after
        // hydration once it knows this browser can translate (useTranslationAvailable).
        const main = (root: ParentNode) => {
          const copy = root.querySelector('main')?.cloneNode(true) as HTMLElement | undefined;
          copy?.querySelectorAll('[data-testid="translatable"] > :not(p)').forEach((control) => {
            control.remove();
          });
          return copy?.innerHTML ?? '';
        };
        const h1 = document.querySelector('main h1') as unknown as { __served?: boolean } | null;
        return { server: main(doc), client: main(document), kept: h1?.__served === true };
      }, served);
      expect(result.kept).toBe(true);
      // Serialised by the same browser on both sides, so attribute quoting and entities agree.
      expect(result.client).toBe(result.server);
      expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    });

    test('a signed-in client opens the hire form on a served profile', async ({ page, signIn }) => {
      const { errors } = await watch(page);
      await signIn(page, { user_type: 'client' });
      await page.goto(`/profile/${seeded.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.name);
      await page.getByRole('button', { name: 'Request a hire' }).click();
      await expect(page.getByRole('button', { name: 'Send hire request' })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('the app takes over a trade page and its listings stay on screen', async ({ page }) => {
      const { errors } = await watch(page);
      await page.goto('/browse?trade=roofer');
      await expect(page.getByRole('link', { name: new RegExp(seeded.name) })).toBeVisible();
      await expect(page.getByText(seeded.hiddenName)).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await page.getByRole('link', { name: new RegExp(seeded.name) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.name);
      expect(errors).toEqual([]);
    });

    test('in Arabic the app takes over without an error, a blank or a loading flash', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'preferredLanguage', value: 'ar', url: baseURL ?? '' }]);
      await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'ar'));
      const { errors, flashed } = await watch(page);
      await page.goto(`/profile/${seeded.id}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.name);
      await expect(page.getByRole('link', { name: 'سجّل الدخول للتعاقد' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect(await flashed()).toBe(false);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('the served head', () => {
  test.use({ viewport: DESKTOP, serviceWorkers: 'block' });

  test("a profile keeps the server's canonical link and JSON-LD after the app takes over, and drops them on the next page", async ({
    page,
  }) => {
    const { errors } = await watch(page);
    await page.goto(`/profile/${seeded.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.name);
    await expect.poll(async () => (await head(page)).appRunning).toBe(true);
    // The app has rendered the page; the head still describes this URL, as served.
    await expect
      .poll(() => head(page))
      .toMatchObject({
        jsonLd: 1,
        ogTitle: expect.stringContaining(seeded.name),
      });
    const served = await head(page);
    expect(served.canonical).toHaveLength(1);
    expect(served.canonical[0]).toMatch(new RegExp(`/profile/${seeded.id}$`));

    await page.getByRole('link', { name: 'Sign in to hire' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=login&next=/);
    await expect.poll(() => head(page)).toMatchObject({ jsonLd: 0, ogTitle: '' });
    expect((await head(page)).canonical.some((href) => href.includes('/profile/'))).toBe(false);
    expect(errors).toEqual([]);
  });

  test("a served profile and trade page name their page's chunks for the loader, and the app adds no preload of its own", async ({
    page,
    request,
  }) => {
    for (const [path, chunk] of [
      [`/profile/${seeded.id}`, /^\/assets\/profile-page-[\w-]+\.js$/],
      ['/browse?trade=roofer', /^\/assets\/browse-page-[\w-]+\.js$/],
    ] as const) {
      const html = await (await request.get(path)).text();
      // Nothing is fetched before the first paint but the stylesheet: the loader preloads the
      // entry's chunks and the page's after it (scripts/defer-app-code.mjs), those of its own
      // list and those the server named in the page's data block.
      expect(html).not.toContain('<link rel="modulepreload"');
      const loader = JSON.parse(
        /\(function\(\)\{.*?(\["\/assets\/[^\]]*\])/.exec(html)?.[1] ?? '[]',
      ) as string[];
      const block = /<script type="application\/json" id="page-chunks">([^<]*)<\/script>/.exec(
        html,
      );
      const named = [...loader, ...(JSON.parse(block?.[1] ?? '[]') as string[])];
      expect(named.some((href) => chunk.test(href))).toBe(true);
      // Every chunk named is served.
      for (const href of named) expect((await request.get(href)).status()).toBe(200);
      const { errors } = await watch(page);
      await page.goto(path);
      await expect.poll(async () => (await head(page)).appRunning).toBe(true);
      await expect(page.locator('html[data-ready]')).toBeAttached();
      // Until the device has asked the server for listings: the sync engine's chunks are loaded.
      await expect
        .poll(() =>
          page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .some((entry) => /\/api\/(sync|collections)\/contractors/.test(entry.name)),
          ),
        )
        .toBe(true);
      const inDocument = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="modulepreload"]')].map(
          (link) => link.getAttribute('href') ?? '',
        ),
      );
      expect(inDocument.filter((href) => !named.includes(href))).toEqual([]);
      expect(named.filter((href) => !inDocument.includes(href))).toEqual([]);
      expect(errors).toEqual([]);
    }
  });

  test('a page rendered from the bare shell still fetches its chunks at once', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    // The page's chunk and the chunks it imports, preloaded from script (nothing names them in
    // the shell's HTML), rather than met level by level.
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
    );
    expect(preloaded.some((href) => /\/assets\/auth-page-[\w-]+\.js$/.test(href))).toBe(true);
  });

  test("a trade page's canonical link names the trade, not plain /browse", async ({ page }) => {
    await page.goto('/browse?trade=roofer');
    await expect(page.getByRole('link', { name: new RegExp(seeded.name) })).toBeVisible();
    await expect.poll(async () => (await head(page)).appRunning).toBe(true);
    await expect
      .poll(async () => (await head(page)).canonical)
      .toEqual([expect.stringMatching(/\/browse\?trade=roofer$/) as unknown]);
  });
});

test.describe("the server's 404 for a profile", () => {
  test.use({ viewport: PHONE, serviceWorkers: 'block' });

  test('stays the not-found page when the app takes over, for an unknown and a suspended id', async ({
    page,
    baseURL,
  }) => {
    const admin = await superuserClient(baseURL ?? '');
    const hidden = await admin
      .collection('contractors')
      .getFirstListItem(`business_name = "${seeded.hiddenName}"`, opts);
    for (const id of ['abcdefghijklmno', hidden.id]) {
      const { errors } = await watch(page);
      const response = await page.goto(`/profile/${id}`);
      expect(response?.status()).toBe(404);
      await expect.poll(async () => (await head(page)).appRunning).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page).toHaveTitle('Page not found | TradesMarket');
      await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
      await expect(page.getByText(seeded.hiddenName)).toHaveCount(0);
      // The page itself is the 404 Chromium reports; nothing else may fail.
      expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    }
  });
});

/** A listing with one review from each of `bodies.length` clients, each of a completed hire. */
/** When the seeded reviewers signed up: long before their reviews (docs/moderation.md). */
const LONG_AGO = '2025-01-01 00:00:00.000Z';

async function listingWithReviews(admin: PocketBase, bodies: readonly string[]) {
  const trade = await admin.collection('trades').getFirstListItem('value = "roofer"', opts);
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const user = (role: string, n: number) =>
    admin
      .collection('users')
      .create(
        {
          email: `ssr-reviews-${stamp}-${role}${n}@example.com`,
          password: 'ssr-review-password-1',
          passwordConfirm: 'ssr-review-password-1',
          user_type: role,
          verified: true,
          name: `Reviewer ${n}`,
        },
        opts,
      )
      .then(async (record) => {
        // Clients of long standing: the server counts their reviews at once.
        await admin.collection('users').update(record.id, { free_since: LONG_AGO }, opts);
        return record;
      });
  const owner = await user('contractor', 0);
  const listing = await admin.collection('contractors').create(
    {
      owner: owner.id,
      business_name: `Reviewed Roofing ${stamp}`,
      trades: [trade.id],
      status: 'active',
      city: 'York',
      description: 'Slate and tile roofs, reviewed by the clients who hired us.',
    },
    opts,
  );
  for (const [n, body] of bodies.entries()) {
    const client = await user('client', n + 1);
    const hire = await admin
      .collection('hires')
      .create(
        { client: client.id, contractor: listing.id, trade: trade.id, status: 'completed' },
        opts,
      );
    await admin
      .collection('reviews')
      .create(
        { contractor: listing.id, author: client.id, hire: hire.id, rating: 5 - n, body },
        opts,
      );
  }
  return listing;
}

/** How many reviews of `contractorId` the app's IndexedDB holds (0 before it exists). */
function deviceReviewCount(page: Page, contractorId: string): Promise<number> {
  return page.evaluate(async (id) => {
    // Opening a database that does not exist would create it, empty, under the app.
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes('tradesmarket')) return 0;
    return new Promise<number>((resolve) => {
      const open = indexedDB.open('tradesmarket');
      open.onsuccess = () => {
        const count = open.result
          .transaction('reviews')
          .objectStore('reviews')
          .index('contractor')
          .count(id);
        count.onsuccess = () => {
          open.result.close();
          resolve(count.result);
        };
        count.onerror = () => resolve(0);
      };
      open.onerror = () => resolve(0);
    });
  }, contractorId);
}

test.describe('a served profile with reviews', () => {
  test.use({ viewport: PHONE, serviceWorkers: 'block' });

  test('keeps its reviews on screen while a cold device pulls its own copy, never "No reviews yet"', async ({
    page,
    baseURL,
  }) => {
    const admin = await superuserClient(baseURL ?? '');
    const bodies = ['Neat slate work, tidy site.', 'Came back the next day to fix a drip.'];
    const listing = await listingWithReviews(admin, bodies);
    const { errors } = await watch(page);
    // Every number of reviews the page shows, and whether it ever says there are none.
    await page.addInitScript((noReviews) => {
      const seen = { counts: [] as number[], none: false };
      (window as unknown as { __reviews: typeof seen }).__reviews = seen;
      new MutationObserver(() => {
        const count = document.querySelectorAll('[data-testid="review"]').length;
        if (count !== seen.counts.at(-1)) seen.counts.push(count);
        if (document.getElementById('root')?.textContent.includes(noReviews)) seen.none = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, enMarket.listing.noReviews);
    await page.goto(`/profile/${listing.id}`);
    await expect(page.getByTestId('review')).toHaveCount(2);
    await expect.poll(async () => (await head(page)).appRunning).toBe(true);
    // The device pulls the catalogue once the page is idle, then reads its own copy.
    await expect.poll(() => deviceReviewCount(page, listing.id), { timeout: 20_000 }).toBe(2);
    for (let i = 0; i < 3; i++) {
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    }
    await expect(page.getByTestId('review')).toHaveCount(2);
    for (const body of bodies) await expect(page.getByText(body)).toBeVisible();
    const seen = await page.evaluate(
      () => (window as unknown as { __reviews: { counts: number[]; none: boolean } }).__reviews,
    );
    // Served with 2, and 2 ever since: the device's copy replaced the served one whole.
    expect(seen.counts.filter((count) => count > 0)).toEqual([2]);
    expect(seen.none).toBe(false);
    expect(errors).toEqual([]);
  });
});
