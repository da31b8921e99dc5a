import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageRenderStrings } from '../../scripts/page-render-strings.mjs';
import { loadHooksLib } from '../support/hooks-lib';

// The pure parts of the server-filled pages (pb_hooks/lib/page-render.js); the rendering
// itself runs in PocketBase (tests/integration/server-pages.test.ts, and the hydration of its
// result in tests/e2e/server-pages.spec.ts).
interface PageRender {
  pageLanguage: (cookie: string) => { code: string; dir: string };
  pluralCategory: (lang: string, n: number) => string;
  text: (lang: string, key: string, values?: Record<string, string | number>) => string;
  formatDecimal: (value: number, lang: string) => string;
  publicOrigin: (publicUrl: string, appUrl: string) => string;
  fillPage: (
    html: string,
    parts: { lang: string; dir: string; head: string; main: string; data: string },
  ) => string;
  headTags: (
    rendered: string,
    head: { ogType: string; url: string; image: string; jsonLd: Record<string, unknown> | null },
  ) => string;
  fillShell: (
    shell: string,
    parts: {
      lang: string;
      dir: string;
      head: string;
      body: string;
      formats: Record<string, string>;
      data: unknown;
      notFound?: boolean;
    },
  ) => string;
}
const lib = loadHooksLib('page-render.js') as PageRender;

describe('page-render.json', () => {
  it('holds the words of the app locale files (run `node scripts/page-render-strings.mjs`)', () => {
    expect(readFileSync('pb_hooks/lib/page-render.json', 'utf8')).toBe(pageRenderStrings());
  });
});

describe('pageLanguage', () => {
  it.each([
    ['', 'en', 'ltr'],
    ['preferredLanguage=ar', 'ar', 'rtl'],
    ['a=b; preferredLanguage=he; c=d', 'he', 'rtl'],
    ['preferredLanguage=ja', 'ja', 'ltr'],
    ['preferredLanguage=xx', 'en', 'ltr'],
    ['preferredLanguage=arx', 'en', 'ltr'],
    ['notpreferredLanguage=de', 'en', 'ltr'],
  ])('%j → %s %s', (cookie, code, dir) => {
    expect(lib.pageLanguage(cookie)).toMatchObject({ code, dir });
  });
});

describe('plural forms', () => {
  it.each([
    ['en', 1, 'one'],
    ['en', 2, 'other'],
    ['ar', 0, 'zero'],
    ['ar', 2, 'two'],
    ['ar', 5, 'few'],
    ['ar', 11, 'many'],
    ['ru', 21, 'one'],
    ['ru', 3, 'few'],
    ['ru', 12, 'many'],
    ['pl', 22, 'few'],
    ['pl', 25, 'many'],
    ['fr', 0, 'one'],
    ['ja', 1, 'other'],
  ])('%s %d is %s', (lang, n, category) => {
    expect(lib.pluralCategory(lang, n)).toBe(category);
  });

  it('fills the form of the language, with English for a missing key', () => {
    expect(lib.text('en', 'market:listing.rating', { rating: '4.5', count: 2 })).toBe(
      '4.5 (2 reviews)',
    );
    expect(lib.text('ar', 'market:listing.rating', { rating: '4', count: 2 })).toBe('4 (تقييمان)');
    expect(lib.formatDecimal(4.56, 'de')).toBe('4,6');
    expect(lib.formatDecimal(4, 'en')).toBe('4');
  });
});

describe('publicOrigin', () => {
  it('takes PUBLIC_URL, else a set Application URL, else none', () => {
    expect(lib.publicOrigin('https://a.example/', 'https://b.example')).toBe('https://a.example');
    expect(lib.publicOrigin('', 'https://b.example/')).toBe('https://b.example');
    expect(lib.publicOrigin('', 'http://localhost:8090')).toBe('');
    expect(lib.publicOrigin('javascript:alert(1)', '')).toBe('');
    expect(lib.publicOrigin('https://a.example/"><x', '')).toBe('');
  });
});

describe('fillPage', () => {
  const parts = {
    lang: 'ar',
    dir: 'rtl',
    head: '<title>New</title>',
    main: '<h1>Filled</h1>',
    data: '<script type="application/json" id="server-page">{}</script>',
  };
  it('fills an empty shell: lang, head, content, data; the generic tags go', () => {
    const shell =
      '<html lang="en" dir="ltr"><head><title>Old</title><meta name="description" content="x" />' +
      '<meta property="og:image" content="/i.png" /></head><body><div id="root"></div></body></html>';
    const out = lib.fillPage(shell, parts);
    expect(out).toBe(
      '<html lang="ar" dir="rtl" data-server-lang="ar"><head><title>New</title></head><body><div id="root" data-server-page>' +
        '<main id="main-content" tabindex="-1" class="flex-1 outline-none"><h1>Filled</h1></main></div>' +
        '<script type="application/json" id="server-page">{}</script></body></html>',
    );
  });
  it('replaces the content of a prerendered page’s <main>, keeping its frame', () => {
    const page =
      '<html lang="en"><head><title>Old</title></head><body><div id="root"><nav>n</nav>' +
      '<main id="main-content" class="m"><h1>404</h1></main><footer>f</footer></div></body></html>';
    expect(lib.fillPage(page, parts)).toContain(
      '<div id="root" data-server-page><nav>n</nav><main id="main-content" class="m"><h1>Filled</h1></main><footer>f</footer>',
    );
  });
  it('leaves `$&` and other replacement patterns in the content alone', () => {
    const out = lib.fillPage(
      '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
      {
        ...parts,
        main: "<p>$& $' $`</p>",
      },
    );
    expect(out).toContain("<p>$& $' $`</p>");
  });
});

describe('headTags', () => {
  it("keeps React's title and description and adds this URL's tags, every value escaped", () => {
    const rendered =
      '<title>A &amp; B | Contractor Profile</title><meta name="description" content="Roofs &quot;fast&quot;"/>';
    const out = lib.headTags(rendered, {
      ogType: 'profile',
      url: 'https://x.example/profile/a"b',
      image: '',
      jsonLd: { name: '</script><img src=x>' },
    });
    expect(out.startsWith(rendered)).toBe(true);
    expect(out).toContain(
      '<link rel="canonical" href="https://x.example/profile/a&quot;b" data-server-head>',
    );
    expect(out).toContain(
      '<meta property="og:title" content="A &amp; B | Contractor Profile" data-server-head>',
    );
    expect(out).toContain(
      '<meta property="og:description" content="Roofs &quot;fast&quot;" data-server-head>',
    );
    expect(out).toContain(
      '<meta property="og:image" content="/icons/og-image.png" data-server-head>',
    );
    expect(out).not.toContain('</script><img');
    expect(out).toContain('\\u003c/script\\u003e\\u003cimg src=x\\u003e');
  });
});

describe('fillShell', () => {
  const shell =
    '<html lang="en" dir="ltr"><head><title>Old</title><meta name="description" content="x" />' +
    '<meta property="og:image" content="/i.png" /></head><body><div id="root"></div><p>banner</p></body></html>';
  const parts = {
    lang: 'he',
    dir: 'rtl',
    head: '<title>New</title>',
    body: '<div>$& app</div>',
    formats: { 'number|he|{}|3': '3' },
    data: { kind: 'profile', name: '</script>' },
  };
  it("puts React's markup into #root, marked for hydration, with the formats and the data", () => {
    expect(lib.fillShell(shell, parts)).toBe(
      '<html lang="he" dir="rtl" data-server-lang="he"><head><title>New</title></head><body>' +
        '<div id="root" data-server-page data-hydrate><div>$& app</div></div>' +
        '<script type="application/json" id="prefilled-formats">{"number|he|{}|3":"3"}</script>' +
        '<script type="application/json" id="server-page">{"kind":"profile","name":"\\u003c/script\\u003e"}</script>' +
        '<p>banner</p></body></html>',
    );
  });
  it('marks the not-found page, with no page data', () => {
    const out = lib.fillShell(shell, { ...parts, data: null, notFound: true });
    expect(out).toContain('<div id="root" data-server-page="not-found" data-hydrate>');
    expect(out).not.toContain('id="server-page"');
  });
});
