import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, FormMessage } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { useSession } from '@/lib/session';
import { toastInfo } from '@/lib/toast';
import { useCallResultText } from '@/lib/use-call-failure-text';
import { signOutEverywhere } from '../api';
import { SettingsSection } from './settings-section';

/**
 * "Sign out everywhere", after a confirmation: every device signed in to the account (this one
 * too) is signed out, and this one goes to the sign-in page.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation('account');
  const { signOut } = useSession();
  const navigate = useNavigate();
  const resultText = useCallResultText();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    const outcome = await signOutEverywhere();
    setBusy(false);
    setConfirming(false);
    setError(resultText(outcome));
    if (!outcome.ok) return;
    signOut();
    toastInfo(t('everywhere.done'));
    void navigate(`/auth?tab=login&next=${encodeURIComponent('/account-settings')}`, {
      replace: true,
    });
  };

  return (
    <SettingsSection title={t('everywhere.heading')} testId="account-sign-out-everywhere">
      <p className="mt-1 text-sm text-slate-700">{t('everywhere.explain')}</p>
      <Button
        variant="secondary"
        className="mt-3"
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        {t('everywhere.submit')}
      </Button>
      <FormMessage error={error} info={null} />
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('everywhere.confirmTitle')}
        closeLabel={t('everywhere.cancel')}
        data-testid="sign-out-everywhere-confirm"
      >
        <p className="mt-2 text-slate-700">{t('everywhere.confirm')}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button variant="danger" disabled={busy} onClick={() => void confirm()}>
            {t('everywhere.confirmButton')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('everywhere.cancel')}
          </Button>
        </div>
      </Dialog>
    </SettingsSection>
  );
}
