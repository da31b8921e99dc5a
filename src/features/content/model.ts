/**
 * Markdown content pages (content/<page>/<lang>.md), rendered to HTML at build time by
 * scripts/markdown-content.mjs. Types of a rendered document and the pure rules around it.
 */

/** A heading of a document: its id (the anchor: `#how-we-compare`), text and level (1-6). */
export interface ContentHeading {
  readonly id: string;
  readonly text: string;
  readonly level: number;
}

/** An h3 and what follows it up to the next h2 or h3: e.g. one FAQ question and its answer. */
export interface ContentItem {
  readonly id: string;
  readonly title: string;
  /** The answer's HTML (build-time Markdown output: no raw HTML from writers). */
  readonly html: string;
  /** The same as plain text (structured data). */
  readonly text: string;
}

/** An h2 with the h3 items under it: e.g. one FAQ group. */
export interface ContentSection {
  readonly id: string;
  readonly title: string;
  readonly items: readonly ContentItem[];
}

/** One page in one language, as the Vite plugin renders it. */
export interface ContentDoc {
  /** The language of the file (the English fallback says `en`). */
  readonly lang: string;
  /** Front matter, all optional. `updated` is YYYY-MM-DD. */
  readonly title?: string;
  readonly description?: string;
  readonly updated?: string;
  readonly html: string;
  readonly headings: readonly ContentHeading[];
  readonly sections: readonly ContentSection[];
}

/**
 * The page and language of a content file path as import.meta.glob names it.
 * @param path e.g. "/content/faq/de.md" or "/content/best-practices/getting-quotes/en.md"
 * @returns `{page: "faq", lang: "de"}`, or null for any other path
 */
export function parseContentPath(path: string): { page: string; lang: string } | null {
  const match = /^\/content\/(.+)\/([a-z]{2})\.md$/.exec(path);
  return match?.[1] && match[2] ? { page: match[1], lang: match[2] } : null;
}

/**
 * Which file to load for a page in a language: the language's own, else English.
 * @param available the languages the page has files for
 * @returns the language code to load, or null when the page has no English file either
 */
export function contentLanguage(available: ReadonlySet<string>, lang: string): string | null {
  if (available.has(lang)) return lang;
  return available.has('en') ? 'en' : null;
}

/** A FAQ question and its answer, as the page shows them and FAQPage describes them. */
export interface FaqEntry {
  readonly id: string;
  readonly question: string;
  /** The answer's HTML (shown) and plain text (structured data). */
  readonly html: string;
  readonly text: string;
}

/** The content page that holds every FAQ question (content/faq/<lang>.md). */
export const FAQ_PAGE = 'faq';

/** The FAQ's groups (h2 ids), in page order; every language has them all. */
export const FAQ_GROUPS = [
  'hiring',
  'listing',
  'payments',
  'reviews',
  'verification',
  'privacy',
  'offline',
  'languages',
] as const;

/**
 * Every question of the FAQ document, in page order.
 * @param doc content/faq/<lang>.md rendered
 */
export function faqEntries(doc: ContentDoc): FaqEntry[] {
  return doc.sections.flatMap((section) =>
    section.items.map((item) => ({
      id: item.id,
      question: item.title,
      html: item.html,
      text: item.text,
    })),
  );
}

/**
 * The questions with these ids, in the order of `ids` (the home page's subset).
 * @throws when an id is not in the document (a renamed question must not vanish quietly)
 */
export function pickFaqEntries(doc: ContentDoc, ids: readonly string[]): FaqEntry[] {
  const all = new Map(faqEntries(doc).map((entry) => [entry.id, entry]));
  return ids.map((id) => {
    const entry = all.get(id);
    if (!entry) throw new Error(`FAQ (${doc.lang}) has no question #${id}`);
    return entry;
  });
}

/** schema.org FAQPage for these questions (answers as plain text). */
export function faqPageJsonLd(entries: readonly FaqEntry[]) {
  return {
    '@type': 'FAQPage' as const,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.text },
    })),
  };
}

/**
 * What a page is, for its JSON-LD: a plain WebPage, a ContactPage (a form that reaches staff),
 * a FAQPage with its questions, or a CollectionPage listing other pages of the site (each by
 * its path and name).
 */
export type PageSchema =
  | { readonly type: 'WebPage' | 'ContactPage' }
  | { readonly type: 'FAQPage'; readonly questions: readonly FaqEntry[] }
  | {
      readonly type: 'CollectionPage';
      readonly items: readonly { readonly path: string; readonly name: string }[];
    };

/** The schema.org type of a page and what it holds (questions, a list of pages). */
function pageTypeJsonLd(origin: string, schema: PageSchema) {
  switch (schema.type) {
    case 'FAQPage':
      return faqPageJsonLd(schema.questions);
    case 'CollectionPage':
      return {
        '@type': 'CollectionPage' as const,
        mainEntity: {
          '@type': 'ItemList',
          numberOfItems: schema.items.length,
          itemListElement: schema.items.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            url: `${origin}${item.path}`,
            name: item.name,
          })),
        },
      };
    default:
      return { '@type': schema.type };
  }
}

/**
 * The JSON-LD of a page: a schema.org WebPage, ContactPage, FAQPage (with its questions) or
 * CollectionPage (with an ItemList of absolute URLs) at its absolute URL, part of the site's
 * WebSite (`<origin>/#website`, declared on `/`).
 * @param origin e.g. https://tradesmarket.example (no trailing slash)
 * @param path the route, e.g. "/faq"
 * @param page name and description (the `pages` namespace), language, last update
 * @param schema the page's type; a WebPage when left out
 */
export function contentPageJsonLd(
  origin: string,
  path: string,
  page: { name: string; description: string; lang: string; updated?: string | undefined },
  schema: PageSchema = { type: 'WebPage' },
) {
  return {
    '@context': 'https://schema.org',
    ...pageTypeJsonLd(origin, schema),
    '@id': `${origin}${path}`,
    url: `${origin}${path}`,
    name: page.name,
    description: page.description,
    inLanguage: page.lang,
    ...(page.updated ? { dateModified: page.updated } : {}),
    isPartOf: { '@id': `${origin}/#website` },
  };
}
