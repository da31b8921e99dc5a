import { useTranslation } from 'react-i18next';
import { ButtonLink, EmptyState } from '@/components/ui';
import { findTrade } from '@/constants/trades';
import type { ListingRecord } from '@/data/listings';
import type { TradeRow } from '@/data/trades';
import { formatCountry, formatList, formatPlace } from '@/i18n/format';
import { useTradeName } from '@/i18n/trade-names';
import { RatingSummary } from '@/features/browse';
import { ListingPeriod } from './listing-period';
import { SuspendedNotice } from './suspended-notice';

/** The dashboard's view of the user's listing, or the call to create one. */
export function ListingSummary({
  listing,
  trades,
}: {
  listing: ListingRecord | null;
  trades: ReadonlyMap<string, TradeRow>;
}) {
  const { t, i18n } = useTranslation('portal');
  const tradeName = useTradeName();
  if (!listing) {
    return (
      <EmptyState
        heading={t('dashboard.yourListing')}
        message={t('dashboard.noListing')}
        action={{ to: '/contractor-portal', label: t('dashboard.createListing') }}
        className="mt-8"
        testId="listing-summary"
      />
    );
  }
  const names = listing.trades
    .map((id) => {
      const row = trades.get(id);
      const trade = findTrade(row?.value);
      return trade ? tradeName(trade) : (row?.label ?? '');
    })
    .filter(Boolean);
  const place = formatPlace(
    [listing.city, listing.postcode, formatCountry(listing.country_code, i18n.language)],
    i18n.language,
  );
  return (
    <section className="mt-8 rounded-xl border border-slate-200 p-6" data-testid="listing-summary">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold text-slate-900">{t('dashboard.yourListing')}</h2>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-900">
          {t(`dashboard.listingStatus.${listing.status}`)}
        </span>
      </div>
      <p dir="auto" className="mt-3 text-lg font-semibold text-slate-900">
        {listing.business_name}
      </p>
      {names.length > 0 && <p className="text-slate-700">{formatList(names, i18n.language)}</p>}
      {place && <p className="text-sm text-slate-600">{place}</p>}
      <p className="mt-2 text-sm">
        <RatingSummary rating={listing.rating_avg} count={listing.rating_count} />
      </p>
      <SuspendedNotice listing={listing} />
      <ListingPeriod listing={listing} />
      {listing.status !== 'suspended' && (
        <ButtonLink variant="secondary" className="mt-4" to="/contractor-portal">
          {t('dashboard.editListing')}
        </ButtonLink>
      )}
    </section>
  );
}
