/** Keys of the `pages` i18n namespace: one per route other than home. */
import type pages from '@/i18n/locales/en/pages.json';

export type PageKey = keyof typeof pages;
