import '../namespace';
import { useTranslation } from 'react-i18next';
import { Button, PageHeader, SignInPrompt } from '@/components/ui';
import { useSession } from '@/lib/session';
import { useCallFailureText } from '@/lib/use-call-failure-text';
import { ApplicationState } from './application-state';
import { useAffiliateView } from '../hooks/use-affiliate-view';

/**
 * /affiliate-pending: what happens after applying and how long it takes, and the real state
 * of the signed-in user's application as the server says (GET /api/affiliate/me).
 */
export default function AffiliatePendingPage() {
  const { t } = useTranslation('affiliate');
  const { user, loading } = useSession();
  const failureText = useCallFailureText();
  const { state, reload, replace } = useAffiliateView(user?.id ?? '');
  return (
    <PageHeader page="affiliatePending">
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
        {!user ? (
          !loading && (
            <SignInPrompt
              message={t('state.signIn')}
              action={t('state.signInAction')}
              next="/affiliate-pending"
            />
          )
        ) : state.kind === 'loading' ? (
          <p role="status">{t('state.checking')}</p>
        ) : state.kind === 'failed' ? (
          <>
            <p role="alert">{t('state.loadFailed', { reason: failureText(state.failure) })}</p>
            <Button className="mt-4" variant="secondary" onClick={reload}>
              {t('dashboard.refresh')}
            </Button>
          </>
        ) : (
          <ApplicationState view={state.view} onChange={replace} />
        )}
      </div>
      <section className="mt-8 max-w-2xl" aria-labelledby="affiliate-next">
        <h2 id="affiliate-next" className="text-xl font-semibold text-slate-900">
          {t('state.nextTitle')}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 ps-6 text-slate-700">
          <li>{t('state.stepConfirm')}</li>
          <li>{t('state.stepReview')}</li>
          <li>{t('state.stepApproved')}</li>
        </ol>
      </section>
    </PageHeader>
  );
}
