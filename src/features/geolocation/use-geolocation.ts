/**
 * The geolocation hook (loading, error, result). Asks the browser for the position (high
 * accuracy, 10 s timeout, 5-minute cache), then reverse-geocodes it; when that fails the
 * address is empty and `addressFound` false, so the page can say so.
 */
import { useCallback, useState } from 'react';
import { config } from '@/lib/config';
import { geocoderJson } from './geocoder';
import {
  addressFrom,
  geolocationErrorKey,
  POSITION_OPTIONS,
  reverseGeocodeUrl,
  type Address,
  type GeolocationErrorKey,
} from './model';

export type GeolocationState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: GeolocationErrorKey }
  | {
      readonly status: 'result';
      /** Degrees and metres. */
      readonly position: { readonly lat: number; readonly lon: number; readonly accuracy: number };
      readonly address: Address;
      /** False when reverse geocoding failed or found no address: `address` is then empty. */
      readonly addressFound: boolean;
    };

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(resolve, reject, POSITION_OPTIONS);
  });
}

async function reverseGeocode(lat: number, lon: number): Promise<Address> {
  return addressFrom(await geocoderJson(reverseGeocodeUrl(config.reverseGeocodeUrl, lat, lon)));
}

/** Whether an address has anything in it. */
function hasAddress(address: Address): boolean {
  return Boolean(address.postcode || address.city || address.state || address.countryCode);
}

/** @returns the state and `locate`, which starts a lookup */
export function useGeolocation(): { state: GeolocationState; locate: () => Promise<void> } {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const locate = useCallback(async () => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'error', error: geolocationErrorKey('unsupported') });
      return;
    }
    setState({ status: 'loading' });
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      setState({
        status: 'error',
        error: geolocationErrorKey(typeof code === 'number' ? code : 0),
      });
      return;
    }
    const { latitude: lat, longitude: lon, accuracy } = position.coords;
    const address = await reverseGeocode(lat, lon);
    setState({
      status: 'result',
      position: { lat, lon, accuracy },
      address,
      addressFound: hasAddress(address),
    });
  }, []);
  return { state, locate };
}
