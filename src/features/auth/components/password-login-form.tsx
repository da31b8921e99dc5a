import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '@/components/ui';
import { signInWithPassword, type SignedInAccount } from '../api';
import { useAuthForm } from '../hooks/use-auth-form';
import { useAuthText } from '../hooks/use-auth-text';
import { validateLogin } from '../model';
import { FormAlert } from './form-alert';
import { EmailField } from './email-field';

interface PasswordLoginFormProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  readonly onSignedIn: (account: SignedInAccount) => void;
}

/** Login with email and password. */
export function PasswordLoginForm({ email, onEmailChange, onSignedIn }: PasswordLoginFormProps) {
  const { t } = useTranslation('auth');
  const text = useAuthText();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm<'email' | 'password'>('password', formRef);
  const [password, setPassword] = useState('');

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const outcome = await form.submit(validateLogin(email, password), () =>
      signInWithPassword(email, password),
    );
    if (outcome?.ok) onSignedIn(outcome.value);
  };

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('tabs.logIn')}
    >
      <EmailField
        id="login-email"
        autoComplete="username"
        value={email}
        onChange={(v) => {
          onEmailChange(v);
          form.clearField('email');
        }}
        error={text.field(form.fieldErrors.email)}
      />
      <Field
        id="login-password"
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(v) => {
          setPassword(v);
          form.clearField('password');
        }}
        error={text.field(form.fieldErrors.password)}
      />
      <FormAlert message={text.form(form.formError)} />
      <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? t('logIn.busy') : t('logIn.submit')}
      </Button>
    </form>
  );
}
