import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, FormMessage } from '@/components/ui';
import { useSession, type SessionUser } from '@/lib/session';
import { changePassword } from '../api';
import { loadCommonPasswords, PASSWORD_MIN_LENGTH } from '@/lib/password-policy';
import { useCallResultText } from '@/lib/use-call-failure-text';
import { validatePasswordChange } from '../model';
import { SettingsSection } from './settings-section';

const EMPTY = { oldPassword: '', password: '', passwordConfirm: '' };

/** Password change: the current password, the new one twice. */
export function PasswordForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const resultText = useCallResultText();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { signOut } = useSession();
  // Fetched while the user types, so the check at submit need not wait for it.
  useEffect(() => void loadCommonPasswords(), []);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setInfo(null);
    const common = await loadCommonPasswords();
    const invalid = validatePasswordChange(values.password, values.passwordConfirm, common);
    if (invalid) {
      setError(t(invalid, { min: PASSWORD_MIN_LENGTH }));
      return;
    }
    setBusy(true);
    const outcome = await changePassword(user.id, user.email, values);
    setBusy(false);
    setError(resultText(outcome));
    if (outcome.ok) {
      setValues(EMPTY);
      if (outcome.value === 'signInAgain') {
        setInfo(t('password.savedSignInAgain'));
        signOut();
      } else {
        setInfo(t('password.saved'));
      }
    }
  };

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <Field
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
    />
  );

  return (
    <SettingsSection title={t('password.heading')} testId="account-password">
      <form className="mt-3 grid gap-3" onSubmit={(e) => void submit(e)} noValidate>
        {field('oldPassword', t('password.old'), 'current-password')}
        {field('password', t('password.new'), 'new-password')}
        {field('passwordConfirm', t('password.confirm'), 'new-password')}
        <div>
          <Button type="submit" disabled={busy}>
            {t('password.submit')}
          </Button>
        </div>
        <FormMessage error={error} info={info} />
      </form>
    </SettingsSection>
  );
}
