import { describe, expect, it } from 'vitest';
import { cachedPlace, cachePlace, PLACE_CACHE_KEY, PLACE_CACHE_MAX } from '@/data/place-cache';

/** A Storage held in memory, as localStorage behaves; `setItem` can be replaced. */
function memoryStorage(setItem?: Storage['setItem']): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => data.delete(key),
    setItem: setItem ?? ((key, value) => data.set(key, value)),
  };
}

describe('place cache (postcode positions on this device)', () => {
  it('returns what was stored, and null for what was not', () => {
    const store = memoryStorage();
    expect(cachedPlace('SW1A1AA|GB', store)).toBeNull();
    cachePlace('SW1A1AA|GB', { lat: 51.501, lon: -0.1416 }, store);
    expect(cachedPlace('SW1A1AA|GB', store)).toEqual({ lat: 51.501, lon: -0.1416 });
    expect(cachedPlace('SW1A1AA|US', store)).toBeNull();
  });

  it(`keeps the last ${PLACE_CACHE_MAX} postcodes`, () => {
    const store = memoryStorage();
    for (let i = 0; i <= PLACE_CACHE_MAX; i += 1) cachePlace(`P${i}|`, { lat: 1, lon: i }, store);
    expect(cachedPlace('P0|', store)).toBeNull();
    expect(cachedPlace('P1|', store)).toEqual({ lat: 1, lon: 1 });
    expect(cachedPlace(`P${PLACE_CACHE_MAX}|`, store)).toEqual({ lat: 1, lon: PLACE_CACHE_MAX });
  });

  it('treats a damaged cache as empty and a storage that refuses as none', () => {
    const store = memoryStorage();
    store.setItem(PLACE_CACHE_KEY, '{not json');
    expect(cachedPlace('A|', store)).toBeNull();
    store.setItem(PLACE_CACHE_KEY, JSON.stringify({ 'A|': { lat: 'x' } }));
    expect(cachedPlace('A|', store)).toBeNull();
    const full = memoryStorage(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => cachePlace('A|', { lat: 1, lon: 2 }, full)).not.toThrow();
    expect(cachedPlace('A|', null)).toBeNull();
  });
});
