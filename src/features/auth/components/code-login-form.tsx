import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '@/components/ui';
import { requestLoginCode, signInWithCode, type SignedInAccount } from '../api';
import { useAuthForm } from '../hooks/use-auth-form';
import { useAuthText } from '../hooks/use-auth-text';
import { codeError, emailError, mailErrorFor, normaliseCode, OTP_VALID_MINUTES } from '../model';
import { FormAlert } from './form-alert';
import { EmailField } from './email-field';
import { SecondFactorForm, type SecondFactor } from './second-factor-form';

interface CodeLoginFormProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  readonly onSignedIn: (account: SignedInAccount) => void;
}

/**
 * Login with an emailed one-time code: first the email (PocketBase mails the code), then the
 * code. The confirmation does not say whether the address has an account, and is shown only
 * when the server says mail went out (else why not). Staff accounts then give their password
 * too (PocketBase MFA).
 */
export function CodeLoginForm({ email, onEmailChange, onSignedIn }: CodeLoginFormProps) {
  const { t } = useTranslation('auth');
  const text = useAuthText();
  const requestRef = useRef<HTMLFormElement>(null);
  const request = useAuthForm<'email'>('request', requestRef);
  const loginRef = useRef<HTMLFormElement>(null);
  const login = useAuthForm<'code'>('code', loginRef);
  const [sent, setSent] = useState<{ otpId: string; email: string } | null>(null);
  const [code, setCode] = useState('');
  const [second, setSecond] = useState<SecondFactor | null>(null);

  // The email form that had focus is gone once the code is sent: the code field is next.
  useEffect(() => {
    if (sent) loginRef.current?.querySelector<HTMLInputElement>('#code-code')?.focus();
  }, [sent]);

  const sendCode = async (event: SyntheticEvent) => {
    event.preventDefault();
    const error = emailError(email);
    const outcome = await request.submit(error ? { email: error } : {}, () =>
      requestLoginCode(email),
    );
    if (!outcome?.ok) return;
    if (outcome.value.mail !== 'sent') {
      request.showError(mailErrorFor(outcome.value.mail));
      return;
    }
    setSent({ otpId: outcome.value.value, email: email.trim() });
    setCode('');
  };

  const signIn = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!sent) return;
    const error = codeError(code);
    const outcome = await login.submit(error ? { code: error } : {}, () =>
      signInWithCode(sent.otpId, normaliseCode(code), sent.email),
    );
    if (!outcome?.ok) return;
    if (outcome.value.kind === 'signedIn') onSignedIn(outcome.value.account);
    else setSecond({ factor: 'password', mfaId: outcome.value.mfaId, email: sent.email });
  };

  if (second) {
    return (
      <SecondFactorForm
        step={second}
        onSignedIn={onSignedIn}
        onRestart={() => {
          setSecond(null);
          setSent(null);
        }}
      />
    );
  }

  if (!sent) {
    return (
      <form
        ref={requestRef}
        onSubmit={(e) => void sendCode(e)}
        noValidate
        className="flex flex-col gap-4"
        aria-labelledby="code-login-title"
      >
        <h2 id="code-login-title" className="text-lg font-semibold text-slate-900">
          {t('code.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('code.intro')}</p>
        <EmailField
          id="code-email"
          value={email}
          onChange={(v) => {
            onEmailChange(v);
            request.clearField('email');
          }}
          error={text.field(request.fieldErrors.email)}
        />
        <FormAlert message={text.form(request.formError)} />
        <Button type="submit" disabled={request.busy} aria-busy={request.busy}>
          {request.busy ? t('code.sending') : t('code.send')}
        </Button>
      </form>
    );
  }

  return (
    <form
      ref={loginRef}
      onSubmit={(e) => void signIn(e)}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="code-login-title"
    >
      <h2 id="code-login-title" className="text-lg font-semibold text-slate-900">
        {t('code.title')}
      </h2>
      <FormAlert
        tone="info"
        message={t('code.sent', { email: sent.email, minutes: OTP_VALID_MINUTES })}
      />
      <Field
        id="code-code"
        label={t('fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(v) => {
          setCode(v);
          login.clearField('code');
        }}
        error={text.field(login.fieldErrors.code)}
      />
      <FormAlert message={text.form(login.formError)} />
      <Button type="submit" disabled={login.busy} aria-busy={login.busy}>
        {login.busy ? t('logIn.busy') : t('code.submit')}
      </Button>
      <Button variant="secondary" onClick={() => setSent(null)}>
        {t('code.otherEmail')}
      </Button>
    </form>
  );
}
