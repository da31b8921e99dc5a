/**
 * Browse filters in the URL: `?trade=` from the home tiles is kept in the URL, and so is
 * every other filter, so a search can be shared, reloaded and reopened offline. Pure.
 */
import { findTrade } from '@/constants/trades';
import { BROWSE_SORTS, type BrowseSort } from '@/data/search';

/**
 * Radius choices, in the device's distance unit (km, or miles where the browser's region
 * counts in miles: distanceUnitFor in src/i18n/format.ts). A shared link keeps the number,
 * read in the reader's unit.
 */
export const RADIUS_OPTIONS = [5, 10, 25, 50, 100, 250] as const;
/** Minimum-rating choices (stars). */
export const RATING_OPTIONS = [3, 4, 4.5] as const;

/** The filters as the page holds them. */
export interface BrowseFilters {
  /** A trade value, or null for all trades. */
  readonly trade: string | null;
  readonly text: string;
  readonly postcode: string;
  /** In the device's distance unit (see RADIUS_OPTIONS), null for any distance. */
  readonly radius: number | null;
  /** 0 for any rating. */
  readonly minRating: number;
  readonly verifiedOnly: boolean;
  readonly sort: BrowseSort;
}

export const DEFAULT_FILTERS: BrowseFilters = {
  trade: null,
  text: '',
  postcode: '',
  radius: null,
  minRating: 0,
  verifiedOnly: false,
  sort: 'best',
};

function oneOf<T extends number>(value: string | null, options: readonly T[]): T | null {
  const n = Number(value);
  return value !== null && (options as readonly number[]).includes(n) ? (n as T) : null;
}

/**
 * The filters a URL asks for. Unknown or malformed values fall back to the defaults (an
 * unknown trade is kept as given, so the page can say it does not exist).
 */
export function parseFilters(params: URLSearchParams): BrowseFilters {
  const sort = params.get('sort');
  return {
    trade: params.get('trade') || null,
    text: (params.get('q') ?? '').slice(0, 100),
    postcode: (params.get('postcode') ?? '').slice(0, 20),
    radius: oneOf(params.get('radius'), RADIUS_OPTIONS),
    minRating: oneOf(params.get('rating'), RATING_OPTIONS) ?? 0,
    verifiedOnly: params.get('verified') === '1',
    sort: BROWSE_SORTS.includes(sort as BrowseSort) ? (sort as BrowseSort) : 'best',
  };
}

/** The URL query of some filters, without the defaults. */
export function filtersToParams(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.trade) params.set('trade', filters.trade);
  if (filters.text) params.set('q', filters.text);
  if (filters.postcode) params.set('postcode', filters.postcode);
  if (filters.radius !== null) params.set('radius', String(filters.radius));
  if (filters.minRating > 0) params.set('rating', String(filters.minRating));
  if (filters.verifiedOnly) params.set('verified', '1');
  if (filters.sort !== 'best') params.set('sort', filters.sort);
  return params;
}

/** Whether any filter of the "Distance, rating and sorting" panel differs from its default. */
export function hasPanelFilters(filters: BrowseFilters): boolean {
  return (
    Boolean(filters.postcode) ||
    filters.radius !== null ||
    filters.minRating > 0 ||
    filters.verifiedOnly ||
    filters.sort !== 'best'
  );
}

/** The trade filter that applies: a known trade's value, or null (all trades). */
export function effectiveTrade(filters: BrowseFilters): string | null {
  return findTrade(filters.trade)?.value ?? null;
}
