import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Field, FormMessage } from '@/components/ui';
import { clearLocalUserData } from '@/data/users';
import { useSession, type SessionUser } from '@/lib/session';
import { toastInfo } from '@/lib/toast';
import { deleteAccount } from '../api';
import { collectExport, downloadJson } from '../export';
import { useCallResultText } from '@/lib/use-call-failure-text';
import { confirmsDeletion } from '../model';
import { SettingsSection } from './settings-section';

/**
 * "Download my data", then account deletion: enabled once the data was downloaded and the
 * user typed their email address. Afterwards the device forgets the user's data and signs out.
 */
export function DeleteAccount({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const { signOut } = useSession();
  const navigate = useNavigate();
  const resultText = useCallResultText();
  const [downloaded, setDownloaded] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      downloadJson(await collectExport(user));
      setDownloaded(true);
      toastInfo(t('delete.downloaded'));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!downloaded || !confirmsDeletion(typed, user.email)) return;
    setBusy(true);
    const outcome = await deleteAccount(user.id);
    setError(resultText(outcome));
    if (!outcome.ok) {
      setBusy(false);
      return;
    }
    await clearLocalUserData(user.id);
    signOut();
    toastInfo(t('delete.deleted'));
    void navigate('/', { replace: true });
  };

  return (
    <SettingsSection title={t('delete.heading')} testId="account-delete">
      <p className="mt-1 text-sm text-slate-700">{t('delete.explain')}</p>
      <Button variant="secondary" className="mt-3" disabled={busy} onClick={() => void download()}>
        {t('delete.download')}
      </Button>
      <form className="mt-4 grid gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={t('delete.confirmLabel')}
          autoComplete="off"
          value={typed}
          disabled={!downloaded}
          onChange={setTyped}
        />
        <div>
          <Button
            type="submit"
            variant="danger"
            disabled={busy || !downloaded || !confirmsDeletion(typed, user.email)}
          >
            {t('delete.submit')}
          </Button>
        </div>
        <FormMessage error={error} info={null} />
      </form>
    </SettingsSection>
  );
}
