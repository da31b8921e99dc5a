/**
 * Rules of the English-only legal pages and articles (/terms, /privacy,
 * /best-practices/:slug): the configured values their text names, and how a page is cut into
 * pieces the translation route accepts. Pure.
 */

/** The outside services /privacy names, each by the host it is configured with. */
export const HOST_KEYS = [
  'ipLocation',
  'geocode',
  'reverseGeocode',
  'serverGeocode',
  'translate',
  'mail',
  'stripe',
  'estimatingPartner',
] as const;
export type HostKey = (typeof HOST_KEYS)[number];

/** What of the client configuration (src/lib/config.ts) the pages name. */
export interface NamedConfig {
  readonly legalEntity: string;
  /** null: the app asks its server (GET /api/ip-location), which asks the provider. */
  readonly ipLocationUrl: string | null;
  readonly geocodeUrl: string;
  readonly reverseGeocodeUrl: string;
  readonly estimatingPartnerUrl: string | null;
  readonly stripePublishableKey: string;
  readonly stripeJsUrl: string | null;
}

/**
 * The hosts of the services only the server calls, as GET /api/app/capabilities names them
 * (`services`): null for one the server does not use (mail: also when it sends through
 * sendmail).
 */
export interface ServerServiceHosts {
  readonly translate: string | null;
  readonly geocode: string | null;
  readonly mail: string | null;
  /** The IP-location provider the server's GET /api/ip-location asks (IP_LOCATION_URL). */
  readonly ipLocation?: string | null;
  /**
   * Not a host: the operator's legal name the server is configured with (LEGAL_ENTITY at run
   * time), used when the build has none; null when the server has none either.
   */
  readonly legalEntity?: string | null;
  /** Not a host: the server gives the app a Stripe publishable key (STRIPE_PUBLISHABLE_KEY). */
  readonly stripe?: boolean;
}

/**
 * Reads the `services` part of a capabilities answer.
 * @returns null when the answer has none (an older server) or it is malformed
 */
export function parseServiceHosts(answer: unknown): ServerServiceHosts | null {
  if (!answer || typeof answer !== 'object') return null;
  const services = (answer as { services?: unknown }).services;
  if (!services || typeof services !== 'object') return null;
  const host = (value: unknown) =>
    typeof value === 'string' && /^[\w.-]+(:\d+)?$/.test(value) ? value : null;
  const { translate, geocode, mail, ipLocation } = services as Record<string, unknown>;
  const { legalEntity: entity, stripePublishableKey } = answer as Record<string, unknown>;
  return {
    stripe: typeof stripePublishableKey === 'string' && stripePublishableKey.startsWith('pk_'),
    translate: host(translate),
    geocode: host(geocode),
    mail: host(mail),
    ipLocation: host(ipLocation),
    legalEntity: typeof entity === 'string' && entity.trim() !== '' ? entity.trim() : null,
  };
}

/** The interface words used where the configuration says nothing. */
export interface PlaceholderWords {
  /** LEGAL_ENTITY is not set, e.g. "[operator name not configured]". */
  readonly operatorNotConfigured: string;
  /** A service this build does not use. */
  readonly notConfigured: string;
  /** A service only the server's environment names (not known to the build). */
  readonly serverSetting: string;
}

/** Where Stripe's own Stripe.js comes from when the build names no stand-in. */
const STRIPE_JS_HOST = 'js.stripe.com';

/**
 * The host (with its port when it has one) of a URL: "https://ipapi.co/json/" → "ipapi.co".
 * @returns null for null or a string that is not a URL
 */
export function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

/**
 * The value of every `{{token}}` the legal texts may use: `legal.entity` and `host.<HostKey>`.
 * The names have a dot, so the build's Markdown plugin (whose `{{fee}}`-style placeholders
 * are filled per language at build time) leaves them in the HTML for the page to fill with
 * words in the interface language.
 * Services the browser calls are named by the host this build calls; services only the server
 * calls by the host the server names (`server`), or `words.serverSetting` while that is not
 * known (first render, offline, an older server); services not used, `words.notConfigured`
 * (mail never: without an SMTP host the server may still send through sendmail). The IP
 * location is either: the build's VITE_IP_LOCATION_URL, else the server's provider.
 */
export function tokenValues(
  config: NamedConfig,
  words: PlaceholderWords,
  server: ServerServiceHosts | null = null,
): Record<string, string> {
  const serverHost = (value: string | null | undefined) =>
    server === null ? words.serverSetting : (value ?? words.notConfigured);
  const host = (url: string | null) => hostOf(url) ?? words.notConfigured;
  const hosts: Record<HostKey, string> = {
    ipLocation: config.ipLocationUrl ? host(config.ipLocationUrl) : serverHost(server?.ipLocation),
    geocode: host(config.geocodeUrl),
    reverseGeocode: host(config.reverseGeocodeUrl),
    serverGeocode: serverHost(server?.geocode),
    translate: serverHost(server?.translate),
    mail: server?.mail ?? words.serverSetting,
    stripe:
      config.stripePublishableKey || server?.stripe
        ? (hostOf(config.stripeJsUrl) ?? STRIPE_JS_HOST)
        : words.notConfigured,
    estimatingPartner: host(config.estimatingPartnerUrl),
  };
  const values: Record<string, string> = {
    'legal.entity': config.legalEntity || server?.legalEntity || words.operatorNotConfigured,
  };
  for (const key of HOST_KEYS) values[`host.${key}`] = hosts[key];
  return values;
}

const TOKEN = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;

/** The names of the `{{tokens}}` in a text, in order of appearance, without repeats. */
export function tokensIn(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((m) => m[1] ?? ''))];
}

/**
 * `text` with each `{{token}}` replaced by its value passed through `encode` (HTML-escape it
 * when the text is HTML). A token without a value is left as it is (a unit test checks that
 * every token the content uses has one).
 */
export function fillTokens(
  text: string,
  values: Readonly<Record<string, string>>,
  encode: (value: string) => string = (value) => value,
): string {
  return text.replace(TOKEN, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : encode(value);
  });
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Longest piece sent to POST /api/translate-content: under its 5000-character limit. */
export const TRANSLATION_CHUNK_CHARS = 4500;

/** A Markdown file's front matter (`---` lines at the top) removed. */
export function withoutFrontMatter(markdown: string): string {
  return markdown.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}

/** A table's alignment padding removed (Prettier pads cells to equal widths): fewer characters. */
function compactTable(block: string): string {
  if (!block.startsWith('|')) return block;
  return block
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').replace(/-{4,}/g, '---'))
    .join('\n');
}

/** A block longer than `max` cut at line ends; a table's pieces each repeat its header rows. */
function splitBlock(block: string, max: number): string[] {
  const lines = block.split('\n');
  const isTable =
    lines.length > 2 &&
    /^\s*\|/.test(lines[0] ?? '') &&
    /^\s*\|[\s|:-]+\|\s*$/.test(lines[1] ?? '');
  const header = isTable ? lines.slice(0, 2) : [];
  const body = isTable ? lines.slice(2) : lines;
  const pieces: string[] = [];
  let current: string[] = [];
  const size = (rows: string[]) => [...header, ...rows].join('\n').length;
  for (const line of body) {
    if (current.length > 0 && size([...current, line]) > max) {
      pieces.push([...header, ...current].join('\n'));
      current = [];
    }
    current.push(line);
  }
  if (current.length > 0) pieces.push([...header, ...current].join('\n'));
  // A single line longer than max is cut where it must be (never happens with our content).
  return pieces.flatMap((piece) => {
    const out: string[] = [];
    for (let i = 0; i < piece.length; i += max) out.push(piece.slice(i, i + max));
    return out;
  });
}

/**
 * A Markdown text (front matter removed) cut into pieces of at most `max` characters for
 * translation, each made of whole blocks (paragraphs, headings, lists, tables) where a block
 * fits; joined with a blank line they give the text back (a long table becomes several
 * tables with the same header).
 */
export function translationChunks(
  markdown: string,
  max: number = TRANSLATION_CHUNK_CHARS,
): string[] {
  const blocks = withoutFrontMatter(markdown)
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((b) => compactTable(b.trim()))
    .filter(Boolean)
    .flatMap((b) => (b.length > max ? splitBlock(b, max) : [b]));
  const chunks: string[] = [];
  let current = '';
  for (const block of blocks) {
    const joined = current ? `${current}\n\n${block}` : block;
    if (current && joined.length > max) {
      chunks.push(current);
      current = block;
    } else current = joined;
  }
  if (current) chunks.push(current);
  return chunks;
}

/**
 * The JSON-LD of a best-practice article: a schema.org Article with its absolute URL, part of
 * the site's WebSite (`<origin>/#website`, declared on `/`), written by the site.
 * @param origin e.g. https://tradesmarket.example (no trailing slash)
 * @param path e.g. "/best-practices/getting-quotes"
 * @param doc the article's front matter
 */
export function articleJsonLd(
  origin: string,
  path: string,
  doc: {
    title?: string | undefined;
    description?: string | undefined;
    updated?: string | undefined;
  },
  siteName: string,
) {
  const url = `${origin}${path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: doc.title ?? '',
    ...(doc.description ? { description: doc.description } : {}),
    inLanguage: 'en',
    ...(doc.updated ? { datePublished: doc.updated, dateModified: doc.updated } : {}),
    author: { '@type': 'Organization', name: siteName, url: `${origin}/` },
    publisher: { '@type': 'Organization', name: siteName, url: `${origin}/` },
    isPartOf: { '@id': `${origin}/#website` },
  };
}
