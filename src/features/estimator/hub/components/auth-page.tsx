import '../namespace';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui';
import { AuthPanel, type SignedInAccount } from '@/features/auth';
import { useSession } from '@/lib/session';
import { toastInfo } from '@/lib/toast';
import { ESTIMATOR_HOME, estimatorNext } from '../model';
import { deviceEstimateIds, moveDeviceEstimates } from '../projects-data';

/**
 * /estimator/auth: the app's own sign-up and log-in forms (features/auth
 * AuthPanel) under an estimator heading. After a sign-in it goes to `?next` when that is a
 * path on this site, else to /estimator/projects, and says how many projects made signed out
 * on this device were moved to the account (sync moves them on every sign-in too; this page
 * counts the ones it saw before the sign-in that now belong to the account).
 */
export default function EstimatorAuthPage() {
  const { t } = useTranslation('estimatorHub');
  const { user } = useSession();
  const [params] = useSearchParams();
  const seen = useRef<readonly string[]>([]);

  useEffect(() => {
    if (user) return;
    void deviceEstimateIds().then(
      (ids) => {
        seen.current = ids;
      },
      () => undefined,
    );
  }, [user]);

  const destination = estimatorNext(params.get('next'));
  const onSignedIn = async (account: SignedInAccount) => {
    if (!account.id) return undefined;
    const moved = await moveDeviceEstimates(account.id, seen.current);
    // The projects page says it itself (from the navigation state); elsewhere a toast does.
    if (moved > 0 && !destination.startsWith(ESTIMATOR_HOME)) {
      toastInfo(t('auth.moved', { count: moved }));
    }
    return { moved };
  };

  return (
    <PageHeader page="estimatorAuth">
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('auth.heading')}</h2>
      <p className="mt-2 text-slate-700">{t('auth.body')}</p>
      <AuthPanel fallback={destination} onSignedIn={onSignedIn} />
    </PageHeader>
  );
}
