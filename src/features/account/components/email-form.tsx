import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, FormMessage } from '@/components/ui';
import type { SessionUser } from '@/lib/session';
import { requestEmailChange } from '../api';
import { useCallResultText } from '@/lib/use-call-failure-text';
import { isEmail } from '../model';
import { SettingsSection } from './settings-section';

/** Email change: PocketBase mails a link to the new address; following it makes the change. */
export function EmailForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['account', 'common']);
  const resultText = useCallResultText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setInfo(null);
    if (!isEmail(email)) {
      setError(t('email.invalid'));
      return;
    }
    setBusy(true);
    const outcome = await requestEmailChange(email);
    setBusy(false);
    if (!outcome.ok) {
      setError(resultText(outcome));
      return;
    }
    // Never "we sent a link" when no mail went out.
    if (outcome.value === 'sent') {
      setError(null);
      setInfo(t('email.sent', { email: email.trim() }));
    } else {
      setError(
        t(outcome.value === 'notConfigured' ? 'common:mail.notConfigured' : 'common:mail.failed'),
      );
    }
  };

  return (
    <SettingsSection title={t('email.heading')} testId="account-email">
      <p className="mt-1 text-sm text-slate-700">{t('email.current', { email: user.email })}</p>
      <form className="mt-3 grid gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={t('email.label')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {t('email.submit')}
          </Button>
        </div>
        <FormMessage error={error} info={info} />
      </form>
    </SettingsSection>
  );
}
