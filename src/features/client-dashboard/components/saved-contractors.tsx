import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ListingRecord } from '@/data/listings';
import { toggleSavedContractor } from '@/data/saved-contractors';
import { RatingSummary } from '@/features/browse';

/** The client's saved contractors, each linking to its profile, with Remove. */
export function SavedContractors({
  saved,
  listings,
}: {
  saved: readonly string[];
  listings: ReadonlyMap<string, ListingRecord>;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <section className="mt-10" aria-labelledby="saved-heading">
      <h2 id="saved-heading" className="text-xl font-semibold text-slate-900">
        {t('saved.heading')}
      </h2>
      {saved.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('saved.empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="saved-contractors">
          {saved.map((id) => {
            const listing = listings.get(id);
            return (
              <li key={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                {listing ? (
                  <>
                    <Link
                      dir="auto"
                      className="font-semibold text-slate-900 underline"
                      to={`/profile/${id}`}
                    >
                      {listing.business_name}
                    </Link>
                    <p className="mt-1 text-sm">
                      <RatingSummary rating={listing.rating_avg} count={listing.rating_count} />
                    </p>
                  </>
                ) : (
                  <p className="text-sm text-slate-700">{t('saved.notOnDevice')}</p>
                )}
                <button
                  type="button"
                  className="mt-2 text-sm text-slate-700 underline"
                  onClick={() => void toggleSavedContractor(id)}
                >
                  {t('saved.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
