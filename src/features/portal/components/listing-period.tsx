import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ListingRecord } from '@/data/listings';
import { ListingFeeNotice } from '@/features/payments';
import { parsePocketBaseDate } from '@/lib/pocketbase-dates';

/**
 * The listing's fee (free until a date, ended with the pay button, paid, or free while the
 * server takes no payments) and the profile preview link.
 */
export function ListingPeriod({ listing }: { listing: ListingRecord }) {
  const { t } = useTranslation('portal');
  const until = parsePocketBaseDate(listing.listed_until);
  return (
    <div
      className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm"
      data-testid="listing-period"
    >
      {until || listing.listing_paid_at || listing.listing_fee_waiver ? (
        <Suspense fallback={null}>
          <ListingFeeNotice listing={listing} />
        </Suspense>
      ) : (
        <p className="font-medium text-emerald-900">{t('portal.listedPending')}</p>
      )}
      <Link className="font-semibold text-orange-800 underline" to={`/profile/${listing.id}`}>
        {t('portal.preview')}
      </Link>
    </div>
  );
}
