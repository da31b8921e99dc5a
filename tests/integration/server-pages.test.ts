import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, superuser, type Actor, type RecordModel } from '../support/actors';
import { paymentsEnv } from '../support/localstripe';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';
import { testStripeUrl } from '../support/servers';
import { completedHire, createListing, review } from '../support/trust';

// /profile/:id and /browse?trade=X answered by PocketBase with the HTML filled from the records
// (pb_hooks/lib/server-pages.js: a profile and the not-found page rendered by the app's own
// components in lib/server-render.js, which `npm run build` makes), fetched as a crawler or a
// visitor without JavaScript would: plain HTTP, no session.
const opts = { requestKey: null };
const ORIGIN = 'https://trades.example';
const EVIL = '</script><img src=x onerror=alert(1)>{{.}}';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// The built files the pages start from, shaped like the real build's (vite.config.ts).
const SHELL =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8" />' +
  '<title>TradesMarket</title><meta name="description" content="Generic" />' +
  '<meta property="og:type" content="website" /><meta property="og:image" content="/icons/og-image.png" />' +
  '</head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
const NOT_FOUND = SHELL.replace(
  '<div id="root"></div>',
  '<div id="root"><div><nav>Site navigation</nav><main id="main-content" tabindex="-1" class="flex-1"><!--$--><section><h1>Page not found</h1></section><!--/$--></main><footer>Footer</footer></div></div>',
).replace('<title>TradesMarket</title>', '<title>Page not found | TradesMarket</title>');
const BROWSE_PAGE = SHELL.replace(
  '<div id="root"></div>',
  '<div id="root"><div><nav>Site navigation</nav><main id="main-content" tabindex="-1" class="flex-1"><!--$--><section class="mx-auto"><h1>Find Contractors</h1><p>Search contractors</p><form>filters</form></section><!--/$--></main><footer>Footer</footer></div></div>',
);

const PAGE_PRELOADS = {
  profile: ['assets/profile-page-a1.js', 'assets/local-db-b2.js'],
  browse: ['assets/browse-page-c3.js', 'assets/field-d4.js'],
};
// The build puts /browse's own chunks in its loader's list (scripts/defer-app-code.mjs).
const BROWSE = BROWSE_PAGE.replace(
  '</body>',
  '<script>(function(){["/assets/browse-page-c3.js"].concat(x)})()</script></body>',
);

let publicDir: string;
let server: RunningPocketBase;
let admin: PocketBase;
let roofer: string;
let plumber: string;
let owner: Actor;
let shown: RecordModel;

beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'pb-public-'));
  writeFileSync(join(publicDir, 'index.html'), SHELL);
  writeFileSync(join(publicDir, 'shell.html'), SHELL);
  writeFileSync(join(publicDir, 'not-found.html'), NOT_FOUND);
  writeFileSync(join(publicDir, 'browse.html'), BROWSE);
  // Each served page's chunks, as the build lists them (scripts/page-preloads.mjs); browse.html
  // names its own already, as the build writes it.
  writeFileSync(join(publicDir, 'page-preloads.json'), JSON.stringify(PAGE_PRELOADS));
  // The app's page URLs, as the build writes them (src/app/route-table.ts APP_PATH_PATTERNS).
  writeFileSync(
    join(publicDir, 'routes.json'),
    JSON.stringify({ patterns: ['/', '/browse', '/dashboard', '/profile/:id', '/admin/leads'] }),
  );
  server = await startTestPocketBase({
    publicDir,
    env: { ...paymentsEnv(testStripeUrl()), PUBLIC_URL: `${ORIGIN}/` },
  });
  admin = await superuser(server.url);
  const trade = (value: string) =>
    admin.collection('trades').getFirstListItem(`value = "${value}"`, opts);
  roofer = (await trade('roofer')).id;
  plumber = (await trade('plumber_pipefitter_steamfitter')).id;
  owner = await signUp(server.url, { user_type: 'contractor' });
  const form = new FormData();
  form.append('owner', owner.id);
  form.append('business_name', 'Ridge & Gutter Co');
  form.append('trades', roofer);
  form.append('trades', plumber);
  form.append('status', 'active');
  form.append('city', 'Leeds');
  form.append('region', 'West Yorkshire');
  form.append('country_code', 'GB');
  form.append('service_radius_km', '40.2');
  form.append('description', 'Slate roofs, lead work and gutters since 1998.');
  form.append('phone', '+44 113 000 0000');
  form.append('email', 'ridge@gutter.example');
  form.append('photos', new Blob([PNG], { type: 'image/png' }), 'roof.png');
  shown = await owner.pb.collection('contractors').create(form, opts);
  const client = await signUp(server.url, { user_type: 'client' });
  await review(
    client,
    await completedHire(owner, client, shown.id),
    4,
    'Fixed the leak <b>fast</b>',
  );
});
afterAll(async () => {
  await server.stop();
  rmSync(publicDir, { recursive: true, force: true });
});

async function page(path: string, cookie?: string) {
  const response = await fetch(`${server.url}${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return { status: response.status, html: await response.text(), response };
}

/** The parsed contents of every `<script type=…>` of that type in the page. */
function scripts(html: string, type: string): unknown[] {
  const pattern = new RegExp(
    `<script type="${type.replace('+', '\\+')}"[^>]*>([\\s\\S]*?)</script>`,
    'g',
  );
  return [...html.matchAll(pattern)].map((m) => JSON.parse(m[1] ?? '') as unknown);
}

/** The page data block (`<script type="application/json" id="server-page">`) of a page. */
function serverPageData(html: string): ServerPage {
  const block = /<script type="application\/json" id="server-page">([\s\S]*?)<\/script>/.exec(html);
  if (!block) throw new Error('the page has no server-page data block');
  return JSON.parse(block[1] ?? '') as ServerPage;
}

/** The page data the app reads (src/data/server-page.ts), as far as these tests look. */
interface ServerPage {
  kind: string;
  trade?: string;
  listing: Record<string, unknown>;
  listings: { id: string; business_name: string }[];
  reviews: unknown[];
}

/** `<meta property|name="key" content="…">`'s content. */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

/** A new active listing of `owner` with `fields`. */
async function listing(fields: Record<string, unknown>, trade = roofer): Promise<RecordModel> {
  const who = await signUp(server.url, { user_type: 'contractor' });
  return createListing(who, trade, fields);
}

describe('GET /profile/:id', () => {
  it('serves the profile filled from the record, with its head and valid JSON-LD', async () => {
    const { status, html, response } = await page(`/profile/${shown.id}`);
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    // Served like every app page: its security headers and no caching without revalidation.
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<title>Ridge &amp; Gutter Co | Contractor Profile</title>');
    expect(meta(html, 'description')).toBe('Slate roofs, lead work and gutters since 1998.');
    expect(html).toContain(
      `<link rel="canonical" href="${ORIGIN}/profile/${shown.id}" data-server-head>`,
    );
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/profile/${shown.id}`);
    const photo = String((shown['photos'] as string[])[0]);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/api/files/contractors/${shown.id}/${photo}`);
    // One title and one og:image: the template's generic ones are gone.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/property="og:image"/g)).toHaveLength(1);
    expect(html).toMatch(/<html lang="en" dir="ltr" data-server-lang="en">/);
    // The visible content, inside the page frame (navigation and footer kept).
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
    expect(main).toContain('Ridge &amp; Gutter Co</h1>');
    expect(main).toContain('Roofer, Plumber / Pipefitter / Steamfitter');
    expect(main).toContain('Leeds, West Yorkshire, United Kingdom');
    expect(main).toContain('serves within 40 km');
    expect(main).toContain('4 (1 review)');
    expect(main).toContain('Slate roofs, lead work and gutters since 1998.');
    expect(main).toContain('Fixed the leak &lt;b&gt;fast&lt;/b&gt;');
    expect(main).not.toContain('Page not found');
    // The app's own layout around it, for the browser to hydrate.
    expect(html).toContain('<nav aria-label="Main"');
    expect(html).toContain('<div id="root" data-server-page data-hydrate>');
    // Private fields are not in the page.
    expect(html).not.toContain('ridge@gutter.example');
    expect(html).not.toContain('113 000 0000');
    const [jsonLd, ...more] = scripts(html, 'application/ld+json');
    expect(more).toHaveLength(0);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Ridge & Gutter Co',
      url: `${ORIGIN}/profile/${shown.id}`,
      address: { addressLocality: 'Leeds', addressCountry: 'GB' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
    });
    const data = serverPageData(html);
    expect(data.kind).toBe('profile');
    expect(data.listing['id']).toBe(shown.id);
    expect(data.listing['phone']).toBeUndefined();
    expect(data.listing['email']).toBeUndefined();
    expect(data.reviews).toHaveLength(1);
  });

  it('has no AggregateRating without reviews', async () => {
    const fresh = await listing({ business_name: 'New Roofs' });
    const { html } = await page(`/profile/${fresh.id}`);
    const [jsonLd] = scripts(html, 'application/ld+json') as [Record<string, unknown>];
    expect(jsonLd['name']).toBe('New Roofs');
    expect(jsonLd['aggregateRating']).toBeUndefined();
    expect(html).toContain('No reviews yet');
  });

  it('escapes a hostile name and description everywhere', async () => {
    const evil = await listing({ business_name: EVIL, description: `${EVIL} more` });
    const { status, html } = await page(`/profile/${evil.id}`);
    expect(status).toBe(200);
    // Nothing of it becomes markup: no element, no closed script, no template run.
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/<\/script><img/i);
    expect(html.match(/<img/g) ?? []).toHaveLength(0);
    expect(html).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;{{.}}</h1>');
    // The JSON in both scripts parses back to the exact text.
    const [jsonLd] = scripts(html, 'application/ld+json') as [Record<string, unknown>];
    expect(jsonLd['name']).toBe(EVIL);
    const data = serverPageData(html);
    expect(data.listing['business_name']).toBe(EVIL);
    expect(data.listing['description']).toBe(`${EVIL} more`);
    expect(html).toContain(
      `<title>${EVIL.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')} | Contractor Profile</title>`,
    );
  });

  it('answers 404 with the not-found page, and nothing of the record, when a guest may not see it', async () => {
    const suspended = await listing({ business_name: 'Suspended Slates' });
    await admin.collection('contractors').update(suspended.id, { status: 'suspended' }, opts);
    const expired = await listing({ business_name: 'Expired Eaves' });
    await admin
      .collection('contractors')
      .update(expired.id, { listed_until: '2020-01-01 00:00:00.000Z' }, opts);
    const draft = await listing({ business_name: 'Draft Dormers', status: 'draft' });
    const removed = await listing({ business_name: 'Removed Ridges' });
    await admin.collection('contractors').update(removed.id, { status: 'removed' }, opts);
    const cases: [string, string][] = [
      [suspended.id, 'Suspended Slates'],
      [expired.id, 'Expired Eaves'],
      [draft.id, 'Draft Dormers'],
      [removed.id, 'Removed Ridges'],
      ['abcdefghijklmno', ''],
      ['not-an-id', ''],
    ];
    for (const [id, name] of cases) {
      // The same answer as the API gives a guest.
      const api = await fetch(`${server.url}/api/collections/contractors/records/${id}`);
      expect(api.status, id).toBe(404);
      const { status, html } = await page(`/profile/${id}`);
      expect(status, id).toBe(404);
      expect(html).toContain('Page not found');
      expect(html).toContain('<div id="root" data-server-page="not-found" data-hydrate>');
      if (name) expect(html).not.toContain(name);
      expect(html).not.toContain('application/ld+json');
      expect(html).not.toContain('id="server-page"');
    }
  });

  it('is in the language of the preferredLanguage cookie, right to left for Arabic and Hebrew', async () => {
    const ar = await page(`/profile/${shown.id}`, 'theme=x; preferredLanguage=ar');
    expect(ar.html).toMatch(/<html lang="ar" dir="rtl" data-server-lang="ar">/);
    expect(ar.html).toContain('تقييم واحد');
    expect(ar.html).toContain('Ridge &amp; Gutter Co</h1>');
    // The whole page in Arabic, its navigation too.
    expect(ar.html).not.toContain('Find Contractors');
    const he = await page(`/profile/${shown.id}`, 'preferredLanguage=he');
    expect(he.html).toMatch(/<html lang="he" dir="rtl" data-server-lang="he">/);
    const de = await page(`/profile/${shown.id}`, 'preferredLanguage=de');
    expect(de.html).toMatch(/<html lang="de" dir="ltr" data-server-lang="de">/);
    expect(de.html).toContain('Dachdecker');
    expect(de.html).toContain('tätig im Umkreis von 40 km');
    expect(ar.html).toContain('يخدم ضمن نطاق 40 كم');
    // An unknown or malformed choice is English.
    const xx = await page(`/profile/${shown.id}`, 'preferredLanguage=xx');
    expect(xx.html).toMatch(/<html lang="en" dir="ltr" data-server-lang="en">/);
    expect(ar.response.headers.get('vary') ?? '').toMatch(/Cookie/);
  });
});

/**
 * The URLs the page's `<script type="application/json" id="page-chunks">` in its head names
 * for the loader to preload; [] without one. Fails on a page that names them as
 * `<link rel="modulepreload">`, fetched before the first paint.
 */
function headPreloads(html: string): string[] {
  const head = html.split('</head>')[0] ?? '';
  expect(head).not.toContain('<link rel="modulepreload"');
  const block = /<script type="application\/json" id="page-chunks">([^<]*)<\/script>/.exec(head);
  return block ? (JSON.parse(block[1] ?? '') as string[]) : [];
}

describe("a served page's chunks", () => {
  it("a profile names its page's chunks for the loader; the 404 page does not", async () => {
    expect(headPreloads((await page(`/profile/${shown.id}`)).html)).toEqual([
      '/assets/profile-page-a1.js',
      '/assets/local-db-b2.js',
    ]);
    const missing = await page('/profile/no-such-listing');
    expect(missing.status).toBe(404);
    expect(headPreloads(missing.html)).toEqual([]);
  });

  it('a trade page adds only the chunks its frame does not name yet, in every language', async () => {
    const english = await page('/browse?trade=roofer');
    expect(english.status).toBe(200);
    expect(headPreloads(english.html)).toEqual(['/assets/field-d4.js']);
    // German starts from the bare shell (the prerendered frame is English): both added.
    const german = await page('/browse?trade=roofer', 'preferredLanguage=de');
    expect(headPreloads(german.html)).toEqual(['/assets/browse-page-c3.js', '/assets/field-d4.js']);
  });
});

describe('GET /browse?trade=X', () => {
  it('lists only the public listings of that trade, linking to their profiles', async () => {
    const publicOne = await listing({ business_name: 'Pipe Dreams Plumbing' }, plumber);
    const expired = await listing({ business_name: 'Lapsed Leaks' }, plumber);
    await admin
      .collection('contractors')
      .update(expired.id, { listed_until: '2020-01-01 00:00:00.000Z' }, opts);
    const suspended = await listing({ business_name: 'Banned Basins' }, plumber);
    await admin.collection('contractors').update(suspended.id, { status: 'suspended' }, opts);
    const otherTrade = await listing({ business_name: 'Only Roofs Ltd' }, roofer);

    const { status, html } = await page('/browse?trade=plumber_pipefitter_steamfitter');
    expect(status).toBe(200);
    expect(html).toContain(`href="/profile/${publicOne.id}"`);
    expect(html).toContain(`href="/profile/${shown.id}"`);
    expect(html).toContain('Pipe Dreams Plumbing');
    for (const hidden of [expired, suspended, otherTrade]) {
      expect(html).not.toContain(hidden.id);
      expect(html).not.toContain(String(hidden['business_name']));
    }
    expect(html).toContain('Trade: Plumber / Pipefitter / Steamfitter');
    expect(html).toMatch(
      /<title>Plumber \/ Pipefitter \/ Steamfitter \| Find Contractors \| TradesMarket<\/title>/,
    );
    expect(html).toContain(
      `<link rel="canonical" href="${ORIGIN}/browse?trade=plumber_pipefitter_steamfitter" data-server-head>`,
    );
    // Open Graph wants an absolute image URL: the site image, on the public origin.
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/icons/og-image.png`);
    // Placed inside the prerendered browse page: after its description, before its section ends.
    expect(html).toMatch(/<p>Search contractors<\/p><p [^>]*data-testid="trade-filter"/);
    expect(html).toMatch(
      /<form>filters<\/form><div class="mt-6">[\s\S]*<\/ul><\/div><\/section><!--\/\$--><\/main>/,
    );
    const data = serverPageData(html);
    expect(data.trade).toBe('plumber_pipefitter_steamfitter');
    expect(data.listings.map((l) => l.id)).toEqual(
      expect.arrayContaining([publicOne.id, shown.id]),
    );
    expect(JSON.stringify(data)).not.toContain(expired.id);
  });

  it("shows a trade's 20 best listings in the app's best order, and counts them all", async () => {
    const glazier = (await admin.collection('trades').getFirstListItem('value = "glazier"', opts))
      .id;
    // 23 public listings (rating by count, one verified) and one past its free month. The app's
    // "best" weighs the rating by how many rated: many ratings of 3 beat one rating of 5.
    const rows = [
      { business_name: 'Glass 5 by 1', rating_avg: 5, rating_count: 1 },
      { business_name: 'Glass 3 by 60', rating_avg: 3, rating_count: 60 },
      { business_name: 'Glass verified', rating_avg: 0, rating_count: 0, verified: true },
      ...Array.from({ length: 20 }, (_, i) => ({
        business_name: `Glass ${String(i).padStart(2, '0')}`,
        rating_avg: 4,
        rating_count: 3 + i,
      })),
    ];
    const made = [];
    for (const row of rows) {
      made.push(
        await admin
          .collection('contractors')
          .create({ ...row, owner: '', trades: [glazier], status: 'active' }, opts),
      );
    }
    const lapsed = await admin.collection('contractors').create(
      {
        business_name: 'Glass lapsed',
        owner: '',
        trades: [glazier],
        status: 'active',
        rating_avg: 5,
        rating_count: 99,
      },
      opts,
    );
    await admin
      .collection('contractors')
      .update(lapsed.id, { listed_until: '2020-01-01 00:00:00.000Z' }, opts);

    const { status, html } = await page('/browse?trade=glazier');
    expect(status).toBe(200);
    expect(html).toContain('23 contractors found');
    const data = serverPageData(html);
    const names = data.listings.map((l) => l.business_name);
    // score = rating/5 * log2(1 + count) + 1 if verified
    const score = (r: (typeof rows)[number]) =>
      (r.rating_avg / 5) * Math.log2(1 + r.rating_count) + ('verified' in r ? 1 : 0);
    const expected = [...rows]
      .sort((a, b) => score(b) - score(a) || (a.business_name < b.business_name ? -1 : 1))
      .slice(0, 20)
      .map((r) => r.business_name);
    expect(names).toEqual(expected);
    expect(names).toContain('Glass 3 by 60');
    expect(names).not.toContain('Glass 5 by 1');
    expect(html).not.toContain(lapsed.id);
    expect(made).toHaveLength(23);
  });

  it('serves the plain page for an unknown trade (the app says there is none and shows all)', async () => {
    for (const trade of ['plumbing', 'no_such_trade', '%3Cscript%3E', '']) {
      const { status, html } = await page(`/browse?trade=${trade}`);
      expect(status).toBe(200);
      expect(html).not.toContain('data-server-page');
      expect(html).not.toContain('id="server-page"');
    }
  });
});

describe('a URL the app has no page for', () => {
  it('answers 404 with the not-found page, in the language of the cookie', async () => {
    for (const path of ['/no-such-page', '/dashboard/extra', '/admin', '/profile']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).toContain('Page not found');
      expect(html).toContain('<div id="root" data-server-page="not-found" data-hydrate>');
    }
    const de = await page('/no-such-page', 'preferredLanguage=de');
    expect(de.status).toBe(404);
    expect(de.html).toMatch(/<html lang="de" dir="ltr" data-server-lang="de">/);
    expect(de.html).toContain('Seite nicht gefunden');
    expect(de.response.headers.get('vary')).toMatch(/Cookie/);
  });

  it('leaves every page URL of the app to the app shell, whatever its case or trailing slash', async () => {
    for (const path of ['/dashboard', '/dashboard/', '/Dashboard', '/admin/leads']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html).toContain('<div id="root"></div>');
    }
  });
});
