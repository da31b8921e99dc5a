import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ListingRecord } from '@/data/listings';
import { parsePocketBaseDate } from '@/lib/pocketbase-dates';

/** "Listed free until {date}" (the server sets the 30-day promo) and the profile preview link. */
export function ListingPeriod({ listing }: { listing: ListingRecord }) {
  const { t, i18n } = useTranslation('portal');
  const until = parsePocketBaseDate(listing.listed_until);
  return (
    <div
      className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm"
      data-testid="listing-period"
    >
      <p className="font-medium text-emerald-900">
        {until
          ? t('portal.listedUntil', {
              date: until.toLocaleDateString(i18n.language, { dateStyle: 'long' }),
            })
          : t('portal.listedPending')}
      </p>
      <Link className="font-semibold text-orange-800 underline" to={`/profile/${listing.id}`}>
        {t('portal.preview')}
      </Link>
    </div>
  );
}
