import { LocateFixed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Field, FormSection } from '@/components/ui';
import type { GeolocationState } from '@/features/geolocation';
import { RADIUS_MAX_KM } from '@/data/listings';
import { distanceUnitLabel, formatCoordinate, fromKm } from '@/i18n/format';
import { listingErrorValues, type ListingFormErrors, type ListingFormValues } from '../model';

/**
 * What the last postcode lookup came to: its position (degrees), 'not-found', 'unavailable'
 * (the geocoding service could not be asked), or null (none yet).
 */
export type PostcodePlace =
  { readonly lat: number; readonly lon: number } | 'not-found' | 'unavailable' | null;

type LocationKeys =
  'city' | 'region' | 'postcode' | 'countryCode' | 'lat' | 'lon' | 'radius' | 'radiusUnit';

/**
 * Address, coordinates and service radius. "Use my current location" fills coordinates and
 * address (the form applies the result); a typed postcode with its country is looked up when
 * the user leaves either field (`onPostcodeDone`), and `postcodePlace` says what was found.
 */
export function LocationFields({
  values,
  errors,
  onChange,
  location,
  onLocate,
  postcodePlace,
  onPostcodeDone,
  addressFound,
}: {
  values: Pick<ListingFormValues, LocationKeys>;
  errors: ListingFormErrors;
  onChange: (change: Partial<ListingFormValues>) => void;
  location: GeolocationState;
  onLocate: () => void;
  postcodePlace: PostcodePlace;
  onPostcodeDone: () => void;
  /** False when the device's position was found but reverse geocoding gave no address. */
  addressFound: boolean;
}) {
  const { t, i18n } = useTranslation(['portal', 'common']);
  // The validation's errors are keys of the `portal` namespace.
  const errorText = (field: LocationKeys) => {
    const key = errors[field];
    return key && t(key, listingErrorValues(i18n.language, values.radiusUnit));
  };
  return (
    <FormSection title={t('form.location')}>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={location.status === 'loading'}
          onClick={onLocate}
        >
          <LocateFixed aria-hidden="true" className="size-4" />
          {t('form.useLocation')}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {location.status === 'loading' && t('common:geolocation.locating')}
          {location.status === 'result' &&
            t('form.located', {
              lat: formatCoordinate(location.position.lat, i18n.language),
              lon: formatCoordinate(location.position.lon, i18n.language),
            })}
        </p>
        {location.status === 'error' && (
          <p role="alert" className="text-sm text-red-800">
            {t(`common:${location.error}`)}
          </p>
        )}
        {!addressFound && (
          <p className="text-sm text-amber-900" data-testid="address-unknown">
            {t('place.addressUnknown')}
          </p>
        )}
      </div>
      <Field
        id="listing-city"
        label={t('form.city')}
        value={values.city}
        maxLength={100}
        autoComplete="address-level2"
        error={errorText('city')}
        onChange={(city) => onChange({ city })}
      />
      <Field
        id="listing-region"
        label={t('form.region')}
        value={values.region}
        maxLength={100}
        autoComplete="address-level1"
        error={errorText('region')}
        onChange={(region) => onChange({ region })}
      />
      <Field
        id="listing-postcode"
        label={t('form.postcode')}
        value={values.postcode}
        maxLength={20}
        autoComplete="postal-code"
        error={errorText('postcode')}
        onChange={(postcode) => onChange({ postcode })}
        onBlur={onPostcodeDone}
      />
      <Field
        id="listing-country"
        label={t('form.countryCode')}
        value={values.countryCode}
        maxLength={2}
        autoComplete="country"
        inputClassName="w-24 uppercase"
        hint={t('form.countryHint')}
        error={errorText('countryCode')}
        onChange={(countryCode) => onChange({ countryCode: countryCode.toUpperCase() })}
        onBlur={onPostcodeDone}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <p role="status" className="text-sm text-slate-700" data-testid="postcode-place">
          {postcodePlace === 'not-found'
            ? t('form.postcodeNotFound')
            : postcodePlace === 'unavailable'
              ? t('place.unavailable')
              : postcodePlace &&
                t('form.postcodePlaced', {
                  lat: formatCoordinate(postcodePlace.lat, i18n.language),
                  lon: formatCoordinate(postcodePlace.lon, i18n.language),
                })}
        </p>
        {postcodePlace === 'unavailable' && (
          <Button variant="secondary" size="sm" onClick={onPostcodeDone}>
            {t('place.retry')}
          </Button>
        )}
      </div>
      <Field
        id="listing-lat"
        label={t('form.lat')}
        value={values.lat}
        inputMode="decimal"
        error={errorText('lat')}
        onChange={(lat) => onChange({ lat })}
      />
      <Field
        id="listing-lon"
        label={t('form.lon')}
        value={values.lon}
        inputMode="decimal"
        error={errorText('lon')}
        onChange={(lon) => onChange({ lon })}
      />
      <p className="-mt-2 text-sm text-slate-600 sm:col-span-2">{t('form.coordinatesHint')}</p>
      <Field
        id="listing-radius"
        label={t('form.radius', { unit: distanceUnitLabel(values.radiusUnit, i18n.language) })}
        value={values.radius}
        type="number"
        min={0}
        max={Math.floor(fromKm(RADIUS_MAX_KM, values.radiusUnit))}
        inputMode="decimal"
        error={errorText('radius')}
        onChange={(radius) => onChange({ radius })}
      />
    </FormSection>
  );
}
