/**
 * i18next setup. English resources are bundled so the first paint never waits for a network
 * request; namespaces: common (shell), home, pages (route headings).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './locales/en/common.json' with { type: 'json' };
import home from './locales/en/home.json' with { type: 'json' };
import pages from './locales/en/pages.json' with { type: 'json' };

export const defaultNS = 'common';
export const resources = { en: { common, home, pages } } as const;

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS,
  ns: ['common', 'home', 'pages'],
  resources,
  interpolation: { escapeValue: false },
  returnObjects: true,
});

export default i18n;
