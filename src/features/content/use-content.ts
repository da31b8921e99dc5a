/**
 * React hooks: the current language's documents of content pages (English when the language
 * has no file yet). The first render suspends until the chunks are loaded (the prerender
 * waits for them; routes preload them, see preloadContent); a language change keeps the page
 * showing the previous language until the new one has arrived (useDeferredValue), so the
 * page never drops to "Loading...".
 */
import { use, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { loadContent } from './loader';
import type { ContentDoc } from './model';

/**
 * The documents of several content pages, in the order given.
 * @param pages e.g. ["best-practices/getting-quotes", "best-practices/a-good-listing"]
 */
export function useContents(pages: readonly string[]): ContentDoc[] {
  const { i18n } = useTranslation();
  const lang = useDeferredValue(i18n.resolvedLanguage ?? i18n.language);
  // `use` may be called in a loop (unlike hooks); each page suspends until it is loaded. It is
  // called on every render, loaded or not (a loaded page's promise is marked settled, so it
  // returns at once): calling it only while a page loads breaks React's replay (loader.ts).
  return pages.map((page) => use(loadContent(page, lang)));
}

/** The document of one content page, e.g. "faq". */
export function useContent(page: string): ContentDoc {
  const [doc] = useContents([page]);
  if (!doc) throw new Error(`no document for ${page}`);
  return doc;
}
