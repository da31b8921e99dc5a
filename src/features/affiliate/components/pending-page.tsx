import '../namespace';
import { useTranslation } from 'react-i18next';
import { Button, PageHeader, SignInPrompt } from '@/components/ui';
import { useSession } from '@/lib/session';
import { useCallFailureText } from '@/lib/use-call-failure-text';
import { useMailState } from '@/lib/use-mail-state';
import { nextSteps } from '../model';
import { ApplicationState } from './application-state';
import { useAffiliateView } from '../hooks/use-affiliate-view';

/**
 * /affiliate-pending: the real state of the signed-in user's application as the server says
 * (GET /api/affiliate/me), and the steps still ahead of it (nextSteps): never a link to open
 * that was not mailed.
 */
export default function AffiliatePendingPage() {
  const { t } = useTranslation('affiliate');
  const { user, loading } = useSession();
  const failureText = useCallFailureText();
  const { state, reload, replace } = useAffiliateView(user?.id ?? '');
  const mailState = useMailState();
  const steps = nextSteps(state.kind === 'ready' ? state.view.state : null, mailState);
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
      {steps.length > 0 && (
        <section className="mt-8 max-w-2xl" aria-labelledby="affiliate-next">
          <h2 id="affiliate-next" className="text-xl font-semibold text-slate-900">
            {t('state.nextTitle')}
          </h2>
          <ol
            className="mt-3 list-decimal space-y-2 ps-6 text-slate-700"
            data-testid="affiliate-steps"
          >
            {steps.map((step) => (
              <li key={step}>{t(`state.${step}`)}</li>
            ))}
          </ol>
        </section>
      )}
    </PageHeader>
  );
}
