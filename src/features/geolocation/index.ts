/** Geolocation (spec §4, §8, §9): the hook, its rules and the "Use my location" control. */
export { useGeolocation, type GeolocationState } from './use-geolocation';
export { addressFrom, geolocationErrorKey, reverseGeocodeUrl, type Address } from './model';
