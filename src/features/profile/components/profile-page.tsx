import { Globe, MapPin, Phone } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button, ButtonLink, PageHeader, signInPath } from '@/components/ui';
import { findTrade } from '@/constants/trades';
import { addNamespace } from '@/i18n';
import {
  formatCountry,
  formatDate,
  formatDistance,
  formatList,
  formatPlace,
  formatRating,
} from '@/i18n/format';
import market from '@/i18n/locales/en/market.json' with { type: 'json' };
import type { ReviewRecord } from '@/data/reviews';
import { useTradeName } from '@/i18n/trade-names';
import { fileUrl } from '@/lib/files';
import { useDistanceUnit } from '@/lib/use-distance-unit';
import { parsePocketBaseDate } from '@/lib/pocketbase-dates';
import { RatingSummary } from '@/features/browse';
import { SaveContractorButton } from '@/features/client-dashboard';
import { useFeeSettings } from '@/features/payments';
import { VerifyEmailNotice } from '@/features/auth';
import { useSession } from '@/lib/session';
import { TranslatableText } from '@/features/translate';
import { useListing, useOpenHire } from '../hooks/use-listing';
import { profileDescription } from '../model';
import { useReported } from '../hooks/use-reported';
import { HireForm } from './hire-form';
import { ReportButton } from './report-button';
import { TrustBadges } from './trust-badges';

addNamespace('market', market);

/**
 * /profile/{id}: a listing as this device holds it, so it opens offline
 * once synced: business details, trades, service area, photos, badges (staff's explained),
 * rating and reviews (each from a completed hire), "Translate", "Hire" for signed-in clients,
 * and "Report" on the listing and each review for everyone but their owner and author.
 */
export default function ProfilePage() {
  const { t, i18n } = useTranslation(['market', 'pages', 'common']);
  const unit = useDistanceUnit();
  const tradeName = useTradeName();
  const { id = '' } = useParams();
  const { user } = useSession();
  const { listing, reviews, trades, missing } = useListing(id);
  const [hiring, setHiring] = useState(false);
  const reported = useReported(user?.id ?? null);

  if (listing === undefined || (listing === null && !missing)) {
    return (
      <PageHeader page="profile">
        <p className="mt-6 text-slate-700">{t('market:profile.loading')}</p>
      </PageHeader>
    );
  }
  if (listing === null) {
    return (
      <PageHeader page="profile">
        <p role="alert" className="mt-6 text-slate-800">
          {t('pages:profile.notFound')}
        </p>
        <ButtonLink to="/browse" variant="secondary" className="mt-4">
          {t('common:nav.findContractors')}
        </ButtonLink>
      </PageHeader>
    );
  }
  const tradeNames = listing.trades
    .map((tradeId) => findTrade(trades.get(tradeId)?.value))
    .filter((trade) => trade !== undefined)
    .map(tradeName);
  const place = formatPlace(
    [
      listing.city,
      listing.region,
      listing.postcode,
      formatCountry(listing.country_code, i18n.language),
    ],
    i18n.language,
  );
  const metaDescription = profileDescription(
    listing.description,
    formatList(tradeNames, i18n.language),
    place,
    t('pages:profile.description'),
  );
  const own = user?.id === listing.owner;
  const logo = fileUrl('contractors', listing.id, listing.logo, '128x128');

  return (
    <article className="mx-auto max-w-3xl px-4 py-12" data-testid="profile">
      <title>{`${listing.business_name} | ${t('pages:profile.title')}`}</title>
      <meta name="description" content={metaDescription} />
      {/* On a phone the save button wraps below the name rather than squeezing it. */}
      <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
        <div className="flex min-w-0 flex-[1_1_16rem] items-start gap-4">
          {logo && (
            <img
              src={logo}
              alt=""
              width={64}
              height={64}
              className="size-16 rounded-lg object-cover"
            />
          )}
          <div className="min-w-0 flex-1">
            <h1
              dir="auto"
              className="text-3xl font-bold tracking-tight [overflow-wrap:break-word] text-slate-900"
            >
              {listing.business_name}
            </h1>
            {tradeNames.length > 0 && (
              <p className="mt-1 text-slate-700" data-testid="profile-trades">
                {formatList(tradeNames, i18n.language)}
              </p>
            )}
          </div>
        </div>
        {user && !own && (
          <div className="ms-auto shrink-0">
            <Suspense fallback={null}>
              <SaveContractorButton listingId={listing.id} />
            </Suspense>
          </div>
        )}
      </div>
      <TrustBadges listing={listing} />
      <p className="mt-4 text-sm" data-testid="profile-rating">
        <RatingSummary rating={listing.rating_avg} count={listing.rating_count} />
      </p>
      {listing.description && <TranslatableText text={listing.description} className="mt-4" />}

      {/* Each group of a <dl> is a <div> of a <dt> and a <dd> only: the icons sit inside the <dd>. */}
      <dl className="mt-6 grid gap-3 text-sm [overflow-wrap:anywhere] text-slate-800 sm:grid-cols-2">
        {place && (
          <div>
            <dt className="sr-only">{t('profile.serviceArea')}</dt>
            <dd className="flex items-start gap-2" data-testid="profile-place">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {place}
                {listing.service_radius_km > 0 &&
                  ` · ${t('profile.radius', {
                    distance: formatDistance(listing.service_radius_km, unit, i18n.language, 0),
                  })}`}
              </span>
            </dd>
          </div>
        )}
        {listing.years_in_business > 0 && (
          <div>
            <dt className="sr-only">{t('profile.experience')}</dt>
            <dd>{t('profile.years', { count: listing.years_in_business })}</dd>
          </div>
        )}
        <div className="sm:col-span-2" data-testid="profile-contact-note">
          <dt className="sr-only">{t('profile.contact')}</dt>
          <dd className="flex items-start gap-2">
            <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{t('profile.contactAfterHire')}</span>
          </dd>
        </div>
      </dl>
      {listing.website && (
        <p className="mt-3 flex items-center gap-2 text-sm [overflow-wrap:anywhere] text-slate-800">
          <Globe aria-hidden="true" className="size-4" />
          <a
            className="underline"
            href={listing.website}
            rel="noopener noreferrer nofollow"
            target="_blank"
            dir="ltr"
          >
            {listing.website.replace(/^https?:\/\//, '')}
          </a>
        </p>
      )}

      {listing.photos.length > 0 && (
        <ul className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={t('profile.photos')}>
          {listing.photos.map((photo) => (
            <li key={photo}>
              <img
                src={fileUrl('contractors', listing.id, photo, '480x320')}
                alt=""
                loading="lazy"
                width={480}
                height={320}
                className="aspect-[3/2] w-full rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      )}

      <section className="mt-8 rounded-xl border border-orange-200 bg-orange-50 p-4">
        <h2 className="text-lg font-semibold text-slate-900">{t('hire.heading')}</h2>
        <HireExplain />
        {own ? (
          <p className="mt-3 text-sm text-slate-700">{t('hire.ownListing')}</p>
        ) : !user ? (
          <ButtonLink to={signInPath(`/profile/${listing.id}`)} className="mt-3">
            {t('hire.signInToHire')}
          </ButtonLink>
        ) : user.verified === false ? (
          <VerifyEmailNotice email={user.email} purpose="hire" />
        ) : hiring ? (
          <HireForm
            listing={listing}
            clientId={user.id}
            trades={trades}
            onDone={() => setHiring(false)}
          />
        ) : (
          <>
            <OpenHireNote clientId={user.id} contractorId={listing.id} />
            <Button className="mt-3" onClick={() => setHiring(true)}>
              {t('hire.button')}
            </Button>
          </>
        )}
      </section>

      <section className="mt-10">
        <h2 className="text-lg font-semibold text-slate-900">
          {t('pages:profile.reviewsHeading')}
        </h2>
        {reviews.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{t('listing.noReviews')}</p>
        ) : (
          <ul className="mt-4 space-y-6">
            {reviews.map((review) => (
              <li key={review.id} data-testid="review">
                <p className="flex items-center gap-2">
                  <span
                    className="text-orange-700"
                    aria-label={t('pages:profile.ratingLabel', {
                      rating: formatRating(review.rating, i18n.language),
                    })}
                  >
                    {'★'.repeat(review.rating)}
                    <span className="text-slate-300">{'★'.repeat(5 - review.rating)}</span>
                  </span>
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                    {t('profile.verifiedHire')}
                  </span>
                </p>
                <ReviewByline review={review} />
                {review.body && <TranslatableText text={review.body} className="mt-1" />}
                {/* The listing's owner may flag a review of it; its author may not. */}
                {user?.id !== review.author && (
                  <div className="mt-2">
                    <ReportButton
                      contractor={listing.id}
                      review={review.id}
                      reporter={user?.id ?? null}
                      reported={reported(listing.id, review.id)}
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {!own && (
        <div className="mt-10 border-t border-slate-200 pt-4">
          <ReportButton
            contractor={listing.id}
            review=""
            reporter={user?.id ?? null}
            reported={reported(listing.id, '')}
          />
        </div>
      )}
    </article>
  );
}

/**
 * What hiring costs ("$1 ..." or free while payments are off). In a component of its own: the
 * server's fee settings arrive after the page's first render, and re-render only this line.
 */
function HireExplain() {
  const { t } = useTranslation('market');
  const fees = useFeeSettings();
  return (
    <p className="mt-1 text-sm text-slate-800">
      {t(fees.payments ? 'hire.explain' : 'hire.explainFree')}
    </p>
  );
}

/** Who wrote a review and when, as far as the device knows (both are the server's). */
function ReviewByline({ review }: { review: ReviewRecord }) {
  const { i18n } = useTranslation();
  const written = parsePocketBaseDate(review.created);
  const parts = [
    review.author_name ?? '',
    written ? formatDate(written, i18n.language) : '',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p dir="auto" className="mt-1 text-sm text-slate-600" data-testid="review-byline">
      {parts.join(' · ')}
    </p>
  );
}

/** "You already asked": the client's open request to this contractor, with its status. */
function OpenHireNote({ clientId, contractorId }: { clientId: string; contractorId: string }) {
  const { t } = useTranslation('market');
  const hire = useOpenHire(clientId, contractorId);
  if (!hire) return null;
  return (
    <p className="mt-3 rounded-lg bg-white p-3 text-sm text-slate-800" data-testid="open-hire">
      {hire.status === 'accepted' ? t('hire.openAccepted') : t('hire.openRequested')}{' '}
      <Link to="/client-dashboard" className="font-medium text-orange-800 underline">
        {t('hire.openLink')}
      </Link>
    </p>
  );
}
