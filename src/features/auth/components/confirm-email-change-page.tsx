import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, PageHeader } from '@/components/ui';
import { useSession } from '@/lib/session';
import { confirmEmailChange } from '../api';
import { useAuthForm } from '../hooks/use-auth-form';
import { useAuthText } from '../hooks/use-auth-text';
import { confirmFailureOf } from '../model';
import { ConfirmBox, ConfirmSteps, useLinkToken } from './confirm-parts';
import { FormAlert } from './form-alert';

/**
 * /auth/confirm-email-change?token=…: the link of the email-change mail (sent to the new
 * address). Asks for the account's current password, sends it with the token; PocketBase
 * moves the account and ends its sessions, so this page signs this browser out too and says
 * to log in again with the new address. Works signed out.
 */
export default function ConfirmEmailChangePage() {
  const { t } = useTranslation('auth');
  const token = useLinkToken();
  const text = useAuthText();
  const { user, signOut } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm<'password'>('request', formRef);
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<'no' | 'ok' | 'refused'>('no');
  const [wrongPassword, setWrongPassword] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setWrongPassword(false);
    const outcome = await form.submit(
      password === '' ? { password: { key: 'required' } } : {},
      () => confirmEmailChange(token, password),
    );
    if (!outcome) return;
    if (outcome.ok) {
      if (user) signOut();
      setDone('ok');
      return;
    }
    const failure = confirmFailureOf(outcome.failure, 'emailChange');
    if (failure.kind === 'linkRefused') setDone('refused');
    else if (failure.kind === 'wrongPassword') setWrongPassword(true);
    else if (failure.kind === 'form') form.showError(failure.error);
  };

  return (
    <PageHeader page="confirmEmailChange">
      <ConfirmBox testId="confirm-email-change">
        <ConfirmSteps token={token} done={done} doneText={t('confirm.emailDone')}>
          <form
            ref={formRef}
            onSubmit={(e) => void submit(e)}
            noValidate
            className="flex flex-col gap-4"
            aria-label={t('confirm.emailSubmit')}
          >
            <p>{t('confirm.emailIntro')}</p>
            <Field
              id="email-change-password"
              label={t('confirm.currentPassword')}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(v) => {
                setPassword(v);
                setWrongPassword(false);
                form.clearField('password');
              }}
              error={
                wrongPassword ? t('confirm.wrongPassword') : text.field(form.fieldErrors.password)
              }
            />
            <FormAlert message={wrongPassword ? undefined : text.form(form.formError)} />
            <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
              {form.busy ? t('confirm.saving') : t('confirm.emailSubmit')}
            </Button>
          </form>
        </ConfirmSteps>
      </ConfirmBox>
    </PageHeader>
  );
}
