/**
 * "Save to my account" of the plan estimator's toolbar (the plan file stays on the
 * device unless the user saves the project to their account; then it uploads as a protected
 * file): queues the upload in the outbox (src/data/plan-files.ts) and says where the plan
 * stands: on this device only, waiting to upload (still on this device only), saved, or
 * refused. Signed out, it offers to sign in and come back.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button, signInPath } from '@/components/ui';
import type { PlanRow } from '@/data/plans';
import { savePlanToAccount } from '@/data/plan-files';
import { useSession } from '@/lib/session';
import { usePlanAccountState } from '../hooks/use-plan-account-state';

export function SaveToAccount({ plan }: { plan: PlanRow }) {
  const { t } = useTranslation('takeoff');
  const { pathname } = useLocation();
  const userId = useSession().user?.id ?? null;
  const [busy, setBusy] = useState(false);
  // The id this page queued; the plan prop may be a copy read before the save.
  const [queuedId, setQueuedId] = useState<string | undefined>(undefined);
  const accountFileId = queuedId ?? plan.accountFileId;
  const state = usePlanAccountState(accountFileId);
  if (!userId) {
    return (
      <p className="text-sm text-slate-600" data-testid="plan-account-state">
        {t('planFile.deviceOnly')}{' '}
        <Link className="underline" to={signInPath(pathname)}>
          {t('planFile.signIn')}
        </Link>
      </p>
    );
  }
  const save = async () => {
    setBusy(true);
    try {
      setQueuedId(await savePlanToAccount(plan.id));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => void save()} disabled={busy}>
        {accountFileId ? t('planFile.saveAgain') : t('planFile.save')}
      </Button>
      {state && (
        <p
          className={state === 'refused' ? 'text-sm text-red-800' : 'text-sm text-slate-600'}
          role="status"
          data-testid="plan-account-state"
        >
          {t(`planFile.${state}`)}
        </p>
      )}
    </div>
  );
}
