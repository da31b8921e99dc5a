/**
 * Markdown content pages: `content/<page>/<lang>.md`, rendered to HTML at build time
 * (scripts/markdown-content.mjs), loaded per language on demand with an English fallback.
 * How a page uses it: docs/rendering.md, "Content pages". The router imports this index (to
 * preload a route's content), so it stays small: no namespace JSON, no page components.
 */
export { ContentArticle } from './components/content-article';
export { PageStructuredData } from './components/page-structured-data';
export { SiteStructuredData } from './components/site-structured-data';
export { StructuredData } from './components/structured-data';
export { contentInventory, loadContent } from './loader';
export type {
  ContentDoc,
  ContentHeading,
  ContentItem,
  ContentSection,
  FaqEntry,
  PageSchema,
} from './model';
export {
  contentPageJsonLd,
  FAQ_GROUPS,
  FAQ_PAGE,
  faqEntries,
  faqPageJsonLd,
  pickFaqEntries,
} from './model';
export { preloadContent, withContent } from './preload';
export { useContent, useContents } from './use-content';
