import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui';
import type { AuthForm } from '../hooks/use-auth-form';
import { useAuthText } from '../hooks/use-auth-text';
import { EmailField } from './email-field';

/**
 * An existing account's email and password (password sign-in, linking a provider to the
 * account): each field clears its own error when edited and shows it in the user's words.
 * @param idPrefix makes the ids `<prefix>-email` and `<prefix>-password`
 */
export function CredentialFields({
  idPrefix,
  form,
  email,
  onEmailChange,
  password,
  onPasswordChange,
}: {
  readonly idPrefix: string;
  readonly form: AuthForm<'email' | 'password'>;
  readonly email: string;
  readonly onEmailChange: (value: string) => void;
  readonly password: string;
  readonly onPasswordChange: (value: string) => void;
}) {
  const { t } = useTranslation('auth');
  const text = useAuthText();
  return (
    <>
      <EmailField
        id={`${idPrefix}-email`}
        autoComplete="username"
        value={email}
        onChange={(v) => {
          onEmailChange(v);
          form.clearField('email');
        }}
        error={text.field(form.fieldErrors.email)}
      />
      <Field
        id={`${idPrefix}-password`}
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(v) => {
          onPasswordChange(v);
          form.clearField('password');
        }}
        error={text.field(form.fieldErrors.password)}
      />
    </>
  );
}
