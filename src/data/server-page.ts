/**
 * The data of a page the server filled (/profile/:id, /browse?trade=X; docs/rendering.md
 * "Pages the server fills"): PocketBase puts the public records it rendered into
 * `<script type="application/json" id="server-page">`, and the page's first client render
 * uses them until IndexedDB has its own copy, so the content on screen does not turn into
 * "Loading..." when the app takes over. Read once; never trusted beyond what a guest may see
 * anyway (it is the same data the public API gives).
 */
import type { ListingRecord, ReviewRecord } from './records';
import type { TradeRow } from './local-db';

/** A listing as the server sends it: ListingRecord's public fields plus its trade values. */
export type ServerListing = ListingRecord & { readonly trade_values: readonly string[] };

export type ServerPage =
  | {
      readonly kind: 'profile';
      readonly listing: ServerListing;
      readonly reviews: readonly ReviewRecord[];
      readonly trades: readonly TradeRow[];
    }
  | {
      readonly kind: 'browse';
      readonly trade: string;
      readonly listings: readonly ServerListing[];
    };

/** The i18next namespaces a filled page (profile, trade page) renders with. */
export const SERVER_PAGE_NAMESPACES = ['common', 'market', 'pages', 'trust', 'payments'] as const;

let cached: ServerPage | null | undefined;

/**
 * The filled page's data, or null (no such element, not JSON, not a known kind, or not in a
 * browser).
 */
export function serverPage(): ServerPage | null {
  if (cached !== undefined) return cached;
  cached = null;
  if (typeof document === 'undefined') return cached;
  const text = document.getElementById('server-page')?.textContent;
  if (!text) return cached;
  try {
    const data = JSON.parse(text) as Partial<Record<string, unknown>>;
    if (data['kind'] === 'profile' && data['listing'] && Array.isArray(data['reviews'])) {
      cached = data as unknown as ServerPage;
    } else if (data['kind'] === 'browse' && Array.isArray(data['listings'])) {
      cached = data as unknown as ServerPage;
    }
  } catch {
    cached = null;
  }
  return cached;
}

/** Whether the served HTML is one the server filled (or its not-found page for such a URL). */
export function isServerFilled(root: Element): boolean {
  return root.hasAttribute('data-server-page');
}

/**
 * Whether the served HTML is the server's render of the app's own components (a profile or a
 * not-found page, marked `data-hydrate`), which the app hydrates; a trade page's is the
 * server's templates, rendered afresh.
 */
export function isServerRendered(root: Element): boolean {
  return root.hasAttribute('data-server-page') && root.hasAttribute('data-hydrate');
}

let notFoundPath: string | null | undefined;

/**
 * Whether the server answered `pathname` with its not-found page (404: an unknown id, or a
 * listing a guest may not see), marked `data-server-page="not-found"`. The app then shows its
 * own not-found page for that URL instead of a route page that would look for the record and
 * call it unloadable.
 */
export function servedNotFound(pathname: string): boolean {
  if (notFoundPath !== undefined) return notFoundPath === pathname;
  if (typeof document === 'undefined') return false;
  notFoundPath ??=
    document.getElementById('root')?.getAttribute('data-server-page') === 'not-found'
      ? window.location.pathname
      : null;
  return notFoundPath === pathname;
}

/** The server's copy of profile `id`, when this page was served filled with it. */
export function serverProfile(id: string): Extract<ServerPage, { kind: 'profile' }> | null {
  const page = serverPage();
  return page?.kind === 'profile' && page.listing.id === id ? page : null;
}

/** The server's listings of trade `value` (the first ones, in browse order), when served so. */
export function serverTradeListings(value: string): readonly ServerListing[] | null {
  const page = serverPage();
  return page?.kind === 'browse' && page.trade === value ? page.listings : null;
}

/**
 * The URL (path and query) whose head tags the server wrote, marked `data-server-head`: the
 * canonical link, Open Graph and JSON-LD of a filled page. null when there are none left.
 */
let serverHeadUrl: string | null | undefined;

/**
 * Whether the document still carries the server's head tags for `url` (pathname + search).
 * While it does, the app adds no canonical link of its own (CanonicalLink), so a crawler that
 * runs scripts sees the same single canonical as one that does not.
 */
export function hasServerHead(url: string): boolean {
  if (serverHeadUrl !== undefined) return serverHeadUrl === url;
  if (typeof document === 'undefined') return false;
  serverHeadUrl ??= document.head.querySelector('[data-server-head]')
    ? window.location.pathname + window.location.search
    : null;
  return serverHeadUrl === url;
}

/**
 * Removes the server's head tags once the app shows another URL than the one they describe
 * (the first in-app navigation away), so a profile's Open Graph and JSON-LD do not stay in the
 * head of the next page. Does nothing while `url` is still the served one.
 */
export function dropServerHead(url: string): void {
  if (hasServerHead(url) || serverHeadUrl === null) return;
  for (const tag of document.head.querySelectorAll('[data-server-head]')) tag.remove();
  serverHeadUrl = null;
}

/**
 * The server's renderer (src/server-page.tsx), which has no document: the page's data for
 * one render, as if read from its data block, and the server's head tags (canonical, Open
 * Graph) standing for `url` (path and query). `page` null renders the not-found page for the
 * URL's path; undefined forgets it again.
 */
export function provideServerPage(page: ServerPage | null | undefined, url: string): void {
  cached = page;
  notFoundPath = page === null ? (url.split('?')[0] ?? url) : page === undefined ? undefined : null;
  serverHeadUrl = page ? url : undefined;
}

/** For tests: forget what was read. */
export function resetServerPage(): void {
  cached = undefined;
  serverHeadUrl = undefined;
  notFoundPath = undefined;
}
