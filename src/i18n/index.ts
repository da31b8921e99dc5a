/**
 * i18next setup. The shell's namespace (`common`) is bundled so the first paint never waits
 * for a request; a feature's namespace ships inside that feature's lazily loaded chunk and is
 * added with `addNamespace` when the chunk loads (`home`, `pages`).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './locales/en/common.json' with { type: 'json' };
import type home from './locales/en/home.json';
import type pages from './locales/en/pages.json';

export const defaultNS = 'common';

/** Every namespace's English resources, as types: the source of the typed keys. */
export interface Resources {
  common: typeof common;
  home: typeof home;
  pages: typeof pages;
}

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS,
  ns: ['common'],
  resources: { en: { common } },
  interpolation: { escapeValue: false },
});

/**
 * Adds a feature's namespace; call it at the top of the feature's lazily loaded module, so
 * the strings are there before its components render.
 */
export function addNamespace<N extends keyof Resources>(ns: N, resources: Resources[N]): void {
  if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, resources);
}

export default i18n;
