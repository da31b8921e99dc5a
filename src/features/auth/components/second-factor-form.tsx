import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '@/components/ui';
import { signInWithCode, signInWithPassword, type SignedInAccount } from '../api';
import { useAuthForm } from '../hooks/use-auth-form';
import { useAuthText } from '../hooks/use-auth-text';
import { codeError, normaliseCode, OTP_VALID_MINUTES, type FieldError } from '../model';
import { FormAlert } from './form-alert';

/** The second factor a staff sign-in waits for, with PocketBase's `mfaId` of the first. */
export type SecondFactor =
  | {
      readonly factor: 'code';
      readonly mfaId: string;
      readonly otpId: string;
      readonly email: string;
    }
  | { readonly factor: 'password'; readonly mfaId: string; readonly email: string };

interface SecondFactorFormProps {
  readonly step: SecondFactor;
  readonly onSignedIn: (account: SignedInAccount) => void;
  /** Back to the first step (another email, or start over). */
  readonly onRestart: () => void;
}

/**
 * The second step of a staff sign-in (PocketBase MFA): after the password, the code we emailed;
 * after an emailed code, the password. Ordinary accounts never see it.
 */
export function SecondFactorForm({ step, onSignedIn, onRestart }: SecondFactorFormProps) {
  const { t } = useTranslation('auth');
  const text = useAuthText();
  const formRef = useRef<HTMLFormElement>(null);
  const field = step.factor === 'code' ? 'code' : 'password';
  const form = useAuthForm<'code' | 'password'>(step.factor, formRef);
  const [value, setValue] = useState('');
  // A refusal is about the value sent: once the user changes it, the message goes.
  const [edited, setEdited] = useState(false);

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('#mfa-value')?.focus();
  }, []);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setEdited(false);
    const error: FieldError | undefined =
      step.factor === 'code' ? codeError(value) : value === '' ? { key: 'required' } : undefined;
    const outcome = await form.submit(error ? { [field]: error } : {}, () =>
      step.factor === 'code'
        ? signInWithCode(step.otpId, normaliseCode(value), step.email, step.mfaId)
        : signInWithPassword(step.email, value, step.mfaId),
    );
    if (outcome?.ok && outcome.value.kind === 'signedIn') onSignedIn(outcome.value.account);
  };

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="mfa-title"
      data-testid="second-factor"
    >
      <h2 id="mfa-title" className="text-lg font-semibold text-slate-900">
        {t('mfa.title')}
      </h2>
      <FormAlert
        tone="info"
        message={
          step.factor === 'code'
            ? t('mfa.codeSent', { email: step.email, minutes: OTP_VALID_MINUTES })
            : t('mfa.passwordIntro')
        }
      />
      <Field
        id="mfa-value"
        label={step.factor === 'code' ? t('fields.code') : t('fields.password')}
        {...(step.factor === 'code'
          ? { inputMode: 'numeric' as const, autoComplete: 'one-time-code' }
          : { type: 'password', autoComplete: 'current-password' })}
        required
        value={value}
        onChange={(v) => {
          setValue(v);
          setEdited(true);
          form.clearField(field);
        }}
        error={text.field(form.fieldErrors[field])}
      />
      <FormAlert message={edited ? undefined : text.form(form.formError)} />
      <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? t('logIn.busy') : t('mfa.submit')}
      </Button>
      <Button variant="secondary" onClick={onRestart}>
        {t('mfa.restart')}
      </Button>
    </form>
  );
}
