/**
 * The distance unit of this browser (miles in the US and the UK, km elsewhere: see
 * distanceUnitFor), and the region its postcode searches look in. Kilometres and no region
 * while prerendering and hydrating, where there is no browser to ask, so the first render
 * matches the prerendered page.
 */
import { distanceUnitFor, regionOf, type DistanceUnit } from '@/i18n/format';
import { useIsClient } from '@/lib/use-is-client';

export function useDistanceUnit(): DistanceUnit {
  return useIsClient() ? distanceUnitFor(navigator.language) : 'kilometer';
}

/** The browser's region ("GB" for en-GB), '' when it has none or before hydration. */
export function useBrowserRegion(): string {
  return useIsClient() ? regionOf(navigator.language) : '';
}
