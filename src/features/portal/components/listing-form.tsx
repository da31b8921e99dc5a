import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Field, FormSection, Select, TextArea } from '@/components/ui';
import { DESCRIPTION_MAX, saveListing, type ListingRecord } from '@/data/listings';
import { toastDelivery, toastError } from '@/lib/toast';
import { useDistanceUnit } from '@/lib/use-distance-unit';
import { lookupPostcode, useGeolocation, type GeolocationState } from '@/features/geolocation';
import { useTradeRows } from '../hooks/use-portal-data';
import {
  followListing,
  formFromListing,
  listingErrorValues,
  listingFields,
  postcodeLookupKey,
  validateListing,
  withPlace,
  withoutPlaceOf,
  type ListingFormErrors,
  type ListingFormValues,
} from '../model';
import { ImageFields } from './image-fields';
import { LocationFields, type PostcodePlace } from './location-fields';
import { TradePicker } from './trade-picker';
import { deliveryOf } from '@/data/delivery';

/**
 * The listing editor: checked with the server's limits (listingFieldsSchema), saved to the
 * device and the outbox in one step (saveListing), sent when online.
 */
export function ListingForm({
  userId,
  listing,
}: {
  userId: string;
  listing: ListingRecord | null;
}) {
  const { t, i18n } = useTranslation('portal');
  const trades = useTradeRows();
  const unit = useDistanceUnit();
  const [values, setValues] = useState<ListingFormValues>(() => formFromListing(listing, unit));
  // What the form counts as opened (the base of the user's changes) and the version it came
  // from: a save sends only what the user changed since.
  const [opened, setOpened] = useState(() => ({
    values: formFromListing(listing, unit),
    updated: listing?.updated ?? '',
  }));
  // The listing changed on the device (a sync, a merge): untouched fields follow it.
  const [shown, setShown] = useState(listing);
  if (listing !== shown) {
    setShown(listing);
    if (listing) {
      const next = followListing(
        values,
        opened.values,
        formFromListing(listing, values.radiusUnit),
      );
      setValues(next.values);
      setOpened({ values: next.opened, updated: opened.updated });
    }
  }
  const [errors, setErrors] = useState<ListingFormErrors>({});
  const [logo, setLogo] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [saving, setSaving] = useState(false);
  // Picked images are scaled down before they can be saved; saving waits for that, or the
  // listing would go without the photos the user just chose.
  const [preparing, setPreparing] = useState(false);
  const set = (change: Partial<ListingFormValues>) => setValues((v) => ({ ...v, ...change }));

  // A typed postcode (with its country) is placed on the map when the user leaves the field;
  // `lookedUp` is the postcode the coordinates came from.
  const [lookedUp, setLookedUp] = useState(() =>
    values.lat && values.lon ? postcodeLookupKey(values) : '',
  );
  const [postcodePlace, setPostcodePlace] = useState<PostcodePlace>(null);

  // "Use my current location": apply each new result to the form once.
  const { state: location, locate } = useGeolocation();
  const [appliedLocation, setAppliedLocation] = useState<GeolocationState>(location);
  if (location !== appliedLocation) {
    setAppliedLocation(location);
    if (location.status === 'result') {
      const { position, address } = location;
      const next = {
        ...values,
        lat: position.lat.toFixed(6),
        lon: position.lon.toFixed(6),
        city: address.city || values.city,
        region: address.state || values.region,
        postcode: address.postcode || values.postcode,
        countryCode: address.countryCode || values.countryCode,
      };
      setValues(next);
      // The device's own position is more precise than the postcode's: no lookup for it.
      setLookedUp(postcodeLookupKey(next));
      setPostcodePlace(null);
    }
  }

  const placePostcode = async () => {
    const key = postcodeLookupKey(values);
    if (!key || key === lookedUp) return;
    const found = await lookupPostcode(values.postcode, values.countryCode);
    if (found.status === 'unavailable') {
      // Not marked as looked up: leaving the field again, or "Try again", asks again.
      setPostcodePlace('unavailable');
      setValues((v) => (postcodeLookupKey(v) === key ? withoutPlaceOf(v, lookedUp) : v));
      return;
    }
    setLookedUp(key);
    if (found.status === 'found') {
      setValues((v) => (postcodeLookupKey(v) === key ? withPlace(v, found.place) : v));
      setPostcodePlace({ lat: found.place.lat, lon: found.place.lon });
    } else {
      setValues((v) => (postcodeLookupKey(v) === key ? withoutPlaceOf(v, lookedUp) : v));
      setPostcodePlace('not-found');
    }
  };

  // A saved listing with a postcode but no position: try to place it again each time the
  // form opens (the server's geocoding job tries too).
  useEffect(() => {
    // placePostcode sets state only once the lookup has answered, not during the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!values.lat && !values.lon && postcodeLookupKey(values)) void placePostcode();
    // Once, with the values the form opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (preparing) return;
    const found = validateListing(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const files: { logo?: Blob; photos?: Blob[] } = {};
      if (logo) files.logo = logo;
      if (photos.length > 0) files.photos = photos;
      const id = await saveListing(userId, listingFields(values), files, undefined, {
        fields: listingFields(opened.values),
        updated: opened.updated,
      });
      setOpened({ values, updated: opened.updated });
      setLogo(null);
      setPhotos([]);
      toastDelivery(await deliveryOf(id), { sent: t('portal.saved'), waiting: t('portal.queued') });
    } catch {
      toastError(t('portal.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const hasErrors = Object.keys(errors).length > 0;
  // The validation's errors are keys of the `portal` namespace.
  const errorText = (field: keyof ListingFormValues) => {
    const key = errors[field];
    return key && t(key, listingErrorValues(i18n.language, values.radiusUnit));
  };
  return (
    <form
      className="mt-8 grid gap-6"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="listing-form"
    >
      <FormSection title={t('form.business')}>
        <Field
          id="listing-name"
          className="sm:col-span-2"
          label={t('form.businessName')}
          value={values.businessName}
          maxLength={120}
          autoComplete="organization"
          error={errorText('businessName')}
          onChange={(businessName) => set({ businessName })}
        />
        <TradePicker
          trades={trades}
          selected={values.trades}
          error={errorText('trades')}
          onChange={(ids) => set({ trades: ids })}
        />
        <TextArea
          id="listing-description"
          className="sm:col-span-2"
          label={t('form.description')}
          rows={6}
          maxLength={DESCRIPTION_MAX}
          value={values.description}
          error={errorText('description')}
          onChange={(description) => set({ description })}
        />
      </FormSection>

      <FormSection title={t('form.contact')}>
        <Field
          id="listing-phone"
          label={t('form.phone')}
          type="tel"
          value={values.phone}
          maxLength={32}
          autoComplete="tel"
          error={errorText('phone')}
          onChange={(phone) => set({ phone })}
        />
        <Field
          id="listing-email"
          label={t('form.email')}
          type="email"
          value={values.email}
          autoComplete="email"
          error={errorText('email')}
          onChange={(email) => set({ email })}
        />
        <Field
          id="listing-website"
          className="sm:col-span-2"
          label={t('form.website')}
          type="url"
          value={values.website}
          autoComplete="url"
          error={errorText('website')}
          onChange={(website) => set({ website })}
        />
      </FormSection>

      <LocationFields
        values={values}
        errors={errors}
        onChange={set}
        location={location}
        onLocate={() => void locate()}
        postcodePlace={postcodePlace}
        onPostcodeDone={() => void placePostcode()}
        addressFound={location.status !== 'result' || location.addressFound}
      />

      <FormSection title={t('form.details')}>
        <Field
          id="listing-years"
          label={t('form.years')}
          type="number"
          min={0}
          max={150}
          step={1}
          inputMode="numeric"
          value={values.years}
          error={errorText('years')}
          onChange={(years) => set({ years })}
        />
        <Field
          id="listing-license"
          label={t('form.license')}
          value={values.licenseNumber}
          maxLength={64}
          error={errorText('licenseNumber')}
          onChange={(licenseNumber) => set({ licenseNumber })}
        />
        <Checkbox
          className="font-medium sm:col-span-2"
          label={t('form.insured')}
          checked={values.insured}
          onChange={(insured) => set({ insured })}
        />
        <Select
          id="listing-status"
          label={t('form.status')}
          value={values.status}
          onChange={(status) => set({ status: status === 'draft' ? 'draft' : 'active' })}
        >
          <option value="active">{t('form.statusActive')}</option>
          <option value="draft">{t('form.statusDraft')}</option>
        </Select>
      </FormSection>

      <ImageFields
        listingId={listing?.id ?? userId}
        storedLogo={listing?.logo ?? ''}
        storedPhotos={listing?.photos ?? []}
        logo={logo}
        photos={photos}
        onLogo={setLogo}
        onPhotos={setPhotos}
        preparing={preparing}
        onPreparing={setPreparing}
      />

      {hasErrors && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t('form.fixErrors')}
        </p>
      )}
      <div>
        <Button type="submit" disabled={saving || preparing}>
          {saving ? t('form.saving') : preparing ? t('form.preparing') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
