import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { requestPasswordReset } from '../api';
import { useAuthForm } from '../hooks/use-auth-form';
import { useAuthText } from '../hooks/use-auth-text';
import { emailError, mailErrorFor } from '../model';
import { FormAlert } from './form-alert';
import { EmailField } from './email-field';

interface ResetPasswordFormProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
}

/**
 * Password reset request. PocketBase mails a link to choose a new password; the confirmation
 * is the same whether or not the address has an account, and is shown only when the server
 * says mail went out (else why not).
 */
export function ResetPasswordForm({ email, onEmailChange }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const text = useAuthText();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm<'email'>('request', formRef);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const error = emailError(email);
    const outcome = await form.submit(error ? { email: error } : {}, () =>
      requestPasswordReset(email),
    );
    if (!outcome?.ok) return;
    if (outcome.value.mail === 'sent') setSentTo(email.trim());
    else form.showError(mailErrorFor(outcome.value.mail));
  };

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="reset-title"
    >
      <h2 id="reset-title" className="text-lg font-semibold text-slate-900">
        {t('reset.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('reset.intro')}</p>
      <EmailField
        id="reset-email"
        value={email}
        onChange={(v) => {
          onEmailChange(v);
          form.clearField('email');
          setSentTo(null);
        }}
        error={text.field(form.fieldErrors.email)}
      />
      <FormAlert message={text.form(form.formError)} />
      <FormAlert tone="info" message={sentTo ? t('reset.sent', { email: sentTo }) : undefined} />
      <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? t('reset.sending') : t('reset.submit')}
      </Button>
    </form>
  );
}
