/**
 * i18next setup for the 20 interface languages.
 *
 * - English `common` is bundled, so the first paint never waits for a request; English
 *   feature namespaces ship in their feature's lazy chunk (`addNamespace`).
 * - Every other locale's namespaces are separate JSON chunks (locales/<code>/<ns>.json),
 *   loaded when first needed and precached by the service worker for offline use.
 * - The language on start is the stored choice, mirrored synchronously in localStorage
 *   (`preferredLanguage`, see BOOT_LANGUAGE_KEY) so the app can start in it; main.tsx waits
 *   for that locale's `common` before rendering, so no string shows in the wrong language.
 * - Prices and percentages in strings go through Intl (`{{fee, usd}}`, see format.ts); every
 *   other number given raw to t() is written in the locale's digits and grouping
 *   (formatter.ts); ratings, coordinates, lists and years have their own helpers in format.ts.
 */
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { HIRE_FEE_USD } from '@/constants/business';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/constants/languages';
import type account from './locales/en/account.json';
import type admin from './locales/en/admin.json';
import type affiliate from './locales/en/affiliate.json';
import type auth from './locales/en/auth.json';
import type blast from './locales/en/blast.json';
import common from './locales/en/common.json' with { type: 'json' };
import type costData from './locales/en/costData.json';
import type dashboard from './locales/en/dashboard.json';
import type engagement from './locales/en/engagement.json';
import type estimatorHub from './locales/en/estimatorHub.json';
import type estimator from './locales/en/estimator.json';
import type home from './locales/en/home.json';
import type legal from './locales/en/legal.json';
import type lists from './locales/en/lists.json';
import type market from './locales/en/market.json';
import type moderation from './locales/en/moderation.json';
import type pages from './locales/en/pages.json';
import type payments from './locales/en/payments.json';
import type portal from './locales/en/portal.json';
import type support from './locales/en/support.json';
import type takeoff from './locales/en/takeoff.json';
import type trust from './locales/en/trust.json';
import { formatUsd } from './format';
import { numberFormatter } from './formatter';

export const defaultNS = 'common';

/** Every namespace's English resources, as types: the source of the typed keys. */
export interface Resources {
  account: typeof account;
  admin: typeof admin;
  affiliate: typeof affiliate;
  auth: typeof auth;
  blast: typeof blast;
  common: typeof common;
  costData: typeof costData;
  dashboard: typeof dashboard;
  engagement: typeof engagement;
  estimatorHub: typeof estimatorHub;
  estimator: typeof estimator;
  home: typeof home;
  legal: typeof legal;
  lists: typeof lists;
  market: typeof market;
  moderation: typeof moderation;
  pages: typeof pages;
  payments: typeof payments;
  portal: typeof portal;
  support: typeof support;
  takeoff: typeof takeoff;
  trust: typeof trust;
}

/** localStorage key mirroring the stored `preferredLanguage` for a synchronous start. */
export const BOOT_LANGUAGE_KEY = 'preferredLanguage';

/** Amounts named in strings: `{{fee, usd}}` is the $1 hire and listing fee. */
const AMOUNTS = { fee: HIRE_FEE_USD, leadLow: 50, leadHigh: 100, monthLow: 100, monthHigh: 500 };

/** The language with this code, or undefined when it is not one of the 20. */
export function languageByCode(code: string | null | undefined): Language | undefined {
  return LANGUAGES.find((l) => l.code === code);
}

/** The choice mirrored in localStorage, when it is one of the 20; undefined otherwise. */
export function mirroredLanguage(): Language | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return languageByCode(window.localStorage.getItem(BOOT_LANGUAGE_KEY));
  } catch {
    return undefined;
  }
}

/** The language to start in: the mirrored choice when valid, else English. */
export function bootLanguage(): Language {
  return mirroredLanguage() ?? DEFAULT_LANGUAGE;
}

/** Sets <html lang dir> for a language (Arabic and Hebrew are right-to-left). */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.dir;
}

/** Resolves once the start language's `common` namespace is loaded. */
export const i18nReady: Promise<unknown> = i18n
  .use(initReactI18next)
  .use(numberFormatter)
  .use(
    // The table of locale files is a chunk of its own (locale-files.ts), loaded when the
    // first file is needed.
    resourcesToBackend((language: string, namespace: string) =>
      import('./locale-files').then((m) => m.loadLocaleFile(language, namespace)),
    ),
  )
  .init({
    lng: bootLanguage().code,
    fallbackLng: DEFAULT_LANGUAGE.code,
    supportedLngs: LANGUAGES.map((l) => l.code),
    defaultNS,
    ns: [defaultNS],
    partialBundledLanguages: true,
    // i18next's defaults, named: with separators the app sets itself, i18next skips guessing
    // on every t() call whether a key is natural-language text (a regular expression per
    // key), which cost the profile's first render tens of milliseconds on a slow phone. Every
    // key is a dotted path, with its namespace before ':'.
    keySeparator: '.',
    nsSeparator: ':',
    resources: { en: { common } },
    // alwaysFormat: raw numbers in strings go through Intl too (formatter.ts).
    interpolation: { escapeValue: false, defaultVariables: AMOUNTS, alwaysFormat: true },
  });

i18n.services.formatter?.add('usd', (value: number, lng: string | undefined) =>
  formatUsd(value, lng ?? DEFAULT_LANGUAGE.code),
);

i18n.on('languageChanged', (code: string) => {
  applyDocumentLanguage(languageByCode(code) ?? DEFAULT_LANGUAGE);
});

/**
 * Adds a feature's English namespace; call it at the top of the feature's lazily loaded
 * module, so English strings are there before its components render. Other locales of the
 * namespace load on demand (components suspend until then).
 */
export function addNamespace<N extends keyof Resources>(ns: N, resources: Resources[N]): void {
  if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, resources);
}

export default i18n;
