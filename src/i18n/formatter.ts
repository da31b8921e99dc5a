/**
 * The i18next formatter: with `interpolation.alwaysFormat`, every value put into a string
 * passes through here, so a number given raw ({{count}}, {{max}}, {{total}} ...) is written
 * with the locale's digits and grouping ("50,000" in en, "50.000" in de, "50 000" in fr)
 * without each caller remembering to. Strings pass unchanged (already formatted values such
 * as a rating from formatRating). Named formats (`{{fee, usd}}`) are the ones added here.
 */
import type { FormatterModule } from 'i18next';
import { DEFAULT_LANGUAGE } from '@/constants/languages';
import { formatNumber } from './format';

type Format = (value: unknown, lng: string | undefined, options: unknown) => string;

const formats = new Map<string, Format>();

/** The formatter module for `i18n.use(...)`. */
export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add(name, fc) {
    formats.set(name.toLowerCase().trim(), fc);
  },
  addCached(name, fc) {
    formats.set(name.toLowerCase().trim(), (value, lng, options) => fc(lng, options)(value));
  },
  /**
   * Formats one interpolated value.
   * @param value the value given to t()
   * @param format the names after the comma in `{{value, name}}`, or undefined
   * @param lng the language the string is in
   * @returns the value as text; anything else (a string, an unknown format name) is
   *   returned as given, for i18next to turn into text as it does without a formatter
   */
  format(value: unknown, format, lng, options) {
    const locale = lng ?? DEFAULT_LANGUAGE.code;
    if (!format) return (typeof value === 'number' ? formatNumber(value, locale) : value) as string;
    return format
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .reduce(
        (text: unknown, name) => formats.get(name)?.(text, locale, options) ?? text,
        value,
      ) as string;
  },
};
