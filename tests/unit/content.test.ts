import { describe, expect, it } from 'vitest';
import { HIRE_FEE_USD } from '@/constants/business';
import { LANGUAGES } from '@/constants/languages';
import { contentInventory, loadContent } from '@/features/content/loader';
import {
  contentLanguage,
  contentPageJsonLd,
  FAQ_GROUPS,
  FAQ_PAGE,
  faqEntries,
  faqPageJsonLd,
  parseContentPath,
  pickFaqEntries,
} from '@/features/content/model';
import { HOME_FAQ_IDS } from '@/features/home/model';
import { formatUsd } from '@/i18n/format';

// The real content files, rendered by the build's Markdown plugin (vitest runs vite.config.ts).
const CODES = LANGUAGES.map((l) => l.code);
const inventory = contentInventory();
const h2Ids = (doc: { headings: readonly { id: string; level: number }[] }) =>
  doc.headings.filter((h) => h.level === 2).map((h) => h.id);

describe('content loader', () => {
  it('names files by page and language', () => {
    expect(parseContentPath('/content/faq/de.md')).toEqual({ page: 'faq', lang: 'de' });
    expect(parseContentPath('/content/best-practices/quotes/en.md')).toEqual({
      page: 'best-practices/quotes',
      lang: 'en',
    });
    expect(parseContentPath('/content/faq/readme.md')).toBeNull();
  });

  it('falls back to English for a language without a file, and to nothing without English', () => {
    expect(contentLanguage(new Set(['en', 'de']), 'de')).toBe('de');
    expect(contentLanguage(new Set(['en', 'de']), 'ja')).toBe('en');
    expect(contentLanguage(new Set(['de']), 'ja')).toBeNull();
  });

  it('loads a language that is missing as the English document', async () => {
    // "xx" stands for any language a page has no file for yet.
    const doc = await loadContent('safety-and-trust', 'xx');
    expect(doc.lang).toBe('en');
    expect(doc.html).toContain('<h2 id="reviews">');
  });

  it('throws for a page without an English file', () => {
    expect(() => loadContent('no-such-page', 'en')).toThrow('content/no-such-page/en.md');
  });

  it('returns the same document for the same file', async () => {
    expect(await loadContent('faq', 'en')).toBe(await loadContent('faq', 'en'));
  });

  it('marks a loaded page’s promise settled, so React’s use() returns it without suspending', async () => {
    const first = loadContent('how-it-works', 'fi') as Promise<unknown> & Record<string, unknown>;
    expect(first.status).toBe('pending');
    const doc = await first;
    const again = loadContent('how-it-works', 'fi') as Promise<unknown> & Record<string, unknown>;
    expect(again).toBe(first);
    expect(again).toMatchObject({ status: 'fulfilled', value: doc });
  });
});

describe('translated content pages (how-it-works, faq, safety-and-trust)', () => {
  const pages = ['how-it-works', 'faq', 'safety-and-trust'];

  // Which languages each page has: a missing one is listed here by name (it falls back to
  // English on the page). The product needs all 20 for these three pages.
  for (const page of pages) {
    it(`${page} exists in all 20 languages`, () => {
      const missing = CODES.filter((code) => !(inventory[page] ?? []).includes(code));
      expect(missing, `content/${page}: languages without a file`).toEqual([]);
    });
  }

  for (const page of pages) {
    it(`${page}: every language has the English sections, with the same anchors`, async () => {
      const english = await loadContent(page, 'en');
      for (const code of inventory[page] ?? []) {
        const doc = await loadContent(page, code);
        expect(doc.lang, `${page}/${code}`).toBe(code);
        expect(h2Ids(doc), `${page}/${code} h2 ids`).toEqual(h2Ids(english));
        expect(
          doc.sections.map((s) => s.items.map((i) => i.id)),
          `${page}/${code} h3 ids`,
        ).toEqual(english.sections.map((s) => s.items.map((i) => i.id)));
        expect(doc.updated, `${page}/${code} updated`).toBe(english.updated);
        // Placeholders are filled at build time; none may survive into the HTML.
        expect(doc.html, `${page}/${code}`).not.toMatch(/\{\{|\}\}/);
      }
    });
  }

  it('how-it-works has the "How we compare" section the home page links to', async () => {
    for (const code of inventory['how-it-works'] ?? []) {
      const doc = await loadContent('how-it-works', code);
      expect(h2Ids(doc), code).toContain('how-we-compare');
      expect(
        doc.headings.map((h) => h.id),
        code,
      ).toContain('save-90');
    }
  });

  it('writes the fee from the business constant in the language of the file', async () => {
    const english = await loadContent('how-it-works', 'en');
    expect(english.html).toContain(`<strong>Stay listed for $${HIRE_FEE_USD}.</strong>`);
    const german = await loadContent('how-it-works', 'de');
    // "1 $" with a no-break space, as Intl writes it for German.
    expect(german.html).toContain(`für ${formatUsd(HIRE_FEE_USD, 'de')} sichtbar`);
  });
});

describe('FAQ', () => {
  it('has at least 20 questions in the eight groups, in every language', async () => {
    for (const code of inventory[FAQ_PAGE] ?? []) {
      const doc = await loadContent(FAQ_PAGE, code);
      expect(
        doc.sections.map((s) => s.id),
        code,
      ).toEqual([...FAQ_GROUPS]);
      for (const section of doc.sections)
        expect(section.items.length, section.id).toBeGreaterThan(0);
      const entries = faqEntries(doc);
      expect(entries.length, code).toBeGreaterThanOrEqual(20);
      for (const entry of entries) {
        expect(entry.question.length, `${code}#${entry.id}`).toBeGreaterThan(5);
        expect(entry.text.length, `${code}#${entry.id}`).toBeGreaterThan(5);
      }
    }
  });

  it("the home page's questions are a subset of the FAQ, from the same file", async () => {
    for (const code of inventory[FAQ_PAGE] ?? []) {
      const doc = await loadContent(FAQ_PAGE, code);
      const all = faqEntries(doc);
      const home = pickFaqEntries(doc, HOME_FAQ_IDS);
      expect(home.map((e) => e.id)).toEqual([...HOME_FAQ_IDS]);
      for (const entry of home) expect(all).toContainEqual(entry);
    }
    const english = await loadContent(FAQ_PAGE, 'en');
    expect(() => pickFaqEntries(english, ['gone'])).toThrow('#gone');
    expect(pickFaqEntries(english, HOME_FAQ_IDS)[0]).toMatchObject({
      question: 'How much does it cost to hire a contractor?',
      text: '$1 per hire. There is no commission and no monthly fee.',
    });
  });

  it('describes the questions as a schema.org FAQPage at an absolute URL', async () => {
    const doc = await loadContent(FAQ_PAGE, 'en');
    const data = contentPageJsonLd(
      'https://trades.example',
      '/faq',
      { name: 'FAQ', description: 'Answers', lang: 'en', updated: doc.updated },
      { type: 'FAQPage', questions: faqEntries(doc) },
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      '@id': 'https://trades.example/faq',
      url: 'https://trades.example/faq',
      inLanguage: 'en',
      dateModified: '2026-11-26',
      isPartOf: { '@id': 'https://trades.example/#website' },
    });
    const questions = 'mainEntity' in data && Array.isArray(data.mainEntity) ? data.mainEntity : [];
    expect(questions).toHaveLength(faqEntries(doc).length);
    expect(questions[0]).toEqual({
      '@type': 'Question',
      name: 'How much does it cost to hire a contractor?',
      acceptedAnswer: {
        '@type': 'Answer',
        text: '$1 per hire. There is no commission and no monthly fee.',
      },
    });
    expect(faqPageJsonLd([])).toEqual({ '@type': 'FAQPage', mainEntity: [] });
  });

  it('describes other content pages as a WebPage', () => {
    expect(
      contentPageJsonLd('https://trades.example', '/how-it-works', {
        name: 'How It Works',
        description: 'd',
        lang: 'de',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      '@id': 'https://trades.example/how-it-works',
      url: 'https://trades.example/how-it-works',
      name: 'How It Works',
      description: 'd',
      inLanguage: 'de',
      isPartOf: { '@id': 'https://trades.example/#website' },
    });
  });

  it('describes a contact form as a ContactPage', () => {
    expect(
      contentPageJsonLd(
        'https://trades.example',
        '/contact-support',
        { name: 'Contact Support', description: 'd', lang: 'en' },
        { type: 'ContactPage' },
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ContactPage',
      '@id': 'https://trades.example/contact-support',
      url: 'https://trades.example/contact-support',
      name: 'Contact Support',
      description: 'd',
      inLanguage: 'en',
      isPartOf: { '@id': 'https://trades.example/#website' },
    });
  });

  it('describes an index as a CollectionPage listing its pages by absolute URL, in order', () => {
    const data = contentPageJsonLd(
      'https://trades.example',
      '/best-practices',
      { name: 'Best Practices', description: 'd', lang: 'fr' },
      {
        type: 'CollectionPage',
        items: [
          { path: '/best-practices/getting-quotes', name: 'Getting quotes' },
          { path: '/best-practices/a-good-listing', name: 'A good listing' },
        ],
      },
    );
    expect(data).toMatchObject({
      '@type': 'CollectionPage',
      url: 'https://trades.example/best-practices',
      inLanguage: 'fr',
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            url: 'https://trades.example/best-practices/getting-quotes',
            name: 'Getting quotes',
          },
          {
            '@type': 'ListItem',
            position: 2,
            url: 'https://trades.example/best-practices/a-good-listing',
            name: 'A good listing',
          },
        ],
      },
    });
  });
});
