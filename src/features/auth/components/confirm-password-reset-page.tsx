import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, PageHeader } from '@/components/ui';
import { loadCommonPasswords } from '@/lib/password-policy';
import { confirmPasswordReset } from '../api';
import { useAuthForm } from '../hooks/use-auth-form';
import { useAuthText } from '../hooks/use-auth-text';
import { confirmFailureOf, newPasswordError, PASSWORD_MIN_LENGTH, type FieldError } from '../model';
import { ConfirmBox, ConfirmSteps, useLinkToken } from './confirm-parts';
import { FormAlert } from './form-alert';

type Field2 = 'password' | 'passwordConfirm';

/**
 * /auth/confirm-password-reset?token=…: the link of the reset mail. A new password twice,
 * checked against the policy sign-up uses (lib/password-policy.ts; the server checks it
 * again), then the token and password go to PocketBase; afterwards, the way to log in.
 * Works signed out.
 */
export default function ConfirmPasswordResetPage() {
  const { t } = useTranslation('auth');
  const token = useLinkToken();
  const text = useAuthText();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm<Field2>('request', formRef);
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [done, setDone] = useState<'no' | 'ok' | 'refused'>('no');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field2, FieldError>>>({});
  useEffect(() => void loadCommonPasswords(), []);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const common = await loadCommonPasswords();
    const errors: Partial<Record<Field2, FieldError>> = {};
    const passwordProblem = newPasswordError(password, common);
    if (passwordProblem) errors.password = passwordProblem;
    if (passwordConfirm === '') errors.passwordConfirm = { key: 'required' };
    else if (passwordConfirm !== password) errors.passwordConfirm = { key: 'passwordMismatch' };
    setFieldErrors({});
    const outcome = await form.submit(errors, () =>
      confirmPasswordReset(token, password, passwordConfirm),
    );
    if (!outcome) return;
    if (outcome.ok) {
      setDone('ok');
      return;
    }
    const failure = confirmFailureOf(outcome.failure, 'passwordReset');
    if (failure.kind === 'linkRefused') setDone('refused');
    else if (failure.kind === 'fields') setFieldErrors(failure.fields);
    else if (failure.kind === 'form') form.showError(failure.error);
  };

  const errorOf = (field: Field2) => text.field(form.fieldErrors[field] ?? fieldErrors[field]);
  return (
    <PageHeader page="confirmPasswordReset">
      <ConfirmBox testId="confirm-password-reset">
        <ConfirmSteps token={token} done={done} doneText={t('confirm.resetDone')}>
          <form
            ref={formRef}
            onSubmit={(e) => void submit(e)}
            noValidate
            className="flex flex-col gap-4"
            aria-label={t('confirm.resetSubmit')}
          >
            <Field
              id="reset-new-password"
              label={t('confirm.newPassword')}
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(v) => {
                setPassword(v);
                form.clearField('password');
              }}
              hint={t('hints.password', { min: PASSWORD_MIN_LENGTH })}
              error={errorOf('password')}
            />
            <Field
              id="reset-new-password-confirm"
              label={t('fields.passwordConfirm')}
              type="password"
              autoComplete="new-password"
              required
              value={passwordConfirm}
              onChange={(v) => {
                setPasswordConfirm(v);
                form.clearField('passwordConfirm');
              }}
              error={errorOf('passwordConfirm')}
            />
            <FormAlert message={text.form(form.formError)} />
            <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
              {form.busy ? t('confirm.saving') : t('confirm.resetSubmit')}
            </Button>
          </form>
        </ConfirmSteps>
      </ConfirmBox>
    </PageHeader>
  );
}
