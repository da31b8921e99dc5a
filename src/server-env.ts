/**
 * What PocketBase's JS VM (goja) lacks for the server renderer (src/server-page.tsx), installed
 * only there (Node and browsers have all of it): promises that settle synchronously, since a
 * request hook cannot wait for the VM's job queue, and the few Intl services the filled pages
 * use (numbers, plural rules). The Intl stand-in need not equal the browser's: every result
 * the server formats travels to the browser in the page (#prefilled-formats), which hydrates
 * with the same text.
 */

import COUNTRY_NAMES from '../pb_hooks/lib/country-names.json' with { type: 'json' };

type Settle = (value: unknown) => void;

/** A Promise whose callbacks run as soon as it settles, not in a later job. */
class SyncPromise<T> {
  private state: 'pending' | 'fulfilled' | 'rejected' = 'pending';
  private value: unknown;
  private waiting: Array<() => void> = [];

  constructor(executor: (resolve: Settle, reject: Settle) => void) {
    let done = false;
    const resolve: Settle = (value) => {
      if (done) return;
      done = true;
      this.adopt(value);
    };
    const reject: Settle = (reason) => {
      if (done) return;
      done = true;
      this.settle('rejected', reason);
    };
    try {
      executor(resolve, reject);
    } catch (error) {
      reject(error);
    }
  }

  private adopt(value: unknown): void {
    if (value === this) {
      this.settle('rejected', new TypeError('a promise cannot resolve to itself'));
      return;
    }
    const then =
      value !== null && (typeof value === 'object' || typeof value === 'function')
        ? (value as { then?: unknown }).then
        : undefined;
    if (typeof then !== 'function') {
      this.settle('fulfilled', value);
      return;
    }
    // Set by the callbacks, which may run before or after `then` returns.
    let called = false as boolean;
    try {
      then.call(
        value,
        (next: unknown) => {
          if (!called) {
            called = true;
            this.adopt(next);
          }
        },
        (reason: unknown) => {
          if (!called) {
            called = true;
            this.settle('rejected', reason);
          }
        },
      );
    } catch (error) {
      if (!called) this.settle('rejected', error);
    }
  }

  private settle(state: 'fulfilled' | 'rejected', value: unknown): void {
    this.state = state;
    this.value = value;
    const waiting = this.waiting;
    this.waiting = [];
    for (const run of waiting) run();
  }

  then(onFulfilled?: (value: T) => unknown, onRejected?: (reason: unknown) => unknown) {
    return new SyncPromise((resolve, reject) => {
      const run = () => {
        const handler = this.state === 'fulfilled' ? onFulfilled : onRejected;
        if (typeof handler !== 'function') {
          (this.state === 'fulfilled' ? resolve : reject)(this.value);
          return;
        }
        try {
          resolve((handler as (v: unknown) => unknown)(this.value));
        } catch (error) {
          reject(error);
        }
      };
      if (this.state === 'pending') this.waiting.push(run);
      else run();
    });
  }

  catch(onRejected?: (reason: unknown) => unknown) {
    return this.then(undefined, onRejected);
  }

  finally(onFinally?: () => void) {
    return this.then(
      (value) => {
        onFinally?.();
        return value;
      },
      (reason) => {
        onFinally?.();
        throw reason;
      },
    );
  }

  static resolve(value?: unknown) {
    return value instanceof SyncPromise ? value : new SyncPromise((resolve) => resolve(value));
  }

  static reject(reason?: unknown) {
    return new SyncPromise((_resolve, reject) => reject(reason));
  }

  static all(items: Iterable<unknown>) {
    return new SyncPromise((resolve, reject) => {
      const list = Array.from(items);
      const results: unknown[] = new Array(list.length);
      let left = list.length;
      if (left === 0) resolve(results);
      list.forEach((item, index) => {
        SyncPromise.resolve(item).then((value) => {
          results[index] = value;
          left -= 1;
          if (left === 0) resolve(results);
        }, reject);
      });
    });
  }

  static allSettled(items: Iterable<unknown>) {
    return SyncPromise.all(
      Array.from(items, (item) =>
        SyncPromise.resolve(item).then(
          (value: unknown) => ({ status: 'fulfilled', value }),
          (reason: unknown) => ({ status: 'rejected', reason }),
        ),
      ),
    );
  }

  static race(items: Iterable<unknown>) {
    return new SyncPromise((resolve, reject) => {
      for (const item of items) SyncPromise.resolve(item).then(resolve, reject);
    });
  }
}

/** Languages whose decimal separator is a comma (the rest use a full stop). */
const DECIMAL_COMMA = new Set(['da', 'de', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'pl', 'pt', 'ru']);
DECIMAL_COMMA.add('sv');
DECIMAL_COMMA.add('tr');

/** Languages that write a currency symbol before the amount. */
const SYMBOL_FIRST = new Set(['en', 'he', 'hi', 'ja', 'ko', 'zh']);

/** The CLDR plural category of a whole number `n` in `lang`, as Intl.PluralRules gives it. */
function pluralCategory(lang: string, n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  switch (lang) {
    case 'ar':
      if (n === 0) return 'zero';
      if (n === 1) return 'one';
      if (n === 2) return 'two';
      if (mod100 >= 3 && mod100 <= 10) return 'few';
      if (mod100 >= 11) return 'many';
      return 'other';
    case 'he':
      return n === 1 ? 'one' : n === 2 ? 'two' : 'other';
    case 'ru':
      if (mod10 === 1 && mod100 !== 11) return 'one';
      return mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? 'few' : 'many';
    case 'pl':
      if (n === 1) return 'one';
      return mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? 'few' : 'many';
    case 'fr':
    case 'pt':
      return n === 0 || n === 1 ? 'one' : n % 1000000 === 0 ? 'many' : 'other';
    case 'es':
    case 'it':
      return n === 1 ? 'one' : n !== 0 && n % 1000000 === 0 ? 'many' : 'other';
    case 'hi':
      return n === 0 || n === 1 ? 'one' : 'other';
    case 'ja':
    case 'ko':
    case 'zh':
      return 'other';
    default:
      return n === 1 ? 'one' : 'other';
  }
}

interface NumberOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  useGrouping?: boolean;
  style?: string;
  currency?: string;
  unit?: string;
}

/** Short names of the distance units where a language does not write "km" and "mi". */
const UNIT_NAMES: Record<string, Record<string, string>> = {
  kilometer: { ar: 'كم', he: 'ק״מ', hi: 'कि॰मी॰', ru: 'км', zh: '公里' },
  mile: { ar: 'ميل', he: 'מי׳', ru: 'ми', zh: '英里' },
};

function unitName(unit: string | undefined, lang: string): string {
  const fallback = unit === 'mile' ? 'mi' : 'km';
  return UNIT_NAMES[unit ?? '']?.[lang] ?? fallback;
}

/** Intl.NumberFormat for plain and percent numbers: the locale's separators, Latin digits. */
class NumberFormat {
  private readonly lang: string;
  private readonly options: NumberOptions;
  constructor(locale?: string | string[], options: NumberOptions = {}) {
    const first = Array.isArray(locale) ? locale[0] : locale;
    this.lang = (first ?? 'en').slice(0, 2);
    this.options = options;
  }
  format(input: number): string {
    const o = this.options;
    const percent = o.style === 'percent';
    const value = percent ? input * 100 : input;
    const max = o.maximumFractionDigits ?? Math.max(o.minimumFractionDigits ?? 0, percent ? 0 : 3);
    const min = Math.min(o.minimumFractionDigits ?? 0, max);
    let text = Math.abs(value).toFixed(max);
    if (text.includes('.')) {
      const [whole = '', fraction = ''] = text.split('.');
      let digits = fraction;
      while (digits.length > min && digits.endsWith('0')) digits = digits.slice(0, -1);
      text = digits ? `${whole}.${digits}` : whole;
    }
    const comma = DECIMAL_COMMA.has(this.lang);
    const [whole = '', fraction] = text.split('.');
    const group = o.useGrouping === false || whole.length < 4 ? whole : groupDigits(whole, comma);
    const number = fraction === undefined ? group : `${group}${comma ? ',' : '.'}${fraction}`;
    const signed = value < 0 ? `-${number}` : number;
    if (percent) return `${signed}%`;
    if (o.style === 'unit') return `${signed} ${unitName(o.unit, this.lang)}`;
    if (o.style === 'currency') {
      const symbol = o.currency === 'USD' ? '$' : (o.currency ?? '');
      return SYMBOL_FIRST.has(this.lang) ? `${symbol}${signed}` : `${signed}\u00a0${symbol}`;
    }
    return signed;
  }
  formatToParts(input: number): { type: string; value: string }[] {
    const text = this.format(input);
    if (this.options.style !== 'unit') return [{ type: 'integer', value: text }];
    const name = unitName(this.options.unit, this.lang);
    return [
      { type: 'integer', value: text.slice(0, -name.length - 1) },
      { type: 'literal', value: ' ' },
      { type: 'unit', value: name },
    ];
  }
  resolvedOptions() {
    return { locale: this.lang, maximumFractionDigits: this.options.maximumFractionDigits ?? 2 };
  }
}

function groupDigits(whole: string, comma: boolean): string {
  const separator = comma ? '.' : ',';
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Intl.PluralRules (cardinal) for the 20 languages. */
class PluralRules {
  private readonly lang: string;
  constructor(locale?: string | string[]) {
    const first = Array.isArray(locale) ? locale[0] : locale;
    this.lang = (first ?? 'en').slice(0, 2);
  }
  select(n: number): string {
    return pluralCategory(this.lang, Math.abs(Math.trunc(n)));
  }
  resolvedOptions() {
    return { locale: this.lang, pluralCategories: ['zero', 'one', 'two', 'few', 'many', 'other'] };
  }
}

/** Intl.ListFormat: the items joined with commas (the browser words the last join). */
class ListFormat {
  format(items: Iterable<string>): string {
    return Array.from(items).join(', ');
  }
}

/** Intl.DisplayNames for regions, from the server's table of country names. */
class DisplayNames {
  private readonly names: Record<string, string>;
  constructor(locales: string | string[]) {
    const first = (Array.isArray(locales) ? locales[0] : locales) ?? 'en';
    const all = COUNTRY_NAMES as Record<string, Record<string, string>>;
    this.names = all[first.slice(0, 2)] ?? all['en'] ?? {};
  }
  of(code: string): string {
    return this.names[code] ?? code;
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Intl.DateTimeFormat for dates: "Feb 1, 2026" in English, day.month.year elsewhere (UTC). */
class DateTimeFormat {
  private readonly lang: string;
  constructor(locale?: string | string[]) {
    const first = Array.isArray(locale) ? locale[0] : locale;
    this.lang = (first ?? 'en').slice(0, 2);
  }
  format(date: Date | number): string {
    const time = new Date(date);
    const day = time.getUTCDate();
    const month = time.getUTCMonth();
    const year = time.getUTCFullYear();
    if (this.lang === 'en') return `${MONTHS[month] ?? ''} ${day}, ${year}`;
    return `${day}.${month + 1}.${year}`;
  }
  resolvedOptions() {
    return { locale: this.lang, timeZone: 'UTC' };
  }
}

/** Intl.Locale's little the renderer asks of it. */
class Locale {
  readonly baseName: string;
  readonly language: string;
  constructor(tag: string) {
    this.baseName = tag;
    this.language = tag.split('-')[0] ?? tag;
  }
  maximize() {
    return this;
  }
  toString() {
    return this.baseName;
  }
}

/** URL parsing for absolute and base-relative http(s) URLs: what React Router and links use. */
class SimpleUrl {
  protocol = '';
  host = '';
  pathname = '/';
  search = '';
  hash = '';
  constructor(input: unknown, base?: string | SimpleUrl) {
    const text = String(input);
    const absolute = /^([a-z][a-z0-9+.-]*:)\/\/([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/i.exec(text);
    if (absolute) {
      this.protocol = (absolute[1] ?? '').toLowerCase();
      this.host = (absolute[2] ?? '').toLowerCase();
      this.pathname = absolute[3] || '/';
      this.search = absolute[4] && absolute[4] !== '?' ? absolute[4] : '';
      this.hash = absolute[5] && absolute[5] !== '#' ? absolute[5] : '';
      return;
    }
    if (base === undefined) throw new TypeError(`Invalid URL: ${text}`);
    const from = typeof base === 'string' ? new SimpleUrl(base) : base;
    const relative = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(text) ?? [];
    const path = relative[1] ?? '';
    this.protocol = from.protocol;
    this.host = from.host;
    this.pathname = path.startsWith('/')
      ? path
      : path === ''
        ? from.pathname
        : from.pathname.replace(/[^/]*$/, '') + path;
    this.search =
      relative[2] && relative[2] !== '?'
        ? relative[2]
        : path === '' && !relative[2]
          ? from.search
          : '';
    this.hash = relative[3] && relative[3] !== '#' ? relative[3] : '';
  }
  get origin(): string {
    return `${this.protocol}//${this.host}`;
  }
  get hostname(): string {
    return this.host.replace(/:\d+$/, '');
  }
  get port(): string {
    return /:(\d+)$/.exec(this.host)?.[1] ?? '';
  }
  get href(): string {
    return `${this.origin}${this.pathname}${this.search}${this.hash}`;
  }
  toString(): string {
    return this.href;
  }
  toJSON(): string {
    return this.href;
  }
}

const scope = globalThis as unknown as Record<string, unknown>;
if (typeof scope['URL'] === 'undefined') scope['URL'] = SimpleUrl;
if (typeof scope['Intl'] === 'undefined') {
  scope['Promise'] = SyncPromise;
  scope['Intl'] = {
    NumberFormat,
    PluralRules,
    Locale,
    ListFormat,
    DisplayNames,
    DateTimeFormat,
    getCanonicalLocales: (tags: string | string[]) => (Array.isArray(tags) ? tags : [tags]),
  };
}
