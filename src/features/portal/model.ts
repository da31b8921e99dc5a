/**
 * Contractor portal rules: the listing form's values and the words for what
 * listingFieldsSchema refuses (the repository and the server check the same limits, so a
 * listing saved offline is not refused later), the sizes photos are scaled to before upload,
 * and which answers a hire request allows. Pure.
 */
import type { HireRecord } from '@/data/hires';
import * as v from 'valibot';
import {
  DESCRIPTION_MAX,
  listingFieldsSchema,
  MAX_PHOTOS,
  RADIUS_MAX_KM,
  type ListingFields,
  type ListingRecord,
} from '@/data/listings';
import {
  formatDistance,
  formatNumber,
  fromKm,
  isolate,
  toKm,
  type DistanceUnit,
} from '@/i18n/format';

/**
 * The limits the listing form's error messages name ({{descriptionMax}}, {{radiusMax}},
 * {{latMin}} ...), for t(): positive ones as numbers (the i18next formatter writes them in
 * the locale), negative ones already written and isolated so "-90" does not turn into
 * "90-" in Arabic or Hebrew text; the largest radius with its unit ("621 mi").
 * @param locale the interface language code
 * @param unit the unit the form's radius is typed in
 */
export function listingErrorValues(locale: string, unit: DistanceUnit = 'kilometer') {
  const signed = (n: number) => isolate(formatNumber(n, locale), locale);
  return {
    descriptionMax: DESCRIPTION_MAX,
    radiusMax: formatDistance(RADIUS_MAX_KM, unit, locale, 0),
    latMin: signed(-90),
    latMax: 90,
    lonMin: signed(-180),
    lonMax: 180,
  };
}

/** Longest side of an uploaded photo and of the logo, in pixels. */
export const PHOTO_MAX_PX = 1600;
export const LOGO_MAX_PX = 512;

/** The form as the user edits it: numbers stay text until saved. */
export interface ListingFormValues {
  readonly businessName: string;
  /** Trade record ids (the synced `trades` table). */
  readonly trades: readonly string[];
  readonly description: string;
  readonly phone: string;
  readonly email: string;
  readonly website: string;
  readonly city: string;
  readonly region: string;
  readonly postcode: string;
  readonly countryCode: string;
  readonly lat: string;
  readonly lon: string;
  /** The service radius as typed, in `radiusUnit` (the device's distance unit). */
  readonly radius: string;
  readonly radiusUnit: DistanceUnit;
  readonly years: string;
  readonly licenseNumber: string;
  readonly insured: boolean;
  readonly status: 'draft' | 'active';
}

/** The `portal` key of each message a field can show. */
export type ListingErrorKey =
  | 'form.errors.businessName'
  | 'form.errors.trades'
  | 'form.errors.description'
  | 'form.errors.phone'
  | 'form.errors.email'
  | 'form.errors.website'
  | 'form.errors.text'
  | 'form.errors.postcode'
  | 'form.errors.countryCode'
  | 'form.errors.lat'
  | 'form.errors.lon'
  | 'form.errors.coordinates'
  | 'place.zeroPosition'
  | 'form.errors.radius'
  | 'form.errors.years'
  | 'form.errors.license';

export type ListingFormErrors = Partial<Record<keyof ListingFormValues, ListingErrorKey>>;

const numberText = (n: number) => (n ? String(n) : '');

/** A radius in `unit` for the form, at most one decimal ("15.5"); 0 is ''. */
const radiusText = (km: number, unit: DistanceUnit) =>
  km ? String(Math.round(fromKm(km, unit) * 10) / 10) : '';

/**
 * The form for a listing, or an empty one (active, 25 km or 15 mi) when there is none yet.
 * @param unit the distance unit the radius is typed in (the device's: useDistanceUnit)
 */
export function formFromListing(
  listing: ListingRecord | null | undefined,
  unit: DistanceUnit = 'kilometer',
): ListingFormValues {
  if (!listing) {
    return {
      businessName: '',
      trades: [],
      description: '',
      phone: '',
      email: '',
      website: '',
      city: '',
      region: '',
      postcode: '',
      countryCode: '',
      lat: '',
      lon: '',
      radius: unit === 'mile' ? '15' : '25',
      radiusUnit: unit,
      years: '',
      licenseNumber: '',
      insured: false,
      status: 'active',
    };
  }
  // A copy stored before positions could be null has 0, 0 for "unknown".
  const hasPosition =
    listing.lat !== null && listing.lon !== null && (listing.lat !== 0 || listing.lon !== 0);
  return {
    businessName: listing.business_name,
    trades: listing.trades,
    description: listing.description,
    phone: listing.phone,
    email: listing.email,
    website: listing.website,
    city: listing.city,
    region: listing.region,
    postcode: listing.postcode,
    countryCode: listing.country_code,
    lat: hasPosition ? String(listing.lat) : '',
    lon: hasPosition ? String(listing.lon) : '',
    radius: radiusText(listing.service_radius_km, unit),
    radiusUnit: unit,
    years: numberText(listing.years_in_business),
    licenseNumber: listing.license_number,
    insured: listing.insured,
    status: listing.status === 'draft' ? 'draft' : 'active',
  };
}

/**
 * The form after the listing changed on the device (a sync brought another device's edit):
 * fields the user has not touched (still as opened) take the new values, and so does what
 * they count as opened with; fields the user changed keep the user's value and the value
 * they were changed from, so saving sends only them and a change made on both sides becomes
 * a conflict, never a silent overwrite. Pure.
 * @param current the form now
 * @param opened the form as it was opened (or last saved, or last followed)
 * @param fresh the form from the listing now on the device
 */
export function followListing(
  current: ListingFormValues,
  opened: ListingFormValues,
  fresh: ListingFormValues,
): { values: ListingFormValues; opened: ListingFormValues } {
  const untouched = (Object.keys(fresh) as (keyof ListingFormValues)[]).filter(
    (key) => JSON.stringify(current[key]) === JSON.stringify(opened[key]),
  );
  const taken = Object.fromEntries(untouched.map((key) => [key, fresh[key]]));
  return { values: { ...current, ...taken }, opened: { ...opened, ...taken } };
}

/** A website as typed, with https:// added when no scheme was given; '' stays ''. */
export function normalizeWebsite(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * The radius typed in the form, in km for the record, to the metre (15 mi is 24.14 km, which
 * the form shows as 15 again); '' is 0 and what is not a number NaN.
 */
function radiusKm(values: ListingFormValues): number {
  const typed = parseNumber(values.radius) ?? 0;
  return Number.isFinite(typed) ? Math.round(toKm(typed, values.radiusUnit) * 1000) / 1000 : typed;
}

/** A number typed in a field: '' is null, anything not a finite number is NaN. */
function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : NaN;
}

/** The form field each record field is typed in, and the words for its error. */
const FIELD_ERRORS: Readonly<
  Record<keyof ListingFields, readonly [keyof ListingFormValues, ListingErrorKey]>
> = {
  business_name: ['businessName', 'form.errors.businessName'],
  trades: ['trades', 'form.errors.trades'],
  description: ['description', 'form.errors.description'],
  phone: ['phone', 'form.errors.phone'],
  email: ['email', 'form.errors.email'],
  website: ['website', 'form.errors.website'],
  city: ['city', 'form.errors.text'],
  region: ['region', 'form.errors.text'],
  postcode: ['postcode', 'form.errors.postcode'],
  country_code: ['countryCode', 'form.errors.countryCode'],
  lat: ['lat', 'form.errors.lat'],
  lon: ['lon', 'form.errors.lon'],
  service_radius_km: ['radius', 'form.errors.radius'],
  years_in_business: ['years', 'form.errors.years'],
  license_number: ['licenseNumber', 'form.errors.license'],
  insured: ['insured', 'form.errors.text'],
  status: ['status', 'form.errors.text'],
};

/**
 * Checks the form before it is saved: the record fields it makes against
 * listingFieldsSchema (what the repository and the server check), plus what only the form
 * can tell: a number that is not one, and a position with one coordinate missing.
 * @returns the errors by field; empty when the listing can be saved
 */
export function validateListing(values: ListingFormValues): ListingFormErrors {
  const errors: ListingFormErrors = {};
  const result = v.safeParse(listingFieldsSchema, listingFields(values));
  for (const issue of result.issues ?? []) {
    const field = v.getDotPath(issue) as keyof ListingFields | null;
    if (!field || !(field in FIELD_ERRORS)) continue;
    const [shownOn, key] = FIELD_ERRORS[field];
    errors[shownOn] ??= key;
  }
  const lat = parseNumber(values.lat);
  const lon = parseNumber(values.lon);
  if ((lat === null) !== (lon === null) && !Number.isNaN(lat) && !Number.isNaN(lon)) {
    errors.lon = 'form.errors.coordinates';
  } else if (lat === 0 && lon === 0) {
    errors.lat = 'place.zeroPosition';
  }
  return errors;
}

/**
 * The record fields of the form: trimmed, the website with a scheme, the country upper
 * case; empty numbers are 0 (empty coordinates null) and a number that is not one NaN
 * (which the schema refuses).
 */
export function listingFields(values: ListingFormValues): ListingFields {
  const num = (text: string) => parseNumber(text) ?? 0;
  return {
    business_name: values.businessName.trim(),
    trades: [...values.trades],
    description: values.description.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    website: normalizeWebsite(values.website),
    city: values.city.trim(),
    region: values.region.trim(),
    postcode: values.postcode.trim(),
    country_code: values.countryCode.trim().toUpperCase(),
    lat: parseNumber(values.lat),
    lon: parseNumber(values.lon),
    service_radius_km: radiusKm(values),
    years_in_business: num(values.years),
    license_number: values.licenseNumber.trim(),
    insured: values.insured,
    status: values.status,
  };
}

/**
 * The size an image is scaled to so its longer side is at most `maxSide`; never enlarged.
 * @returns whole pixels, at least 1 each
 */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * How many more photos may be added.
 * @param stored photos the listing already has
 * @param chosen photos picked in the form and not saved yet
 */
export function photoSlotsLeft(stored: number, chosen: number): number {
  return Math.max(0, MAX_PHOTOS - stored - chosen);
}

/** The answers a contractor can give a hire in this state. */
export type HireAction = 'accepted' | 'declined' | 'done';

export function hireActions(
  hire: Pick<HireRecord, 'status' | 'fee_status'>,
): readonly HireAction[] {
  if (hire.status === 'requested') return ['accepted', 'declined'];
  // The server lets a hire be marked done only once its fee is settled (docs/fees.md); the
  // client then confirms or disputes it.
  if (hire.status === 'accepted' && (hire.fee_status === 'paid' || hire.fee_status === 'waived')) {
    return ['done'];
  }
  return [];
}

/**
 * What a postcode lookup would be asked for ("POSTCODE|CC"): '' while the postcode or the
 * two-letter country code is missing, since a postcode alone is ambiguous across countries.
 */
export function postcodeLookupKey(
  values: Pick<ListingFormValues, 'postcode' | 'countryCode'>,
): string {
  const postcode = values.postcode.trim().toUpperCase();
  const country = values.countryCode.trim().toUpperCase();
  return postcode && /^[A-Z]{2}$/.test(country) ? `${postcode}|${country}` : '';
}

/**
 * The form after a postcode lookup found its place: the place's coordinates (6 decimals),
 * and city and region only where the user left them empty.
 * @param place degrees, and the address the geocoder gave
 */
export function withPlace(
  values: ListingFormValues,
  place: { lat: number; lon: number; address: { city: string; state: string } },
): ListingFormValues {
  return {
    ...values,
    lat: place.lat.toFixed(6),
    lon: place.lon.toFixed(6),
    city: values.city || place.address.city,
    region: values.region || place.address.state,
  };
}

/**
 * The form after its postcode could not be placed: coordinates set for another postcode are
 * dropped, since they no longer say where the listing is; with no such postcode (coordinates
 * typed by hand) they are kept.
 * @param lookedUp the postcodeLookupKey the current coordinates were set with (a lookup, the
 *   device's position, the saved listing), '' when none
 */
export function withoutPlaceOf(values: ListingFormValues, lookedUp: string): ListingFormValues {
  const stale = lookedUp !== '' && lookedUp !== postcodeLookupKey(values);
  return stale ? { ...values, lat: '', lon: '' } : values;
}
