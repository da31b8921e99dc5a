import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { PageHeader, SignInPrompt } from '@/components/ui';
import { addNamespace } from '@/i18n';
import portal from '@/i18n/locales/en/portal.json' with { type: 'json' };
import { useSession } from '@/lib/session';
import { useIncomingHires, useOwnListing, useTradeRows } from '../hooks/use-portal-data';
import { HireRequestCard } from './hire-request-card';
import { ListingSummary } from './listing-summary';

addNamespace('portal', portal);

function Dashboard({ userId }: { userId: string }) {
  const { t } = useTranslation('portal');
  const listing = useOwnListing(userId);
  const hires = useIncomingHires(listing?.id);
  const tradeRows = useTradeRows();
  const trades = new Map(tradeRows.map((row) => [row.id, row]));
  if (listing === undefined) return <p className="mt-6 text-slate-700">{t('dashboard.loading')}</p>;
  return (
    <>
      <ListingSummary listing={listing} trades={trades} />
      <section className="mt-10" aria-labelledby="hire-requests">
        <h2 id="hire-requests" className="text-2xl font-semibold text-slate-900">
          {t('dashboard.requests')}
        </h2>
        {hires && hires.length > 0 ? (
          <ul className="mt-4 grid gap-4">
            {hires.map((hire) => (
              <HireRequestCard key={hire.id} hire={hire} trades={trades} />
            ))}
          </ul>
        ) : (
          hires && (
            <p className="mt-4 text-slate-700" data-testid="no-requests">
              {t('dashboard.noRequests')}
            </p>
          )
        )}
      </section>
    </>
  );
}

/**
 * /dashboard: for everyone but clients, who go to /client-dashboard: the own listing at a
 * glance and incoming hire requests to accept, decline or complete, from this device's data.
 */
export default function DashboardPage() {
  const { t } = useTranslation('portal');
  const { user, loading } = useSession();
  if (user?.userType === 'client') return <Navigate to="/client-dashboard" replace />;
  return (
    <PageHeader page="dashboard">
      {loading ? (
        <p className="mt-6 text-slate-700">{t('dashboard.loading')}</p>
      ) : user ? (
        <Dashboard userId={user.id} />
      ) : (
        <SignInPrompt
          heading={t('signIn.heading')}
          message={t('signIn.body')}
          action={t('signIn.link')}
          next="/dashboard"
          contractor
          testId="portal-sign-in"
        />
      )}
    </PageHeader>
  );
}
