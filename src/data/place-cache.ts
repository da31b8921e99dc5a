/**
 * Postcode positions found by the geocoding service, kept on this device (localStorage), so
 * that a browse search by postcode asks the service once per postcode and still measures
 * distances offline afterwards. Holds the last PLACE_CACHE_MAX postcodes; nothing here talks
 * to the network.
 */

/** The localStorage key of the cache. */
export const PLACE_CACHE_KEY = 'placeCache';
/** Postcodes kept; the oldest found is dropped first. */
export const PLACE_CACHE_MAX = 100;

/** A cached position in degrees. */
export interface CachedPlace {
  readonly lat: number;
  readonly lon: number;
}

type Entries = Partial<Record<string, CachedPlace>>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be refused (privacy settings): the cache is then simply empty.
    return null;
  }
}

function read(store: Storage): Entries {
  try {
    const parsed: unknown = JSON.parse(store.getItem(PLACE_CACHE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * The cached position of a lookup.
 * @param key what was looked up, e.g. "SW1A1AA|GB" (the caller's choice, compared as given)
 * @returns null when not cached or the entry is malformed
 */
export function cachedPlace(key: string, store: Storage | null = storage()): CachedPlace | null {
  if (!store || !key) return null;
  const entry = read(store)[key];
  return entry && Number.isFinite(entry.lat) && Number.isFinite(entry.lon)
    ? { lat: entry.lat, lon: entry.lon }
    : null;
}

/** Stores a found position, dropping the oldest entries beyond PLACE_CACHE_MAX. */
export function cachePlace(
  key: string,
  place: CachedPlace,
  store: Storage | null = storage(),
): void {
  if (!store || !key) return;
  const kept = Object.entries(read(store)).filter(([k]) => k !== key);
  kept.push([key, { lat: place.lat, lon: place.lon }]);
  const entries = Object.fromEntries(kept.slice(-PLACE_CACHE_MAX));
  try {
    store.setItem(PLACE_CACHE_KEY, JSON.stringify(entries));
  } catch {
    // Full or refused storage: the position is used now and looked up again next time.
  }
}
