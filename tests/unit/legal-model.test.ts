import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownContent, renderMarkdown } from '../../scripts/markdown-content.mjs';
import { PAGE_ROUTES, PRERENDER_PATHS, samplePath } from '@/app/route-table';
import { BEST_PRACTICE_ARTICLES } from '@/constants/best-practices';
import {
  articleJsonLd,
  escapeHtml,
  fillTokens,
  hostOf,
  tokensIn,
  parseServiceHosts,
  tokenValues,
  translationChunks,
  withoutFrontMatter,
  type NamedConfig,
} from '@/features/legal/model';

const ROOT = join(__dirname, '../..');
const CONTENT = join(ROOT, 'content');
const read = (path: string) => readFileSync(join(CONTENT, path), 'utf8');

const WORDS = {
  operatorNotConfigured: '[operator name not configured]',
  notConfigured: 'not used on this marketplace',
  serverSetting: "set in the server's configuration",
};
const CONFIG: NamedConfig = {
  legalEntity: 'Example Trades Ltd',
  ipLocationUrl: 'https://ip-location.test/json/',
  geocodeUrl: 'https://geocode.test/search',
  reverseGeocodeUrl: 'https://reverse-geocode.test:8443/reverse',
  estimatingPartnerUrl: null,
  stripePublishableKey: 'pk_test_x',
  stripeJsUrl: null,
};

describe('LEGAL_ENTITY and the configured services', () => {
  it('names the operator, or says it is not configured', () => {
    expect(tokenValues(CONFIG, WORDS)['legal.entity']).toBe('Example Trades Ltd');
    expect(tokenValues({ ...CONFIG, legalEntity: '' }, WORDS)['legal.entity']).toBe(
      '[operator name not configured]',
    );
  });

  it('names each service the browser calls by the host this build calls', () => {
    const values = tokenValues(CONFIG, WORDS);
    expect(values['host.ipLocation']).toBe('ip-location.test');
    expect(values['host.geocode']).toBe('geocode.test');
    expect(values['host.reverseGeocode']).toBe('reverse-geocode.test:8443');
    expect(values['host.stripe']).toBe('js.stripe.com');
    expect(values['host.estimatingPartner']).toBe('not used on this marketplace');
    expect(values['host.translate']).toBe("set in the server's configuration");
  });

  it('names a Stripe.js stand-in, and no Stripe without a publishable key', () => {
    const standIn = { ...CONFIG, stripeJsUrl: 'http://127.0.0.1:8122/js.stripe.com/v3/' };
    expect(tokenValues(standIn, WORDS)['host.stripe']).toBe('127.0.0.1:8122');
    expect(tokenValues({ ...CONFIG, stripePublishableKey: '' }, WORDS)['host.stripe']).toBe(
      'not used on this marketplace',
    );
  });

  it("names the services only the server calls by the server's hosts, once it said them", () => {
    expect(tokenValues(CONFIG, WORDS)['host.translate']).toBe(WORDS.serverSetting);
    expect(tokenValues(CONFIG, WORDS)['host.mail']).toBe(WORDS.serverSetting);
    const server = { translate: 'translate.example:5000', geocode: null, mail: 'smtp.example' };
    const values = tokenValues(CONFIG, WORDS, server);
    expect(values['host.translate']).toBe('translate.example:5000');
    expect(values['host.serverGeocode']).toBe(WORDS.notConfigured);
    expect(values['host.mail']).toBe('smtp.example');
    // No SMTP host may still mean sendmail: never "not used" for mail.
    expect(tokenValues(CONFIG, WORDS, { ...server, mail: null })['host.mail']).toBe(
      WORDS.serverSetting,
    );
  });

  it("names the server's IP-location provider when the build calls none itself", () => {
    const viaServer = { ...CONFIG, ipLocationUrl: null };
    expect(tokenValues(viaServer, WORDS)['host.ipLocation']).toBe(WORDS.serverSetting);
    const server = { translate: null, geocode: null, mail: null };
    expect(
      tokenValues(viaServer, WORDS, { ...server, ipLocation: 'ipapi.co' })['host.ipLocation'],
    ).toBe('ipapi.co');
    // IP_LOCATION_URL=off on the server: nobody is asked.
    expect(tokenValues(viaServer, WORDS, { ...server, ipLocation: null })['host.ipLocation']).toBe(
      WORDS.notConfigured,
    );
    // A build that names its own API: that one, whatever the server says.
    expect(
      tokenValues(CONFIG, WORDS, { ...server, ipLocation: 'ipapi.co' })['host.ipLocation'],
    ).toBe('ip-location.test');
  });

  it('reads the hosts from the capabilities answer, refusing anything but a host', () => {
    expect(
      parseServiceHosts({
        services: { translate: 'a.example:80', geocode: 'https://x/y', mail: 7 },
      }),
    ).toEqual({
      translate: 'a.example:80',
      geocode: null,
      mail: null,
      ipLocation: null,
      legalEntity: null,
      stripe: false,
    });
    expect(parseServiceHosts({ services: { ipLocation: 'ipapi.co' } })?.ipLocation).toBe(
      'ipapi.co',
    );
    expect(parseServiceHosts({ mail: true })).toBeNull();
    expect(
      parseServiceHosts({
        services: {},
        legalEntity: ' Smith & Sons Ltd ',
        stripePublishableKey: 'pk_live_51AbC',
      }),
    ).toMatchObject({ legalEntity: 'Smith & Sons Ltd', stripe: true });
  });

  it('takes the operator and Stripe from the server when the build has none (a release)', () => {
    const release = { ...CONFIG, legalEntity: '', stripePublishableKey: '' };
    const server = { translate: null, geocode: null, mail: null };
    const values = tokenValues(release, WORDS, {
      ...server,
      legalEntity: 'Smith & Sons Ltd',
      stripe: true,
    });
    expect(values['legal.entity']).toBe('Smith & Sons Ltd');
    expect(values['host.stripe']).toBe('js.stripe.com');
    const none = tokenValues(release, WORDS, { ...server, legalEntity: null, stripe: false });
    expect(none['legal.entity']).toBe(WORDS.operatorNotConfigured);
    expect(none['host.stripe']).toBe(WORDS.notConfigured);
    // The build's own name wins over the server's.
    expect(tokenValues(CONFIG, WORDS, { ...server, legalEntity: 'Other' })['legal.entity']).toBe(
      'Example Trades Ltd',
    );
  });

  it('reads hosts only from URLs', () => {
    expect(hostOf('https://ipapi.co/json/')).toBe('ipapi.co');
    expect(hostOf('not a url')).toBeNull();
    expect(hostOf(null)).toBeNull();
  });

  it('fills tokens, escaping values for HTML, and leaves unknown ones', () => {
    const values = { 'legal.entity': 'A & <B>' };
    expect(fillTokens('By {{legal.entity}}.', values)).toBe('By A & <B>.');
    expect(fillTokens('<b>{{ legal.entity }}</b>', values, escapeHtml)).toBe(
      '<b>A &amp; &lt;B&gt;</b>',
    );
    expect(fillTokens('{{other}}', values)).toBe('{{other}}');
  });

  it('has a value for every token the legal texts and articles use', () => {
    const values = tokenValues(CONFIG, WORDS);
    const files = [
      'terms/en.md',
      'privacy/en.md',
      ...BEST_PRACTICE_ARTICLES.map((a) => `best-practices/${a.slug}/en.md`),
    ];
    for (const file of files) {
      for (const token of tokensIn(read(file)))
        expect(values, `${file}: ${token}`).toHaveProperty([token]);
    }
    expect(tokensIn(read('terms/en.md'))).toContain('legal.entity');
    expect(tokensIn(read('privacy/en.md'))).toEqual(
      expect.arrayContaining(['legal.entity', 'host.ipLocation', 'host.geocode', 'host.stripe']),
    );
  });
});

describe("the legal texts through the build's Markdown plugin", () => {
  it('render, keep the tokens for the page to fill, and give the storage table its anchor', () => {
    const render = (file: string) =>
      renderMarkdown(read(file), { lang: 'en', variables: { fee: '$1' } });
    const privacy = render('privacy/en.md');
    expect(privacy.html).toContain('<h2 id="storage">');
    expect(privacy.html).toContain('{{legal.entity}}');
    expect(privacy.html).toContain('{{host.ipLocation}}');
    expect(privacy.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const terms = render('terms/en.md');
    expect(terms.title).toBe('Terms of Service');
    expect(fillTokens(terms.html, tokenValues(CONFIG, WORDS), escapeHtml)).not.toContain('{{');
    for (const { slug } of BEST_PRACTICE_ARTICLES) {
      expect(render(`best-practices/${slug}/en.md`).html).toContain('<h2');
    }
  });
});

describe('the Markdown plugin and Translate', () => {
  it('leaves a ?raw import of a content file as text (Translate reads the English source)', () => {
    const plugin = markdownContent({ variables: () => ({ fee: '$1' }) });
    const transform = plugin.transform as (code: string, id: string) => unknown;
    expect(transform.call({}, 'export default "# T"', '/r/content/terms/en.md?raw')).toBeNull();
    const rendered = transform.call({}, '# T', '/r/content/terms/en.md') as { code: string };
    expect(rendered.code).toContain('export default {');
  });
});

describe('translation pieces', () => {
  it('keeps whole blocks and gives the text back when joined', () => {
    const text = '---\ntitle: T\n---\n\n# A\n\nOne para.\n\n- x\n- y\n\nLast.';
    const chunks = translationChunks(text, 20);
    expect(chunks.every((c) => c.length <= 20)).toBe(true);
    expect(chunks.join('\n\n')).toBe(withoutFrontMatter(text).trim());
    expect(translationChunks(text, 1000)).toHaveLength(1);
  });

  it('cuts a long table into tables that each repeat the header', () => {
    const rows = Array.from({ length: 40 }, (_, i) => `| row ${i} | value ${i} |`);
    const table = ['| a | b |', '| --- | --- |', ...rows].join('\n');
    const chunks = translationChunks(table, 200);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(200);
      expect(chunk.startsWith('| a | b |\n| --- | --- |\n| row')).toBe(true);
    }
    expect(chunks.join('\n').match(/\| row \d+/g)).toHaveLength(40);
  });

  it('cuts the real privacy notice into pieces the translation route accepts', () => {
    const chunks = translationChunks(read('privacy/en.md'));
    expect(chunks.length).toBeGreaterThan(2);
    const tableLines = chunks
      .join('\n')
      .split('\n')
      .filter((l) => l.startsWith('|'));
    expect(tableLines.length).toBeGreaterThan(40);
    for (const line of tableLines) expect(line).not.toMatch(/ {2}|-{4}/);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(4500);
  });
});

describe('best-practice articles', () => {
  it('has one content folder per article and no other', () => {
    const folders = readdirSync(join(CONTENT, 'best-practices')).sort();
    expect(folders).toEqual(BEST_PRACTICE_ARTICLES.map((a) => a.slug).sort());
  });

  it('prerenders the index and every article, and routes /best-practices/:slug', () => {
    expect(PRERENDER_PATHS).toContain('/best-practices');
    for (const { slug } of BEST_PRACTICE_ARTICLES) {
      expect(PRERENDER_PATHS).toContain(`/best-practices/${slug}`);
    }
    const route = PAGE_ROUTES.find((r) => r.path === '/best-practices/:slug');
    expect(route?.prerender).toBe(true);
    expect(route && samplePath(route)).toBe(`/best-practices/${BEST_PRACTICE_ARTICLES[0]?.slug}`);
  });

  it('gives every article a title, a description, a date and 300 to 650 words', () => {
    for (const { slug } of BEST_PRACTICE_ARTICLES) {
      const text = read(`best-practices/${slug}/en.md`);
      expect(text).toMatch(
        /^---\ntitle: .{10,}\ndescription: .{40,}\nupdated: \d{4}-\d{2}-\d{2}\n---\n/,
      );
      const words = withoutFrontMatter(text).split(/\s+/).filter(Boolean).length;
      expect(words, slug).toBeGreaterThanOrEqual(300);
      expect(words, slug).toBeLessThanOrEqual(650);
    }
    const audiences = BEST_PRACTICE_ARTICLES.map((a) => a.audience);
    expect(audiences.filter((a) => a === 'clients')).toHaveLength(3);
    expect(audiences.filter((a) => a === 'contractors')).toHaveLength(3);
  });

  it('links only to articles and routes that exist', () => {
    const paths = new Set([
      ...PAGE_ROUTES.map((r) => r.path),
      ...BEST_PRACTICE_ARTICLES.map((a) => `/best-practices/${a.slug}`),
    ]);
    const files = [
      'terms/en.md',
      'privacy/en.md',
      ...BEST_PRACTICE_ARTICLES.map((a) => `best-practices/${a.slug}/en.md`),
    ];
    for (const file of files) {
      for (const [, href] of read(file).matchAll(/\]\((\/[^)#\s]*)/g)) {
        expect(paths, `${file} links to ${href}`).toContain(href);
      }
    }
  });
});

describe('Article structured data', () => {
  it('gives an article its absolute URL, headline, dates and the site as author', () => {
    const doc = { title: 'Getting quotes', description: 'How to compare.', updated: '2026-11-26' };
    const data = articleJsonLd(
      'https://trades.example',
      '/best-practices/getting-quotes',
      doc,
      'TradesMarket',
    );
    expect(data).toMatchObject({
      '@type': 'Article',
      url: 'https://trades.example/best-practices/getting-quotes',
      headline: 'Getting quotes',
      description: 'How to compare.',
      inLanguage: 'en',
      dateModified: '2026-11-26',
      author: { name: 'TradesMarket', url: 'https://trades.example/' },
      isPartOf: { '@id': 'https://trades.example/#website' },
    });
    expect(articleJsonLd('https://t.example', '/x', {}, 'T')).not.toHaveProperty('dateModified');
  });
});
