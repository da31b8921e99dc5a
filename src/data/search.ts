/**
 * The browse search: an in-memory index of the synced listings, queried on every keystroke.
 * Reading a whole trade out of IndexedDB per keystroke misses the 30 ms budget; scanning
 * compact entries in memory meets it at 50,000 listings. Pure: built from
 * records, no Dexie, no DOM.
 */
import type { ListingRecord } from './records';

/** What a result card shows, kept in memory with what the query filters on. */
export interface ListingEntry {
  readonly id: string;
  readonly owner: string;
  readonly businessName: string;
  readonly city: string;
  readonly region: string;
  readonly postcode: string;
  /** Postcode upper-cased without spaces, for matching what a user types. */
  readonly postcodeKey: string;
  /** Trade values (snake_case), e.g. "roofer". */
  readonly trades: readonly string[];
  /** Degrees, null when the listing has no coordinates. */
  readonly lat: number | null;
  readonly lon: number | null;
  readonly serviceRadiusKm: number;
  readonly ratingAvg: number;
  readonly ratingCount: number;
  readonly verified: boolean;
  readonly insured: boolean;
  readonly logo: string;
  /** Business name and description, lower case: what free text matches. */
  readonly text: string;
  /** Lower-case business name, for ranking name matches first. */
  readonly name: string;
  /** First 160 characters of the description. */
  readonly summary: string;
  readonly created: string;
}

export type BrowseSort = 'best' | 'rating' | 'distance' | 'newest';
export const BROWSE_SORTS: readonly BrowseSort[] = ['best', 'rating', 'distance', 'newest'];

/** A browse query. Unset fields do not filter. */
export interface BrowseQuery {
  readonly trade?: string | null;
  readonly text?: string;
  /** Where distance is measured from (a postcode's or the user's position). */
  readonly origin?: { readonly lat: number; readonly lon: number } | null;
  /**
   * The postcode `origin` stands for, when it came from one: listings in that postcode
   * without coordinates (saved offline, or the postcode could not be placed) still match a
   * radius and sort as nearest, since they are in the place searched for, but their
   * `distanceKm` stays null: the app does not know how far they are.
   */
  readonly originPostcode?: string | null;
  /** Only listings within this many km of `origin`. */
  readonly radiusKm?: number | null;
  /** 0–5 */
  readonly minRating?: number;
  readonly verifiedOnly?: boolean;
  readonly sort?: BrowseSort;
}

/**
 * One result: the entry and its distance from the origin in km, null unless both the origin
 * and the listing have coordinates (a postcode match is not a distance).
 */
export interface BrowseHit {
  readonly entry: ListingEntry;
  readonly distanceKm: number | null;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km between two points given in degrees (haversine). */
export function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLon = (bLon - aLon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A postcode as users type it and listings store it, compared: upper case, no spaces. */
export function postcodeKey(postcode: string): string {
  return postcode.toUpperCase().replace(/[\s-]+/g, '');
}

/** Lower-case words of a free-text query (at most 8). */
export function queryWords(text: string | undefined): string[] {
  return (text ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
}

/**
 * The entry of one listing.
 * @param tradeValue maps a trade record id to its value; unknown ids are dropped
 */
export function toEntry(
  record: ListingRecord,
  tradeValue: (id: string) => string | undefined,
): ListingEntry {
  // A copy stored before positions could be null has 0, 0 for "unknown".
  const hasPosition =
    record.lat !== null && record.lon !== null && !(record.lat === 0 && record.lon === 0);
  const description = record.description || '';
  return {
    id: record.id,
    owner: record.owner,
    businessName: record.business_name,
    city: record.city || '',
    region: record.region || '',
    postcode: record.postcode || '',
    postcodeKey: postcodeKey(record.postcode || ''),
    trades: record.trades.map(tradeValue).filter((v): v is string => Boolean(v)),
    lat: hasPosition && Number.isFinite(record.lat) ? record.lat : null,
    lon: hasPosition && Number.isFinite(record.lon) ? record.lon : null,
    serviceRadiusKm: record.service_radius_km || 0,
    ratingAvg: record.rating_avg || 0,
    ratingCount: record.rating_count || 0,
    verified: record.verified,
    insured: record.insured,
    logo: record.logo || '',
    text: `${record.business_name}\n${description}`.toLowerCase(),
    name: record.business_name.toLowerCase(),
    summary: description.slice(0, 160),
    created: record.created,
  };
}

/**
 * Whether a listing is shown in browse: active and paid, fee-waived or inside its free month,
 * as the server's API rule says (docs/fees.md); a copy synced before its month ended stays on
 * the device but is not shown. Drafts are only in their owner's portal.
 * @param nowIso the current time as PocketBase writes dates ("YYYY-MM-DD hh:mm:ss.sssZ")
 */
export function isBrowsable(record: ListingRecord, nowIso: string): boolean {
  if (record.status !== 'active') return false;
  if (record.listing_paid_at || record.listing_fee_waiver) return true;
  return !record.listed_until || record.listed_until > nowIso;
}

/** "Best match": name matches first, then rating weighted by how many rated, verified, near. */
function bestScore(hit: BrowseHit, words: readonly string[]): number {
  const { entry } = hit;
  let score = 0;
  for (const word of words) if (entry.name.includes(word)) score += 3;
  score += (entry.ratingAvg / 5) * Math.log2(1 + entry.ratingCount);
  if (entry.verified) score += 1;
  if (hit.distanceKm !== null) score -= hit.distanceKm / 50;
  return score;
}

/** The listings, searchable. Entries can be replaced and removed one by one. */
export class ListingIndex {
  private readonly entries = new Map<string, ListingEntry>();
  /** False while the listings are still being read from IndexedDB. */
  complete = false;

  /** Number of listings held. */
  get size(): number {
    return this.entries.size;
  }

  /** Adds or replaces listings. */
  upsert(entries: Iterable<ListingEntry>): void {
    for (const entry of entries) this.entries.set(entry.id, entry);
  }

  /** Removes listings by id (unknown ids are ignored). */
  remove(ids: Iterable<string>): void {
    for (const id of ids) this.entries.delete(id);
  }

  /** Takes every entry of another index, dropping its own. */
  replaceWith(other: ListingIndex): void {
    this.complete = other.complete;
    this.entries.clear();
    for (const [id, entry] of other.entries) this.entries.set(id, entry);
  }

  /** The entry of one listing. */
  get(id: string): ListingEntry | undefined {
    return this.entries.get(id);
  }

  /**
   * The mean position of the listings with this postcode: how a typed postcode becomes an
   * origin, offline too.
   * @returns null when no listing with coordinates has it
   */
  postcodePosition(postcode: string): { lat: number; lon: number } | null {
    const key = postcodeKey(postcode);
    if (!key) return null;
    let lat = 0;
    let lon = 0;
    let count = 0;
    for (const entry of this.entries.values()) {
      if (entry.postcodeKey === key && entry.lat !== null && entry.lon !== null) {
        lat += entry.lat;
        lon += entry.lon;
        count += 1;
      }
    }
    return count > 0 ? { lat: lat / count, lon: lon / count } : null;
  }

  /** The listings matching a query, in its order. */
  query(query: BrowseQuery): BrowseHit[] {
    const words = queryWords(query.text);
    const { trade, origin, radiusKm } = query;
    const originKey = query.originPostcode ? postcodeKey(query.originPostcode) : '';
    const minRating = query.minRating ?? 0;
    const hits: BrowseHit[] = [];
    // How near each hit counts for sorting: its distance, or 0 in the searched postcode.
    const nearKm = new Map<string, number>();
    for (const entry of this.entries.values()) {
      if (trade && !entry.trades.includes(trade)) continue;
      if (query.verifiedOnly && !entry.verified) continue;
      if (entry.ratingAvg < minRating) continue;
      if (words.length > 0 && !words.every((word) => entry.text.includes(word))) continue;
      let distance: number | null = null;
      let near: number | null = null;
      if (origin) {
        if (entry.lat !== null && entry.lon !== null) {
          distance = distanceKm(origin.lat, origin.lon, entry.lat, entry.lon);
          near = distance;
        } else if (originKey && entry.postcodeKey === originKey) {
          near = 0;
        }
        if (radiusKm && (near === null || near > radiusKm)) continue;
      }
      if (near !== null) nearKm.set(entry.id, near);
      hits.push({ entry, distanceKm: distance });
    }
    const sort = query.sort ?? 'best';
    const far = Number.POSITIVE_INFINITY;
    const byName = (a: BrowseHit, b: BrowseHit) =>
      a.entry.businessName.localeCompare(b.entry.businessName);
    if (sort === 'rating') {
      hits.sort(
        (a, b) =>
          b.entry.ratingAvg - a.entry.ratingAvg ||
          b.entry.ratingCount - a.entry.ratingCount ||
          byName(a, b),
      );
    } else if (sort === 'distance') {
      const near = (hit: BrowseHit) => nearKm.get(hit.entry.id) ?? far;
      hits.sort((a, b) => near(a) - near(b) || byName(a, b));
    } else if (sort === 'newest') {
      hits.sort((a, b) => b.entry.created.localeCompare(a.entry.created) || byName(a, b));
    } else {
      const scores = new Map(hits.map((hit) => [hit.entry.id, bestScore(hit, words)]));
      hits.sort(
        (a, b) => (scores.get(b.entry.id) ?? 0) - (scores.get(a.entry.id) ?? 0) || byName(a, b),
      );
    }
    return hits;
  }
}
