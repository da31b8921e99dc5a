import i18n from '@/i18n';
import { loadContent } from './loader';

/**
 * Loads content pages in the current interface language, so the route's first render has
 * them at hand (lib/lazy-page.ts: a first render that suspends shows "Loading..."). Never
 * rejects: a failed load is retried when the page renders.
 * @param pages e.g. ["faq"]
 */
export function preloadContent(...pages: string[]): Promise<void> {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return Promise.all(pages.map((page) => loadContent(page, lang))).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * A lazyPage factory that loads the page's module and its content in parallel.
 * @example lazyPage(withContent(['terms'], () => import('./components/terms-page')))
 */
export function withContent<M>(pages: readonly string[], factory: () => Promise<M>) {
  return (): Promise<M> =>
    Promise.all([factory(), preloadContent(...pages)]).then(([module]) => module);
}
