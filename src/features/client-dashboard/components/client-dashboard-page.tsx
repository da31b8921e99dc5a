import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, SignInPrompt } from '@/components/ui';
import { addNamespace } from '@/i18n';
import dashboard from '@/i18n/locales/en/dashboard.json' with { type: 'json' };
import { useSession } from '@/lib/session';
import { useClientDashboard } from '../hooks/use-client-dashboard';
import { HireItem } from './hire-item';
import { SavedContractors } from './saved-contractors';

addNamespace('dashboard', dashboard);

/**
 * /client-dashboard: the client's hire requests from this device, newest
 * first, with their states, cancel and review; and the saved contractors. Works offline.
 */
export default function ClientDashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user, loading } = useSession();
  const view = useClientDashboard(user?.id ?? null);

  if (!user) {
    return (
      <PageHeader page="clientDashboard">
        {!loading && (
          <SignInPrompt message={t('signInPrompt')} action={t('signIn')} next="/client-dashboard" />
        )}
      </PageHeader>
    );
  }

  return (
    <PageHeader page="clientDashboard">
      <section className="mt-8" aria-labelledby="hires-heading">
        <h2 id="hires-heading" className="text-xl font-semibold text-slate-900">
          {t('hires.heading')}
        </h2>
        {view.hires === undefined ? (
          <p className="mt-2 text-slate-700">{t('loading')}</p>
        ) : view.hires.length === 0 ? (
          <EmptyState
            message={t('hires.empty')}
            action={{ to: '/browse', label: t('hires.browse') }}
            className="mt-2"
          />
        ) : (
          <ul className="mt-4 grid gap-4">
            {view.hires.map((hire) => (
              <HireItem
                key={hire.id}
                hire={hire}
                clientId={user.id}
                listing={view.listings.get(hire.contractor)}
                trade={view.trades.get(hire.trade)}
                pending={view.pending.has(hire.id)}
                reviewedHires={view.reviewedHires}
                reviewsByContractor={view.reviewsByContractor}
                hiddenReviewHires={view.hiddenReviewHires}
                heldReviewHires={view.heldReviewHires}
              />
            ))}
          </ul>
        )}
      </section>
      <SavedContractors saved={view.saved} listings={view.listings} />
    </PageHeader>
  );
}
