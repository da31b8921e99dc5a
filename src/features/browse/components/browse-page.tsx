import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Checkbox, Field, PageHeader, Select } from '@/components/ui';
import { findTrade, TRADES } from '@/constants/trades';
import { BROWSE_SORTS, toEntry, type BrowseHit } from '@/data/search';
import { addNamespace } from '@/i18n';
import market from '@/i18n/locales/en/market.json' with { type: 'json' };
import { formatDistance, formatPlace, formatPosition, toKm } from '@/i18n/format';
import { useTradeName } from '@/i18n/trade-names';
import { serverTradeListings } from '@/data/server-page';
import { useIsClient } from '@/lib/use-is-client';
import { useOnline } from '@/lib/use-online';
import { useGeolocation } from '@/features/geolocation';
import { useBrowserRegion, useDistanceUnit } from '@/lib/use-distance-unit';
import { useListingIndex } from '../hooks/use-listing-index';
import { usePostcodeOrigin } from '../hooks/use-postcode-origin';
import {
  effectiveTrade,
  filtersToParams,
  hasPanelFilters,
  parseFilters,
  RADIUS_OPTIONS,
  RATING_OPTIONS,
  type BrowseFilters,
} from '../model';
import { ResultList } from './result-list';

addNamespace('market', market);

/**
 * /browse: filters kept in the URL, results from the listings synced to
 * this device, updated as the user types, in a virtualised list; works offline.
 */
export default function BrowsePage() {
  const { t, i18n } = useTranslation(['pages', 'market']);
  const tradeName = useTradeName();
  const unit = useDistanceUnit();
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const trade = findTrade(filters.trade);
  // Open or closed is the user's choice. It starts open when the URL sets one of its filters,
  // and is not derived from the filters afterwards: setting one back to "any" would close the
  // panel under the user's finger.
  const [filtersOpen, setFiltersOpen] = useState(() => hasPanelFilters(filters));
  // Merged into the URL as it is now, not as this render saw it: the router writes the URL at
  // once but renders the change in a transition, and a second change before that render (a
  // box ticked right after typing, or input made before hydration and replayed) would
  // otherwise undo the first.
  const update = (change: Partial<BrowseFilters>) => {
    const current = parseFilters(new URLSearchParams(window.location.search));
    setParams(filtersToParams({ ...current, ...change }), { replace: true });
  };
  return (
    <PageHeader page="browse" titlePrefix={trade && tradeName(trade)}>
      {trade && (
        <p className="mt-6 inline-flex rounded-full bg-orange-100 px-4 py-1.5 text-sm font-semibold text-orange-950">
          {t('browse.filteredBy', { trade: tradeName(trade) })}
        </p>
      )}
      {filters.trade && !trade && (
        <p role="alert" className="mt-6 text-sm text-red-800">
          {t('browse.unknownTrade', { trade: filters.trade })}
        </p>
      )}
      <form
        role="search"
        className="mt-6 grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field
          id="browse-q"
          className="sm:col-span-2"
          label={t('market:browse.searchLabel')}
          type="search"
          value={filters.text}
          maxLength={100}
          placeholder={t('market:browse.searchPlaceholder')}
          onChange={(text) => update({ text })}
        />
        <Select
          id="browse-trade"
          label={t('market:browse.tradeLabel')}
          value={trade?.value ?? ''}
          onChange={(value) => update({ trade: value || null })}
        >
          <option value="">{t('market:browse.allTrades')}</option>
          {TRADES.map((option) => (
            <option key={option.value} value={option.value}>
              {tradeName(option)}
            </option>
          ))}
        </Select>
        <details
          className="group sm:col-span-2"
          open={filtersOpen}
          onToggle={(event) => setFiltersOpen(event.currentTarget.open)}
        >
          <summary className="cursor-pointer text-sm font-semibold text-orange-800">
            {t('market:browse.moreFilters')}
          </summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <Field
              id="browse-postcode"
              label={t('market:browse.postcodeLabel')}
              value={filters.postcode}
              maxLength={20}
              autoComplete="postal-code"
              onChange={(postcode) => update({ postcode })}
            />
            <Select
              id="browse-radius"
              label={t('market:browse.radiusLabel')}
              value={filters.radius ?? ''}
              onChange={(value) => update({ radius: value ? Number(value) : null })}
            >
              <option value="">{t('market:browse.anyDistance')}</option>
              {RADIUS_OPTIONS.map((radius) => (
                <option key={radius} value={radius}>
                  {formatDistance(toKm(radius, unit), unit, i18n.language, 0)}
                </option>
              ))}
            </Select>
            <Select
              id="browse-rating"
              label={t('market:browse.ratingLabel')}
              value={filters.minRating || ''}
              onChange={(value) => update({ minRating: Number(value) || 0 })}
            >
              <option value="">{t('market:browse.anyRating')}</option>
              {RATING_OPTIONS.map((rating) => (
                <option key={rating} value={rating}>
                  {t('market:browse.ratingOption', { rating })}
                </option>
              ))}
            </Select>
            <Select
              id="browse-sort"
              label={t('market:browse.sortLabel')}
              value={filters.sort}
              onChange={(value) => update({ sort: value as BrowseFilters['sort'] })}
            >
              {BROWSE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`market:browse.sort.${sort}`)}
                </option>
              ))}
            </Select>
            <Checkbox
              className="self-end pb-2 font-medium"
              label={t('market:browse.verifiedOnly')}
              checked={filters.verifiedOnly}
              onChange={(verifiedOnly) => update({ verifiedOnly })}
            />
          </div>
        </details>
      </form>
      {/* The results fill in after the page shows (this device's listings, or the first page
          from the server): their space is held from the start, so the footer below starts
          under the fold and does not move when they arrive (layout shift). */}
      <div className="min-h-svh" data-testid="results-area">
        <ClientResults filters={filters} />
      </div>
    </PageHeader>
  );
}

/**
 * The listings of the trade page the server filled (src/data/server-page.ts) as browse hits,
 * while the filters are that page's (a trade and nothing else); null otherwise.
 */
function useServedHits(filters: BrowseFilters): readonly BrowseHit[] | null {
  const listings =
    filters.trade && !filters.text && !hasPanelFilters(filters)
      ? serverTradeListings(filters.trade)
      : null;
  return useMemo(
    () =>
      listings?.map((listing) => ({
        entry: toEntry({ ...listing, trades: [...listing.trade_values] }, (value) => value),
        distanceKm: null,
      })) ?? null,
    [listings],
  );
}

/** Everything that needs this device's data renders after hydration only. */
function ClientResults({ filters }: { filters: BrowseFilters }) {
  return useIsClient() ? <Results filters={filters} /> : null;
}

function Results({ filters }: { filters: BrowseFilters }) {
  const { t, i18n } = useTranslation(['market', 'common']);
  const online = useOnline();
  const { index, version, syncing, downloading } = useListingIndex({
    trade: effectiveTrade(filters),
    text: filters.text,
  });
  const { state: location, locate } = useGeolocation();
  const deferred = useDeferredValue(filters);
  const near = location.status === 'result' ? location.position : null;
  const unit = useDistanceUnit();
  // The searcher's postcode is asked of the geocoding service (cached on this device); until
  // it answers, or when it cannot, the listings saved here with that postcode stand in.
  const geocoded = usePostcodeOrigin(near ? '' : deferred.postcode, useBrowserRegion());
  const listingsOrigin = useMemo(
    () => (index && deferred.postcode ? index.postcodePosition(deferred.postcode) : null),
    // `version` changes when the index does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [index, version, deferred.postcode],
  );
  const postcodeOrigin = geocoded.status === 'found' ? geocoded.position : listingsOrigin;
  const origin = near ?? postcodeOrigin;
  const served = useServedHits(deferred);
  const indexHits = useMemo(
    () =>
      index
        ? index.query({
            trade: effectiveTrade(deferred),
            text: deferred.text,
            origin,
            originPostcode: near ? null : deferred.postcode,
            radiusKm: origin && deferred.radius !== null ? toKm(deferred.radius, unit) : null,
            minRating: deferred.minRating,
            verifiedOnly: deferred.verifiedOnly,
            sort: deferred.sort,
          })
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [index, version, deferred, origin, near, unit],
  );
  // Until the device's index has loaded (or, on a first visit, has any listing), a page the
  // server filled shows the listings it was served with: the same cards, not "Loading...".
  const hits =
    served && (indexHits === null || (indexHits.length === 0 && syncing)) ? served : indexHits;
  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => void locate()}>
          {t('common:geolocation.useMyLocation')}
        </Button>
        {location.status === 'loading' && (
          <p role="status" className="text-sm text-slate-700">
            {t('common:geolocation.locating')}
          </p>
        )}
        {location.status === 'error' && (
          <p role="alert" className="text-sm text-red-800">
            {t(`common:${location.error}`)}
          </p>
        )}
        {location.status === 'result' && (
          <p role="status" className="text-sm text-slate-700">
            <span data-testid="location-place">
              {formatPlace(
                [
                  location.address.city,
                  location.address.postcode,
                  location.address.state,
                  location.address.countryCode,
                ],
                i18n.language,
              ) || formatPosition(location.position, i18n.language)}
            </span>
            {' · '}
            {t('market:browse.nearYou')}
          </p>
        )}
      </div>
      {filters.postcode && !near && geocoded.status === 'finding' && !postcodeOrigin && (
        <p role="status" className="mt-3 text-sm text-slate-700" data-testid="postcode-finding">
          {t('market:distance.postcodeFinding', { postcode: filters.postcode })}
        </p>
      )}
      {filters.postcode && !near && geocoded.status === 'not-found' && !postcodeOrigin && (
        <p className="mt-3 text-sm text-amber-900" data-testid="postcode-not-found">
          {t('market:distance.postcodeNotFound', { postcode: filters.postcode })}
        </p>
      )}
      {filters.postcode &&
        !near &&
        index &&
        geocoded.status === 'unavailable' &&
        !postcodeOrigin && (
          <p className="mt-3 text-sm text-amber-900" data-testid="postcode-unknown">
            {t('market:browse.postcodeUnknown', { postcode: filters.postcode })}
          </p>
        )}
      {!online && index && index.size > 0 && (
        <p className="mt-3 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
          {t('market:browse.offlineNote')}
        </p>
      )}
      <div aria-live="polite" className="mt-4">
        {hits === null || (hits.length === 0 && syncing && online && index?.size === 0) ? (
          <p className="text-slate-700">{t('market:browse.loading')}</p>
        ) : !online && index?.size === 0 ? (
          <p className="text-slate-800" data-testid="browse-offline-empty">
            {t('market:browse.offlineEmpty')}
          </p>
        ) : hits.length === 0 ? (
          <div data-testid="browse-empty">
            <p className="font-medium text-slate-900">{t('market:browse.empty')}</p>
            <p className="mt-1 text-sm text-slate-700">{t('market:browse.emptyHint')}</p>
          </div>
        ) : (
          <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <p className="font-medium text-slate-800" data-testid="result-count">
              {t('market:browse.resultCount', { count: hits.length })}
              {!index?.complete && (
                <span className="ms-2 font-normal text-slate-600">
                  {t('market:browse.loading')}
                </span>
              )}
            </p>
            {/* A cold device: these are the listings that have arrived so far. On the count's
                line, so the list does not move when it comes and goes. */}
            {index?.complete && downloading && (
              <p className="text-slate-600" data-testid="results-arriving">
                {t('market:browse.loading')}
              </p>
            )}
          </div>
        )}
      </div>
      {hits && hits.length > 0 && <ResultList hits={hits} />}
    </div>
  );
}
