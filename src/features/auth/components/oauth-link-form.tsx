import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { useAuthForm } from '../hooks/use-auth-form';
import { useAuthText } from '../hooks/use-auth-text';
import { validateLogin } from '../model';
import { allowProviderLink, startOAuth } from '../oauth-api';
import type { PendingOAuth } from '../oauth-model';
import { CredentialFields } from './credential-fields';
import { FormAlert } from './form-alert';

/**
 * The existing account's email and password, to link the provider of `pending` to it: signs
 * in, lets the server grant the link, and goes to the provider once more (it usually answers
 * at once, the person being signed in there).
 */
export function OAuthLinkForm({ pending }: { readonly pending: PendingOAuth }) {
  const { t } = useTranslation('auth');
  const text = useAuthText();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm<'email' | 'password'>('password', formRef);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const allowed = await form.submit(validateLogin(email, password), () =>
      allowProviderLink(email, password, pending.provider),
    );
    if (!allowed?.ok) return;
    const started = await form.submit({}, () => startOAuth(pending.provider, pending.next, true));
    if (started && !started.ok) form.showError('server');
  };

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      className="mt-4 flex flex-col gap-4"
      aria-label={t('oauth.link.title', { provider: pending.displayName })}
    >
      <CredentialFields
        idPrefix="oauth-link"
        form={form}
        email={email}
        onEmailChange={setEmail}
        password={password}
        onPasswordChange={setPassword}
      />
      <FormAlert message={text.form(form.formError)} />
      <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
        {form.busy
          ? t('oauth.link.busy')
          : t('oauth.link.submit', { provider: pending.displayName })}
      </Button>
    </form>
  );
}
