/**
 * Locale-aware formatting with Intl: numbers, dates and prices follow the locale. Each takes
 * the i18next locale code ("en", "ar", ...).
 */

/**
 * Intl formatters made once per locale and options: building one costs far more than using
 * it (a list of cards or a footer would otherwise build dozens per render on a slow phone).
 */
const formatters = new Map<string, unknown>();

/** The formatter kept under `key` (kind, locale and options), made with `make` the first time. */
function cachedFormatter<T>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

function cached<T>(kind: string, locale: string, options: object, make: () => T): T {
  return cachedFormatter(`${kind}|${locale}|${JSON.stringify(options)}`, make);
}

/** The Intl.NumberFormat of `locale` with `options`, made once. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/**
 * Makes (and keeps) the plain Intl.NumberFormat of `locale`, in two tasks: the first formatter
 * a page builds loads Intl's locale data, a long task on a slow phone. About a third of it is resolving the locale's likely
 * subtags, which an `Intl.Locale` does alone; the rest (the formatter's own data) comes in the
 * next task. Called before a render that will format (src/main.tsx), so that render does not
 * pay for it. The page's loader does the same where the app does not
 * (scripts/defer-app-code.mjs).
 * @param locale i18next locale code, e.g. "en"
 * @param next schedules the second step (the next task by default)
 */
export function warmIntl(
  locale: string,
  next: (step: () => void) => void = (step) => setTimeout(step, 0),
): void {
  try {
    new Intl.Locale(locale).maximize();
  } catch {
    // An unknown locale: the render formats with its own fallback.
    return;
  }
  next(() => {
    try {
      numberFormat(locale).format(1);
    } catch {
      // As above.
    }
  });
}

/**
 * Results formatted at build time, by key (see formattedOnce). A prerendered page carries
 * those its first render needs, so hydrating it builds no Intl formatter: the first one a
 * page builds loads Intl's locale data,
 * one long task on a phone.
 */
const prefilled = new Map<string, string>();
/** While the prerender records a page (recordFormats), every result formatted, by key. */
let recording: Map<string, string> | null = null;

/**
 * The text of one formatting, from the prefilled results when the page carries it, else
 * made with `make` (and recorded while the prerender records).
 * @param key kind, locale, options and value, e.g. `number|en|{"useGrouping":false}|2026`
 */
function formattedOnce(key: string, make: () => string): string {
  let text = prefilled.get(key);
  if (text === undefined) text = make();
  recording?.set(key, text);
  return text;
}

/** `value` formatted as numberFormat(locale, options) formats it (formattedOnce). */
function formatWith(locale: string, options: Intl.NumberFormatOptions, value: number): string {
  // One key for the formatter and, with the value, for its result: the options are
  // serialised once per call (lists of cards format a value per card).
  const formatter = `number|${locale}|${JSON.stringify(options)}`;
  return formattedOnce(`${formatter}|${value}`, () =>
    cachedFormatter(formatter, () => new Intl.NumberFormat(locale, options)).format(value),
  );
}

/**
 * Build time (src/prerender.tsx): starts recording what is formatted, for one page.
 * @returns stops recording and returns the results by key, to embed in the page's HTML
 */
export function recordFormats(): () => Record<string, string> {
  const page = new Map<string, string>();
  recording = page;
  return () => {
    if (recording === page) recording = null;
    return Object.fromEntries(page);
  };
}

/** The id of the JSON data block in which a prerendered page carries them (recordFormats). */
export const PREFILLED_FORMATS_ID = 'prefilled-formats';

/**
 * In the browser, before hydration (src/main.tsx): the results the prerender embedded in the
 * page's data block (#prefilled-formats, recordFormats), used instead of formatting them
 * again. No block, text that is not a JSON object, or entries that are not strings prefill
 * nothing (those are formatted as before).
 * @param json the block's text content, e.g. `{"number|en|{}|5":"5"}`
 */
export function prefillFormatsFrom(json: string | null | undefined): void {
  if (!json) return;
  try {
    const entries: unknown = JSON.parse(json);
    if (entries && typeof entries === 'object' && !Array.isArray(entries)) {
      for (const [key, text] of Object.entries(entries)) {
        if (typeof text === 'string') prefilled.set(key, text);
      }
    }
  } catch {
    // Not JSON: nothing prefilled.
  }
}

/**
 * Locales whose currency symbol reads wrongly inside right-to-left text: Arabic's "‏1 US$"
 * shows as "$US 1" in an Arabic sentence, so Arabic names the currency ("1 دولار أمريكي").
 * Hebrew's "‏1 ‏$" reads right and keeps the symbol.
 */
const CURRENCY_BY_NAME: ReadonlySet<string> = new Set(['ar']);

/** How Intl should show a currency in `locale`: its name where the symbol garbles in RTL. */
export function currencyDisplayFor(locale: string): 'name' | 'symbol' {
  return CURRENCY_BY_NAME.has(locale) ? 'name' : 'symbol';
}

/**
 * A US-dollar amount: whole dollars without cents ("$1" in en, "1 $" in de, "US$1" where
 * the locale says so, "1 دولار أمريكي" in ar), both cent digits when there are cents ("$49.50").
 * @param amount dollars, e.g. 1 or 49.5
 */
export function formatUsd(amount: number, locale: string): string {
  const whole = Number.isInteger(amount);
  return formatWith(
    locale,
    {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: currencyDisplayFor(locale),
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    },
    amount,
  );
}

/**
 * The minor digits of a currency as Intl counts them (2 for USD, 0 for JPY, 3 for KWD), or
 * null for a code Intl does not take.
 * @param currency ISO 4217 code
 */
export function currencyDigits(currency: string): number | null {
  const digits = formattedOnce(`digits|${currency}`, () => {
    try {
      return String(
        numberFormat('en', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2,
      );
    } catch {
      return '';
    }
  });
  return digits === '' ? null : Number(digits);
}

/**
 * An amount of money in a locale, from integer minor units: "$29.98", "1.234,56 €", "¥1,500",
 * "29.98 دولار أمريكي" in Arabic (the currency's name where its symbol garbles in right-to-left
 * text: currencyDisplayFor). A code Intl does not take is shown after the amount in the
 * locale's digits ("1,50 XX1" in de).
 * @param cents amount in minor units of `currency` (divided by the currency's own digits)
 * @param currency ISO 4217 code, e.g. "USD"
 * @param locale the i18next locale code
 * @param options `trimWhole`: a whole amount without decimals ("$1", as fees are written)
 */
export function formatMoney(
  cents: number,
  currency: string,
  locale: string,
  options: { readonly trimWhole?: boolean } = {},
): string {
  const digits = currencyDigits(currency);
  if (digits === null) {
    return `${formatWith(locale, { minimumFractionDigits: 2 }, cents / 100)} ${currency}`;
  }
  const amount = cents / 10 ** digits;
  return formatWith(
    locale,
    {
      style: 'currency',
      currency,
      currencyDisplay: currencyDisplayFor(locale),
      minimumFractionDigits: options.trimWhole && Number.isInteger(amount) ? 0 : digits,
      maximumFractionDigits: digits,
    },
    amount,
  );
}

/** A percentage of a fraction: 0 → "0%", 1 → "100%" ("%100" in tr, "100 %" in de). */
export function formatPercent(fraction: number, locale: string): string {
  return formatWith(locale, { style: 'percent', maximumFractionDigits: 0 }, fraction);
}

/**
 * A plain number or count with the locale's digits and grouping ("50,000" in en, "50.000" in
 * de, "50 000" in fr; Hindi keeps Latin digits).
 */
export function formatNumber(value: number, locale: string): string {
  return formatWith(locale, {}, value);
}

/** A date (no time) in the locale's medium style. @param date a Date or ISO string */
export function formatDate(date: Date | string, locale: string): string {
  return formatDateWith(locale, { dateStyle: 'medium' }, date);
}

/** A date (no time) in the locale's long style ("May 4, 2026"). @param date a Date or ISO string */
export function formatLongDate(date: Date | string, locale: string): string {
  return formatDateWith(locale, { dateStyle: 'long' }, date);
}

/**
 * A calendar day (YYYY-MM-DD, e.g. a page's front-matter date) in the locale's medium style,
 * read in UTC, so the build and every visitor's time zone show the same day.
 */
export function formatCalendarDay(day: string, locale: string): string {
  return formatDateWith(locale, { dateStyle: 'medium', timeZone: 'UTC' }, `${day}T00:00:00Z`);
}

/** `date` formatted by the Intl.DateTimeFormat of `locale` with `options` (formattedOnce). */
function formatDateWith(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  date: Date | string,
): string {
  const time = typeof date === 'string' ? new Date(date) : date;
  const formatter = `date|${locale}|${JSON.stringify(options)}`;
  return formattedOnce(`${formatter}|${time.getTime()}`, () =>
    cachedFormatter(formatter, () => new Intl.DateTimeFormat(locale, options)).format(time),
  );
}

/**
 * A time relative to now in the locale's words, numeric only where it must be ("now",
 * "5 minutes ago", "yesterday", "in 2 hours"), with the locale's Intl.RelativeTimeFormat made
 * once (a status line re-rendering every few seconds would otherwise build one each time).
 * @param value how many `unit`s from now: negative in the past
 * @param unit e.g. 'second', 'minute', 'hour', 'day'
 */
export function formatRelativeTime(
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  locale: string,
): string {
  const options: Intl.RelativeTimeFormatOptions = { numeric: 'auto' };
  return cached(
    'relative',
    locale,
    options,
    () => new Intl.RelativeTimeFormat(locale, options),
  ).format(value, unit);
}

/** The unit distances are shown in, as Intl names it. */
export type DistanceUnit = 'kilometer' | 'mile';

/** Kilometres in one international mile. */
export const KM_PER_MILE = 1.609344;

/** Regions whose everyday road distances are in miles. */
const MILE_REGIONS: ReadonlySet<string> = new Set(['US', 'GB']);

/**
 * The distance unit for the browser's region: miles where the convention is miles (the
 * United States and the United Kingdom), kilometres everywhere else. The app's own locales
 * are bare language codes ("en"), so the region comes from the browser's language tag
 * (navigator.language, e.g. "en-GB"); a tag without a region, or none, means kilometres.
 * @param browserLanguage a BCP 47 tag, e.g. navigator.language
 */
export function distanceUnitFor(browserLanguage: string | undefined): DistanceUnit {
  if (!browserLanguage) return 'kilometer';
  try {
    const region = new Intl.Locale(browserLanguage).region;
    return region && MILE_REGIONS.has(region) ? 'mile' : 'kilometer';
  } catch {
    return 'kilometer';
  }
}

/** The region of a BCP 47 tag ("en-GB" → "GB"), '' when it has none or is not a tag. */
export function regionOf(browserLanguage: string | undefined): string {
  if (!browserLanguage) return '';
  try {
    return new Intl.Locale(browserLanguage).region ?? '';
  } catch {
    return '';
  }
}

/** Kilometres in `value` of `unit`. */
export function toKm(value: number, unit: DistanceUnit): number {
  return unit === 'mile' ? value * KM_PER_MILE : value;
}

/** `km` kilometres in `unit`. */
export function fromKm(km: number, unit: DistanceUnit): number {
  return unit === 'mile' ? km / KM_PER_MILE : km;
}

/**
 * The short name of a distance unit in the locale ("km", "mi", "كم", "英里"), for a label
 * such as "Service radius (mi)".
 * @param locale the i18next locale code
 */
export function distanceUnitLabel(unit: DistanceUnit, locale: string): string {
  const parts = numberFormat(locale, { style: 'unit', unit }).formatToParts(1);
  return parts.find((part) => part.type === 'unit')?.value ?? (unit === 'mile' ? 'mi' : 'km');
}

/**
 * A distance in the locale's words for the unit ("5.2 mi", "5,2 km", "5.2 كم").
 * @param km the distance in kilometres
 * @param unit the unit to show it in (see distanceUnitFor)
 * @param locale the i18next locale code
 * @param maximumFractionDigits decimals shown, 1 by default
 */
export function formatDistance(
  km: number,
  unit: DistanceUnit,
  locale: string,
  maximumFractionDigits = 1,
): string {
  return formatWith(locale, { style: 'unit', unit, maximumFractionDigits }, fromKm(km, unit));
}

/**
 * A rating to one decimal in the locale ("4.5" in en, "4,5" in de/fr/ru); a whole rating
 * shows no decimal ("4"), an average is rounded (4.66 → "4.7").
 * @param rating stars, 0–5
 */
export function formatRating(rating: number, locale: string): string {
  return formatWith(locale, { maximumFractionDigits: 1 }, rating);
}

/** A calendar year with the locale's digits and no grouping ("2026", never "2.026"). */
export function formatYear(year: number, locale: string): string {
  return formatWith(locale, { useGrouping: false }, year);
}

/** First-strong isolate (U+2068) and pop directional isolate (U+2069). */
const FSI = '\u2068';
const PDI = '\u2069';

/** Locales written right to left. */
const RTL: ReadonlySet<string> = new Set(['ar', 'he']);

/**
 * Wraps plain text in Unicode isolates (U+2068 … U+2069) when the locale is written right
 * to left, so a number such as "-33.8688" or a Latin name keeps its own order inside
 * Arabic or Hebrew text; left-to-right locales get the text unchanged. In JSX use <bdi>.
 */
export function isolate(text: string, locale: string): string {
  return RTL.has(locale.split('-')[0] ?? '') ? `${FSI}${text}${PDI}` : text;
}

/**
 * A latitude or longitude in decimal degrees for display, with the locale's digits, decimal
 * sign and minus ("-33,8688" in de, "−33,8688" in fi), isolated in right-to-left locales.
 * Not for URLs or stored values (those keep toFixed).
 * @param degrees decimal degrees
 * @param digits decimals shown, 4 by default (about 11 m)
 */
export function formatCoordinate(degrees: number, locale: string, digits = 4): string {
  return isolate(
    formatWith(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }, degrees),
    locale,
  );
}

/**
 * A position for display: latitude and longitude with formatCoordinate, joined with the
 * locale's comma ("52.5200, 13.4050"; "52,5200، 13,4050"-style in Arabic, isolated).
 * @param position decimal degrees
 */
export function formatPosition(
  position: { readonly lat: number; readonly lon: number },
  locale: string,
): string {
  return [formatCoordinate(position.lat, locale), formatCoordinate(position.lon, locale)].join(
    placeSeparator(locale),
  );
}

/**
 * A list in the locale's words: "a, b and c" (conjunction, the default), "a, b or c"
 * (disjunction), or "a, b, c" (unit, short style).
 * @param items the items, already translated
 */
export function formatList(
  items: readonly string[],
  locale: string,
  type: 'conjunction' | 'disjunction' | 'unit' = 'conjunction',
): string {
  const options: Intl.ListFormatOptions = { type, style: type === 'unit' ? 'short' : 'long' };
  return formattedOnce(`list|${locale}|${type}|${JSON.stringify(items)}`, () =>
    cached('list', locale, options, () => new Intl.ListFormat(locale, options)).format(items),
  );
}

/**
 * The comma that separates the parts of an address. Intl has no address format, and
 * Intl.ListFormat joins with "and" or bare spaces in several locales (ar, ja, ko, ru,
 * zh), which an address must not; so the separator is named here.
 */
const PLACE_SEPARATORS: Readonly<Record<string, string>> = { ar: '، ', ja: '、', zh: '，' };

function placeSeparator(locale: string): string {
  return PLACE_SEPARATORS[locale.split('-')[0] ?? ''] ?? ', ';
}

/**
 * A country's name in the locale ("CA" → "Kanada" in de, "كندا" in ar) through
 * Intl.DisplayNames; the code as given when it is empty, not a region code, or Intl lacks it.
 * @param code an ISO 3166-1 alpha-2 code, any case
 */
export function formatCountry(code: string | null | undefined, locale: string): string {
  const region = (code ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(region)) return code ?? '';
  return formattedOnce(`region|${locale}|${region}`, () => {
    try {
      const options: Intl.DisplayNamesOptions = { type: 'region', fallback: 'code' };
      return (
        cached('region', locale, options, () => new Intl.DisplayNames([locale], options)).of(
          region,
        ) ?? region
      );
    } catch {
      return region;
    }
  });
}

/**
 * The parts of a place ("Berlin, BE, 10115, DE") joined with the locale's comma ("، " in
 * Arabic, "、" in Japanese, "，" in Chinese), empty parts left out; each part is isolated in
 * right-to-left locales so a Latin postcode or name stays whole.
 * @param parts city, region, postcode, country ... in the order shown
 */
export function formatPlace(parts: readonly (string | null | undefined)[], locale: string): string {
  const separator = placeSeparator(locale);
  return parts
    .filter((part): part is string => Boolean(part))
    .map((part) => isolate(part, locale))
    .join(separator);
}
