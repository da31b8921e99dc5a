/**
 * Where a postcode typed in browse is: asked of the geocoding service (once the user stops
 * typing), remembered on this device (src/data/place-cache.ts), so the same postcode is found
 * again offline and without asking twice.
 */
import { useEffect, useState } from 'react';
import { cachedPlace, cachePlace, type CachedPlace } from '@/data/place-cache';
import { postcodeKey } from '@/data/search';
import { lookupPostcode } from '@/features/geolocation';

/** Wait after the last keystroke before asking the service, in ms. */
const TYPING_PAUSE_MS = 500;

/**
 * What is known of the postcode's place: none asked (no postcode), being looked up, found,
 * not found by the service, or the service could not be asked (offline or failing).
 */
export type PostcodeOrigin =
  | { readonly status: 'none' }
  | { readonly status: 'finding' }
  | { readonly status: 'found'; readonly position: CachedPlace }
  | { readonly status: 'not-found' }
  | { readonly status: 'unavailable' };

/**
 * @param postcode as typed in the filter
 * @param countryCode ISO 3166-1 alpha-2 to search in ('' for any country)
 */
export function usePostcodeOrigin(postcode: string, countryCode: string): PostcodeOrigin {
  const key = postcodeKey(postcode) ? `${postcodeKey(postcode)}|${countryCode.toUpperCase()}` : '';
  const cached = cachedPlace(key);
  const [answer, setAnswer] = useState<{ key: string; origin: PostcodeOrigin } | null>(null);
  useEffect(() => {
    if (!key || cached) return;
    let active = true;
    const timer = setTimeout(() => {
      void lookupPostcode(postcode, countryCode).then((found) => {
        if (found.status === 'found') cachePlace(key, found.place);
        if (!active) return;
        setAnswer({
          key,
          origin:
            found.status === 'found'
              ? { status: 'found', position: { lat: found.place.lat, lon: found.place.lon } }
              : { status: found.status },
        });
      });
    }, TYPING_PAUSE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
    // `cached` is read from storage on every render: its presence is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, cached === null]);
  if (!key) return { status: 'none' };
  if (cached) return { status: 'found', position: cached };
  if (answer?.key === key) return answer.origin;
  return { status: 'finding' };
}
