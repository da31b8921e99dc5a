import { BadgeCheck, MapPin, ShieldCheck, Star } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { findTrade } from '@/constants/trades';
import type { BrowseHit } from '@/data/search';
import { formatDistance, formatPlace, formatRating } from '@/i18n/format';
import { useTradeName } from '@/i18n/trade-names';
import { sameResult } from '@/lib/same-result';
import { useDistanceUnit } from '@/lib/use-distance-unit';

/** Stars and the rating summary of a listing, or "No reviews yet". */
export function RatingSummary({ rating, count }: { rating: number; count: number }) {
  const { t, i18n } = useTranslation('market');
  if (count === 0) return <span className="text-slate-600">{t('listing.noReviews')}</span>;
  const formatted = formatRating(rating, i18n.language);
  return (
    <span className="inline-flex items-center gap-1 text-slate-800">
      <Star aria-hidden="true" className="size-4 fill-orange-500 text-orange-500" />
      <span aria-label={t('listing.starsLabel', { rating: formatted })}>
        {t('listing.rating', { rating: formatted, count })}
      </span>
    </span>
  );
}

/**
 * Whether two hits show the same card: the same distance and an equal index entry. The
 * index hands out new entries each time a sync round writes listings (watchListingIndex),
 * most of them unchanged.
 */
export function sameHit(a: BrowseHit, b: BrowseHit): boolean {
  return a.distanceKm === b.distanceKm && sameResult(a.entry, b.entry);
}

/**
 * One result of browse: name, badges, trades, place, distance, rating, a summary. It
 * re-renders for a changed hit (sameHit), the language or the distance unit only: the
 * results re-render each time a background pull updates the index, with the same cards.
 */
export const ListingCard = memo(
  function ListingCard({ hit }: { hit: BrowseHit }) {
    const { t, i18n } = useTranslation('market');
    const tradeName = useTradeName();
    const unit = useDistanceUnit();
    const { entry, distanceKm } = hit;
    const trades = entry.trades
      .map((value) => findTrade(value))
      .filter((trade) => trade !== undefined)
      .slice(0, 3)
      .map(tradeName)
      .join(' · ');
    const place = formatPlace([entry.city, entry.region], i18n.language);
    return (
      <Link
        to={`/profile/${entry.id}`}
        className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-orange-400 focus-visible:outline-2 focus-visible:outline-orange-600"
        data-testid="listing-card"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h2
            dir="auto"
            className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere] text-slate-900"
          >
            {entry.businessName}
          </h2>
          {entry.verified && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {t('listing.verified')}
            </span>
          )}
          {entry.insured && (
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              {t('listing.insured')}
            </span>
          )}
        </div>
        {trades && <p className="mt-1 text-sm text-slate-700">{trades}</p>}
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <RatingSummary rating={entry.ratingAvg} count={entry.ratingCount} />
          {place && (
            <span className="inline-flex items-center gap-1 text-slate-700">
              <MapPin aria-hidden="true" className="size-4" />
              {place}
            </span>
          )}
          {distanceKm !== null && (
            <span className="text-slate-700" data-testid="listing-distance">
              {t('distance.away', { distance: formatDistance(distanceKm, unit, i18n.language) })}
            </span>
          )}
        </p>
        {entry.summary && (
          <p dir="auto" className="mt-2 line-clamp-2 text-sm text-slate-600">
            {entry.summary}
          </p>
        )}
      </Link>
    );
  },
  (before, after) => sameHit(before.hit, after.hit),
);
