import '../namespace';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ButtonLink, PageHeader } from '@/components/ui';
import { useSession } from '@/lib/session';

const START_SIGNED_OUT = `/estimator/auth?next=${encodeURIComponent('/construction-estimator')}`;

const OFFERS = [
  { key: 'construction', to: '/construction-estimator' },
  { key: 'plan', to: '/plan-estimator' },
  { key: 'data', to: '/materials-database' },
  { key: 'offline', to: null },
  { key: 'sync', to: null },
  { key: 'print', to: null },
] as const;

/**
 * /subscribe-estimator: what the estimator tools offer and their price as the
 * product applies it, in the product's own words (home page: free account, no commission, no
 * monthly fee, no pay-per-lead): members use them free; no plan or amount is shown because
 * there is none. "Start estimating" goes to the construction estimator, through the
 * estimator's sign-in when signed out. Not prerendered (the button depends on the session).
 */
export default function SubscribeEstimatorPage() {
  const { t } = useTranslation('estimatorHub');
  const { user } = useSession();
  return (
    <PageHeader page="subscribeEstimator">
      <section aria-labelledby="subscribe-offers" className="mt-8">
        <h2 id="subscribe-offers" className="text-xl font-semibold text-slate-900">
          {t('subscribe.offersTitle')}
        </h2>
        <ul className="mt-4 list-disc space-y-2 ps-6 text-slate-700">
          {OFFERS.map((offer) => (
            <li key={offer.key}>
              {offer.to ? (
                <Link to={offer.to} className="text-slate-900 underline hover:text-orange-800">
                  {t(`subscribe.${offer.key}`)}
                </Link>
              ) : (
                t(`subscribe.${offer.key}`)
              )}
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="subscribe-price"
        className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6"
        data-testid="subscribe-price"
      >
        <h2 id="subscribe-price" className="text-xl font-semibold text-slate-900">
          {t('subscribe.priceTitle')}
        </h2>
        <p className="mt-2 text-lg text-slate-900">{t('subscribe.price')}</p>
        {!user && <p className="mt-2 text-slate-700">{t('subscribe.freeAccount')}</p>}
        <ButtonLink to={user ? '/construction-estimator' : START_SIGNED_OUT} className="mt-4">
          {t('subscribe.start')}
        </ButtonLink>
      </section>
    </PageHeader>
  );
}
