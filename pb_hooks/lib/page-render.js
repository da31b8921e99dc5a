// The data side of the pages the server fills (/profile/:id, /browse?trade=X; docs/rendering.md
// "Pages the server fills"): the visitor's language, the public records a guest may see, and
// the head tags that describe only this URL (canonical, Open Graph, JSON-LD). A profile's and a
// not-found page's markup come from the app's own components (lib/server-render.js, built from
// src/server-page.tsx); a trade page's still from the Go templates in pb_hooks/views/
// ($template is html/template), spliced into the built HTML by `fillPage`. The serving hook is
// lib/server-pages.js.

const STRINGS = require('./page-render.json');
const LANGUAGES = require('./languages.json');

/** Cookie that mirrors the visitor's language choice (written by src/features/language/api.ts). */
const LANGUAGE_COOKIE = 'preferredLanguage';
/** How many listings a trade page shows in its HTML. */
const BROWSE_LIMIT = 20;
/** A prerendered page: its <main> has the page's heading. */
const PRERENDERED_HEADING = /<main\b[^>]*id="main-content"[^>]*>[\s\S]*<h1/;
/** Languages whose decimal separator is a comma (the rest use a full stop). */
const DECIMAL_COMMA = [
  'da',
  'de',
  'es',
  'fi',
  'fr',
  'it',
  'nl',
  'no',
  'pl',
  'pt',
  'ru',
  'sv',
  'tr',
];

/**
 * The language of the served HTML: the visitor's stored choice, mirrored in the
 * `preferredLanguage` cookie, when it is one of the 20; else English. The app starts in the same
 * language (its localStorage mirror of the same choice), so the page does not switch language
 * when the script takes over. Accept-Language is not used: the app does not use it either.
 * @param {string} cookieHeader the request's Cookie header ('' when none)
 * @returns {{ code: string, dir: 'ltr' | 'rtl', name: string }}
 */
function pageLanguage(cookieHeader) {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(
    cookieHeader || '',
  );
  const code = match ? match[1] : 'en';
  /** @type {{ code: string, dir: string, name: string }[]} */
  const list = LANGUAGES;
  const found = list.find((l) => l.code === code) || list[0];
  return { code: found.code, dir: found.dir === 'rtl' ? 'rtl' : 'ltr', name: found.name };
}

/**
 * The CLDR plural category of `n` (a whole number) in a language, as i18next picks the
 * `_one`/`_other`/... form (goja has no Intl.PluralRules).
 * @param {string} lang
 * @param {number} n
 * @returns {'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}
 */
function pluralCategory(lang, n) {
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
      if (n === 1) return 'one';
      if (n === 2) return 'two';
      return 'other';
    case 'ru':
      if (mod10 === 1 && mod100 !== 11) return 'one';
      if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 'few';
      return 'many';
    case 'pl':
      if (n === 1) return 'one';
      if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 'few';
      return 'many';
    case 'fr':
    case 'pt':
      return n === 0 || n === 1 ? 'one' : n !== 0 && n % 1000000 === 0 ? 'many' : 'other';
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

/**
 * A string of page-render.json in `lang` (English when that language lacks it), with its
 * {{placeholders}} filled. Plural keys pass `count`.
 * @param {string} lang
 * @param {string} key e.g. "market:listing.rating"
 * @param {Record<string, string | number>} [values]
 * @returns {string}
 */
function text(lang, key, values) {
  /** @type {Record<string, Record<string, unknown>>} */
  const all = STRINGS;
  const strings = all[lang] || all.en;
  let name = key;
  if (values && typeof values.count === 'number') {
    const form = `${key}_${pluralCategory(lang, values.count)}`;
    name = strings[form] !== undefined ? form : `${key}_other`;
  }
  const raw = strings[name] !== undefined ? strings[name] : all.en[name];
  const template = typeof raw === 'string' ? raw : key;
  return template.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (whole, field) =>
    values && values[field] !== undefined ? String(values[field]) : whole,
  );
}

/**
 * A number with at most one decimal, in the language's separator ("4.5", "4,5").
 * @param {number} value
 * @param {string} lang
 */
function formatDecimal(value, lang) {
  const rounded = String(Math.round(value * 10) / 10);
  return DECIMAL_COMMA.indexOf(lang) >= 0 ? rounded.replace('.', ',') : rounded;
}

/**
 * A trade's name in `lang` (common `tradeNames`), else its English label, else its value.
 * @param {string} lang
 * @param {{ value: string, label: string }} trade
 */
function tradeName(lang, trade) {
  /** @type {Record<string, Record<string, any>>} */
  const all = STRINGS;
  const names = (all[lang] || all.en)['common:tradeNames'] || {};
  return names[trade.value] || trade.label || trade.value;
}

/**
 * What a guest may see of a listing: exactly the fields of the API's public view (never phone,
 * email, suspension reason or the payment fields), as the app's ListingRecord has them.
 * @param {Record<string, any>} r the record's fields (record.publicExport() or a plain object)
 * @param {string[]} tradeValues the values of its trades
 */
function publicListing(r, tradeValues) {
  return {
    id: String(r.id || ''),
    created: String(r.created || ''),
    updated: String(r.updated || ''),
    owner: String(r.owner || ''),
    business_name: String(r.business_name || ''),
    trades: Array.isArray(r.trades) ? r.trades.map(String) : [],
    trade_values: tradeValues,
    description: String(r.description || ''),
    website: String(r.website || ''),
    city: String(r.city || ''),
    region: String(r.region || ''),
    postcode: String(r.postcode || ''),
    country_code: String(r.country_code || ''),
    lat: typeof r.lat === 'number' ? r.lat : null,
    lon: typeof r.lon === 'number' ? r.lon : null,
    service_radius_km: Number(r.service_radius_km) || 0,
    years_in_business: Number(r.years_in_business) || 0,
    license_number: String(r.license_number || ''),
    insured: Boolean(r.insured),
    verified: Boolean(r.verified),
    background_check: Boolean(r.background_check),
    logo: String(r.logo || ''),
    photos: Array.isArray(r.photos) ? r.photos.map(String) : [],
    rating_avg: Number(r.rating_avg) || 0,
    rating_count: Number(r.rating_count) || 0,
    verified_at: String(r.verified_at || ''),
    verified_documents: Array.isArray(r.verified_documents) ? r.verified_documents.map(String) : [],
    background_checked_at: String(r.background_checked_at || ''),
    status: 'active',
  };
}

/**
 * The URL of a listing's file, thumbnail optional.
 * @param {string} id listing id
 * @param {string} file stored file name
 * @param {string} [thumb] e.g. "480x320"
 */
function fileUrl(id, file, thumb) {
  const base = `/api/files/contractors/${encodeURIComponent(id)}/${encodeURIComponent(file)}`;
  return thumb ? `${base}?thumb=${thumb}` : base;
}

/**
 * "4.5 (3 reviews)" or "No reviews yet", and the stars label, as the app's RatingSummary.
 * @param {string} lang
 * @param {number} avg
 * @param {number} count
 */
function ratingView(lang, avg, count) {
  if (count === 0) return { HasReviews: false, Text: text(lang, 'market:listing.noReviews') };
  const rating = formatDecimal(avg, lang);
  return {
    HasReviews: true,
    Text: text(lang, 'market:listing.rating', { rating, count }),
    Label: text(lang, 'market:listing.starsLabel', { rating }),
  };
}

/**
 * What a profile's head says of it beyond its title and description: its canonical URL, Open
 * Graph type and image, and its LocalBusiness JSON-LD. Only public fields go in.
 * @param {{ listing: ReturnType<typeof publicListing>, origin: string }} input origin: the
 *   public origin ("https://x.example") or '' when unknown
 * @returns {PageHead}
 */
function profileHead({ listing, origin }) {
  const url = origin ? `${origin}/profile/${listing.id}` : '';
  const image =
    listing.photos.length > 0 && origin
      ? origin + fileUrl(listing.id, listing.photos[0])
      : siteImage(origin);
  /** @type {Record<string, unknown>} */
  const business = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: listing.business_name,
  };
  if (listing.description) business.description = listing.description;
  if (url) business.url = url;
  if (image) business.image = image;
  if (listing.city || listing.region || listing.postcode || listing.country_code) {
    /** @type {Record<string, string>} */
    const address = { '@type': 'PostalAddress' };
    if (listing.city) address.addressLocality = listing.city;
    if (listing.region) address.addressRegion = listing.region;
    if (listing.postcode) address.postalCode = listing.postcode;
    if (listing.country_code) address.addressCountry = listing.country_code;
    business.address = address;
  }
  if (listing.rating_count > 0) {
    business.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(listing.rating_avg * 100) / 100,
      reviewCount: listing.rating_count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return { ogType: 'profile', url, image, jsonLd: business };
}

/**
 * The "best match" score of the app's browse (src/data/search.ts bestScore, without words or
 * distance), so the server lists a trade's listings in the order the app will.
 * @param {ReturnType<typeof publicListing>} listing
 */
function bestScore(listing) {
  return (
    (listing.rating_avg / 5) * (Math.log(1 + listing.rating_count) / Math.LN2) +
    (listing.verified ? 1 : 0)
  );
}

/**
 * The public listings in the app's browse order: best score, then name.
 * @param {ReturnType<typeof publicListing>[]} listings
 */
function browseOrder(listings) {
  return listings.slice().sort((a, b) => {
    const diff = bestScore(b) - bestScore(a);
    if (diff !== 0) return diff;
    return a.business_name < b.business_name ? -1 : a.business_name > b.business_name ? 1 : 0;
  });
}

/**
 * Everything the trade page templates need: the heading and the first BROWSE_LIMIT listings,
 * each linking to its profile.
 * @param {{
 *   trade: { id: string, value: string, label: string, category: string, sort: number },
 *   listings: ReturnType<typeof publicListing>[],
 *   total?: number,
 *   lang: { code: string, dir: string, name: string },
 *   origin: string,
 * }} input listings already public and in browse order (the first BROWSE_LIMIT are shown);
 *   `total`: how many the trade has (default: the listings given)
 */
function browseView(input) {
  const { trade, lang, origin } = input;
  const code = lang.code;
  const listings = input.listings.slice(0, BROWSE_LIMIT);
  const name = tradeName(code, trade);
  const heading = text(code, 'pages:browse.title');
  const path = `/browse?trade=${encodeURIComponent(trade.value)}`;
  const url = origin ? origin + path : '';
  return {
    Head: {
      Title: `${name} | ${heading} | ${text(code, 'common:appName')}`,
      Description: text(code, 'pages:browse.description'),
      Canonical: url,
      OgType: 'website',
      OgUrl: url,
      OgImage: siteImage(origin),
      JsonLd: /** @type {Record<string, unknown> | null} */ (null),
    },
    Lang: code,
    Dir: lang.dir,
    Browse: {
      Heading: heading,
      Description: text(code, 'pages:browse.description'),
      Filter: text(code, 'pages:browse.filteredBy', { trade: name }),
      Count: text(code, 'market:browse.resultCount', {
        count: input.total === undefined ? input.listings.length : input.total,
      }),
      Listings: listings.map((l) => ({
        Href: `/profile/${l.id}`,
        Name: l.business_name,
        Verified: l.verified ? text(code, 'market:listing.verified') : '',
        Insured: l.insured ? text(code, 'market:listing.insured') : '',
        Trades: l.trade_values
          .slice(0, 3)
          .map((value) => tradeName(code, value === trade.value ? trade : { value, label: value }))
          .join(' · '),
        Rating: ratingView(code, l.rating_avg, l.rating_count),
        Place: [l.city, l.region].filter(Boolean).join(', '),
        Summary: l.description.slice(0, 160),
      })),
    },
    Data: { kind: 'browse', lang: code, trade: trade.value, listings },
  };
}

/**
 * The site's Open Graph image, absolute when the public origin is known (Open Graph wants an
 * absolute URL); '' without one (the head template then writes the relative path).
 * @param {string} origin e.g. "https://tradesmarket.example", or ''
 */
function siteImage(origin) {
  return origin ? `${origin}/icons/og-image.png` : '';
}

/**
 * The built HTML with the page's language on <html> and `head` in place of the built title,
 * description, canonical link, robots and Open Graph tags. Pure string work.
 * @param {string} html a built page (shell.html or a prerendered one)
 * @param {{ lang: string, dir: string, head: string }} parts `head` already escaped
 * @returns {string}
 */
function withPageHead(html, parts) {
  // data-server-lang: the inline script of index.html keeps the page on screen for a visitor
  // whose stored language is this one.
  return html
    .replace(
      /<html\b[^>]*>/,
      `<html lang="${parts.lang}" dir="${parts.dir}" data-server-lang="${parts.lang}">`,
    )
    .replace(/<meta\s+property="og:(?:type|image|title|description|url)"[^>]*>\s*/g, '')
    .replace(/<link\s+rel="canonical"[^>]*>\s*/g, '')
    .replace(/<meta\s+name="robots"[^>]*>\s*/g, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/g, '')
    .replace(/<title>[^<]*<\/title>/, () => parts.head);
}

/**
 * Splices a rendered page into the app's built HTML: <html lang dir>, the head (title,
 * description, canonical, Open Graph, JSON-LD) in place of the template's title and
 * description (and its generic og:type / og:image), the content into <main> (or into an empty
 * #root), the page data before </body>. Pure string work, so a later HTML filter (run-time
 * config) can run before or after it.
 * @param {string} html the built page (shell.html, or a prerendered page with <main>)
 * @param {{ lang: string, dir: string, head: string, main: string, data: string,
 *   filter?: string, results?: string }} parts each already escaped by the templates. With
 *   `filter` and `results`, `html` is the prerendered /browse (heading, description, filters):
 *   the trade pill goes after its description and the results at the end of its section, where
 *   the app renders them, and `main` is not used.
 * @returns {string}
 */
function fillPage(html, parts) {
  let out = withPageHead(html, parts);
  const main = /(<main\b[^>]*id="main-content"[^>]*>)[\s\S]*<\/main>/;
  if (parts.filter !== undefined || parts.results !== undefined) {
    const filter = parts.filter || '';
    const results = parts.results || '';
    out = out
      .replace(
        /(<main\b[^>]*id="main-content"[^>]*>[\s\S]*?<h1\b[\s\S]*?<\/h1>\s*<p\b[\s\S]*?<\/p>)/,
        (w) => w + filter,
      )
      .replace(
        /<\/section>((?:\s|<!--[^>]*-->|<template[^>]*><\/template>)*<\/main>)/,
        (_w, end) => `${results}</section>${end}`,
      );
  } else if (main.test(out)) {
    out = out.replace(main, (_whole, open) => `${open}${parts.main}</main>`);
  } else {
    out = out.replace(
      /<div id="root"><\/div>/,
      () =>
        `<div id="root"><main id="main-content" tabindex="-1" class="flex-1 outline-none">${parts.main}</main></div>`,
    );
  }
  out = out.replace(/<div id="root"/, '<div id="root" data-server-page');
  return out.replace('</body>', () => `${parts.data}</body>`);
}

/**
 * @typedef {{ ogType: string, url: string, image: string,
 *   jsonLd: Record<string, unknown> | null }} PageHead
 */

/** @param {string} text @returns {string} text for HTML, attribute values included */
function escapeHtml(text) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/**
 * JSON for a `<script>` data block: `<`, `>` and `&` escaped, so no text closes the element.
 * @param {unknown} value
 */
function scriptJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/**
 * The head tags of a filled page: React's title and description (already escaped), then the
 * tags that describe only this URL, marked `data-server-head`: the app keeps them until its
 * first in-app navigation (src/data/server-page.ts dropServerHead).
 * @param {string} rendered React's hoisted <title> and <meta name="description">
 * @param {PageHead} head
 */
function headTags(rendered, head) {
  const title = /<title>([^<]*)<\/title>/.exec(rendered)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(rendered)?.[1] ?? '';
  const mark = 'data-server-head';
  return [
    rendered,
    head.url ? `<link rel="canonical" href="${escapeHtml(head.url)}" ${mark}>` : '',
    `<meta property="og:type" content="${head.ogType}" ${mark}>`,
    `<meta property="og:title" content="${title}" ${mark}>`,
    `<meta property="og:description" content="${description}" ${mark}>`,
    head.url ? `<meta property="og:url" content="${escapeHtml(head.url)}" ${mark}>` : '',
    `<meta property="og:image" content="${escapeHtml(head.image || '/icons/og-image.png')}" ${mark}>`,
    head.jsonLd
      ? `<script type="application/ld+json" ${mark}>${scriptJson(head.jsonLd)}</script>`
      : '',
  ].join('');
}

/**
 * Puts a rendered page into the app's shell (shell.html): <html lang dir>, the head in place
 * of the shell's title, description and generic Open Graph tags, the markup into #root
 * (marked `data-server-page`, or `data-server-page="not-found"`), and after it the formats
 * the render wrote and the page's public data (src/data/server-page.ts), which the browser
 * hydrates with. Pure string work.
 * @param {string} shell shell.html
 * @param {{ lang: string, dir: string, head: string, body: string,
 *   formats: Record<string, string>, data: unknown, notFound?: boolean }} parts `head` and
 *   `body` already escaped
 * @returns {string}
 */
function fillShell(shell, parts) {
  let out = withPageHead(shell, parts);
  // data-hydrate: React's own markup, which the app hydrates (src/main.tsx).
  const mark = parts.notFound
    ? 'data-server-page="not-found" data-hydrate'
    : 'data-server-page data-hydrate';
  const formats = `<script type="application/json" id="prefilled-formats">${scriptJson(parts.formats)}</script>`;
  const data =
    parts.data === null
      ? ''
      : `<script type="application/json" id="server-page">${scriptJson(parts.data)}</script>`;
  return out.replace(
    /<div id="root"><\/div>/,
    () => `<div id="root" ${mark}>${parts.body}</div>${formats}${data}`,
  );
}

/**
 * The site's public origin for canonical and Open Graph URLs: PUBLIC_URL, else the server's
 * Application URL when staff set one (not PocketBase's default); '' when neither is known.
 * @param {string} publicUrl the PUBLIC_URL env var ('' when unset)
 * @param {string} appUrl the server's settings meta.appURL
 * @returns {string} e.g. "https://tradesmarket.example", no trailing slash
 */
function publicOrigin(publicUrl, appUrl) {
  const pick = /^https?:\/\/[^\s"'<>]+$/;
  if (pick.test(publicUrl || '')) return publicUrl.replace(/\/+$/, '');
  if (appUrl !== 'http://localhost:8090' && pick.test(appUrl || '')) {
    return appUrl.replace(/\/+$/, '');
  }
  return '';
}

/**
 * Whether a guest may see a record, by the collection's own list rule (the API's public
 * visibility, whatever the migrations made it).
 * @param {core.App} app
 * @param {core.Record} record
 */
function guestMaySee(app, record) {
  const rule = record.collection().listRule;
  if (rule === null || rule === undefined) return false;
  // No auth record: a guest's request.
  return app.canAccessRecord(record, new RequestInfo({ method: 'GET' }), rule);
}

/** @param {core.App} app @returns {{ id: string, value: string, label: string, category: string, sort: number }[]} */
function allTrades(app) {
  return app.findAllRecords('trades').map((t) => ({
    id: t.id,
    value: t.getString('value'),
    label: t.getString('label'),
    category: t.getString('category'),
    sort: t.getInt('sort'),
  }));
}

/**
 * The public record of a listing and its reviews, or null when a guest may not see it (unknown,
 * suspended, removed, a draft, unpaid past its free month).
 * @param {core.App} app
 * @param {string} id
 */
function loadProfile(app, id) {
  if (!/^[a-z0-9]{15}$/.test(id)) return null;
  /** @type {core.Record} */
  let record;
  try {
    record = app.findRecordById('contractors', id);
  } catch {
    return null;
  }
  if (!guestMaySee(app, record)) return null;
  const trades = allTrades(app);
  const byId = new Map(trades.map((t) => [t.id, t.value]));
  const fields = JSON.parse(JSON.stringify(record.publicExport()));
  const listing = publicListing(
    fields,
    record
      .getStringSlice('trades')
      .map((t) => byId.get(t) || '')
      .filter(Boolean),
  );
  const reviews = app
    .findRecordsByFilter('reviews', 'contractor = {:id}', '-created', 50, 0, { id })
    .filter((review) => guestMaySee(app, review))
    .map((review) => ({
      id: review.id,
      created: review.getString('created'),
      updated: review.getString('updated'),
      contractor: id,
      author: review.getString('author'),
      hire: review.getString('hire'),
      rating: review.getInt('rating'),
      body: review.getString('body'),
      author_name: review.getString('author_name'),
    }));
  return { listing, reviews, trades };
}

/**
 * What a guest is shown of the listings, as SQL (the contractors list rule for a guest:
 * active and paid, fee-waived or inside its free month; docs/fees.md). Each listing the page
 * shows is checked against the rule itself too (guestMaySee).
 */
const GUEST_LISTED_SQL =
  "status = 'active' AND (listing_paid_at != '' OR listing_fee_waiver != '' OR listed_until > {:now})";

/** The app's "best" order without search words (src/data/search.ts bestScore), as SQL. */
const BEST_SCORE_SQL =
  '(rating_avg / 5.0) * log2(1 + rating_count) + (CASE WHEN verified THEN 1 ELSE 0 END)';

/**
 * A trade, its first BROWSE_LIMIT public listings in browse order and how many it has, or null
 * for an unknown trade. Reads only those listings and a count (SQLite orders and counts):
 * reading every listing of a trade into the JSVM made the page ~3 answers/s at 50,000 listings
 * (docs/scaling.md).
 * @param {core.App} app
 * @param {string} value the trade's value, e.g. "roofer"
 * @returns {{ trade: ReturnType<typeof allTrades>[number],
 *   listings: ReturnType<typeof publicListing>[], total: number } | null}
 */
function loadTrade(app, value) {
  if (!/^[a-z0-9_]{1,60}$/.test(value)) return null;
  const trades = allTrades(app);
  const trade = trades.find((t) => t.value === value);
  if (!trade) return null;
  const byId = new Map(trades.map((t) => [t.id, t.value]));
  // Trade ids are letters and digits; `trades` is their JSON array.
  const params = {
    now: new Date().toISOString().replace('T', ' '),
    pattern: `%"${trade.id}"%`,
  };
  // One pass over the covering index idx_contractors_browse (migration 1764320601): the ids
  // of the 20 best and, beside each, how many the trade has.
  const best = arrayOf(new DynamicModel({ id: '', total: 0 }));
  app
    .db()
    .newQuery(
      `SELECT id, count(*) OVER () AS total FROM contractors
       WHERE ${GUEST_LISTED_SQL} AND trades LIKE {:pattern}
       ORDER BY ${BEST_SCORE_SQL} DESC, business_name ASC LIMIT ${BROWSE_LIMIT}`,
    )
    .bind(params)
    .all(best);
  const ids = best.map((row) => String(row.id));
  /** @type {core.Record[]} */
  const records = ids.length > 0 ? app.findRecordsByIds('contractors', ids) : [];
  const listings = records
    .filter((record) => guestMaySee(app, record))
    .map((record) =>
      publicListing(
        JSON.parse(JSON.stringify(record.publicExport())),
        record
          .getStringSlice('trades')
          .map((t) => byId.get(t) || '')
          .filter(Boolean),
      ),
    );
  const total = best.length > 0 ? Number(best[0].total) || 0 : 0;
  return { trade, listings: browseOrder(listings), total };
}

/**
 * Renders a view with the Go templates of pb_hooks/views (html/template: every value escaped
 * for its place) and splices it into `html`. The function the serving hook composes with
 * other HTML filters: (html, data, lang) → html.
 * @param {string} html the built page to fill
 * @param {ReturnType<typeof browseView>} view
 * @param {string} hooksDir __hooks
 * @returns {string}
 */
function renderServerPage(html, view, hooksDir) {
  const files = (/** @type {string[]} */ ...names) =>
    $template.loadFiles(...names.map((name) => `${hooksDir}/views/${name}`));
  // Each file ends with a newline; the pieces go inside other elements.
  const load = (/** @type {string[]} */ ...names) => ({
    render: (/** @type {unknown} */ data) =>
      files(...names)
        .render(data)
        .trim(),
  });
  /** @type {Record<string, any>} */
  const v = view;
  const common = {
    lang: v.Lang,
    dir: v.Dir,
    head: load('head.html').render(v.Head),
    data: load('data.html').render(v.Data),
  };
  if (PRERENDERED_HEADING.test(html)) {
    return fillPage(html, {
      ...common,
      main: '',
      filter: load('browse-filter.html', 'browse.html').render(v.Browse),
      results: load('browse-results.html', 'browse.html').render(v.Browse),
    });
  }
  return fillPage(html, { ...common, main: load('browse.html').render(v.Browse) });
}

module.exports = {
  publicOrigin,
  loadProfile,
  loadTrade,
  renderServerPage,
  LANGUAGE_COOKIE,
  BROWSE_LIMIT,
  pageLanguage,
  pluralCategory,
  text,
  formatDecimal,
  publicListing,
  profileHead,
  headTags,
  fillShell,
  browseOrder,
  browseView,
  fillPage,
};
