/** Geolocation: the hook, its rules and the "Use my location" control. */
export { useGeolocation, type GeolocationState } from './use-geolocation';
export { lookupPostcode, type PostcodeLookup } from './lookup-postcode';
export {
  addressFrom,
  geolocationErrorKey,
  reverseGeocodeUrl,
  type Address,
  type Place,
} from './model';
