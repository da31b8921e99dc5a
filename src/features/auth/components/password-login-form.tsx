import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { requestLoginCode, signInWithPassword, type SignedInAccount } from '../api';
import { useAuthForm } from '../hooks/use-auth-form';
import { useAuthText } from '../hooks/use-auth-text';
import { validateLogin } from '../model';
import { CredentialFields } from './credential-fields';
import { FormAlert } from './form-alert';
import { SecondFactorForm, type SecondFactor } from './second-factor-form';

interface PasswordLoginFormProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  readonly onSignedIn: (account: SignedInAccount) => void;
}

/**
 * Login with email and password. Staff accounts then get the second step: the server answers
 * with an `mfaId`, we ask it to email a code and show the code field; while the server cannot
 * send mail, staff are told they cannot sign in here (superusers still can, in PocketBase's
 * dashboard).
 */
export function PasswordLoginForm({ email, onEmailChange, onSignedIn }: PasswordLoginFormProps) {
  const { t } = useTranslation('auth');
  const text = useAuthText();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm<'email' | 'password'>('password', formRef);
  const [password, setPassword] = useState('');
  const [second, setSecond] = useState<SecondFactor | null>(null);
  const [noStaffMail, setNoStaffMail] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setNoStaffMail(false);
    const outcome = await form.submit(validateLogin(email, password), () =>
      signInWithPassword(email, password),
    );
    if (!outcome?.ok) return;
    const step = outcome.value;
    if (step.kind === 'signedIn') {
      onSignedIn(step.account);
      return;
    }
    const code = await requestLoginCode(email);
    if (code.ok && code.value.mail === 'sent') {
      setSecond({
        factor: 'code',
        mfaId: step.mfaId,
        otpId: code.value.value,
        email: email.trim(),
      });
    } else if (code.ok) {
      setNoStaffMail(true);
    } else {
      form.showError('server');
    }
  };

  if (second) {
    return (
      <SecondFactorForm
        step={second}
        onSignedIn={onSignedIn}
        onRestart={() => {
          setSecond(null);
          setPassword('');
        }}
      />
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('tabs.logIn')}
    >
      <CredentialFields
        idPrefix="login"
        form={form}
        email={email}
        onEmailChange={onEmailChange}
        password={password}
        onPasswordChange={setPassword}
      />
      <FormAlert message={noStaffMail ? t('mfa.noMail') : text.form(form.formError)} />
      <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? t('logIn.busy') : t('logIn.submit')}
      </Button>
    </form>
  );
}
