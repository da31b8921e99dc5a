/**
 * React hook: the current language's document of a content page (English when the language
 * has no file yet). The first render suspends until the chunk is loaded (the prerender waits
 * for it; routes preload it, see preloadContent); a language change keeps the page showing
 * the previous language until the new one has arrived (useDeferredValue), so the page never
 * drops to "Loading...".
 */
import { use, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { loadContent, loadedContent } from './loader';
import type { ContentDoc } from './model';

export function useContent(page: string): ContentDoc {
  const { i18n } = useTranslation();
  const lang = useDeferredValue(i18n.resolvedLanguage ?? i18n.language);
  return loadedContent(page, lang) ?? use(loadContent(page, lang));
}
