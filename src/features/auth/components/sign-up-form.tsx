import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '@/components/ui';
import { DEFAULT_LANGUAGE } from '@/constants/languages';
import { languageByCode } from '@/i18n';
import { clientSanctionedPlace, type SanctionedPlace } from '@/lib/client-place';
import { loadCommonPasswords } from '@/lib/password-policy';
import { useSanctionsRefusalText } from '@/lib/use-sanctions-text';
import { signUp, type SignUpResult } from '../api';
import { useAuthForm } from '../hooks/use-auth-form';
import { useAuthText } from '../hooks/use-auth-text';
import {
  PASSWORD_MIN_LENGTH,
  validateSignUp,
  type SignUpField,
  type SignUpInput,
  type UserType,
} from '../model';
import { FormAlert } from './form-alert';
import { EmailField } from './email-field';
import { UserTypeField } from './user-type-field';

interface SignUpFormProps {
  /** The user type chosen at first (`?mode=contractor` → contractor). */
  readonly initialUserType: UserType | '';
  readonly onSignedUp: (result: SignUpResult) => void;
}

/** Sign-up: name, email, password twice and user type. */
export function SignUpForm({ initialUserType, onSignedUp }: SignUpFormProps) {
  const { t, i18n } = useTranslation('auth');
  const text = useAuthText();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm<SignUpField>('signUp', formRef);
  const sanctionsText = useSanctionsRefusalText();
  const [sanctionedPlace, setSanctionedPlace] = useState<SanctionedPlace | null>(null);
  const [input, setInput] = useState<SignUpInput>({
    name: '',
    email: '',
    password: '',
    passwordConfirm: '',
    userType: initialUserType,
  });
  // Fetched while the visitor types, so the check at submit need not wait for it.
  useEffect(() => void loadCommonPasswords(), []);
  const set = <K extends SignUpField>(field: K, value: SignUpInput[K]) => {
    setInput((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const language = languageByCode(i18n.language) ?? DEFAULT_LANGUAGE;
    // The place a sanctions refusal names, known before the server answers (the lookup ran
    // at page load and the sign-up call waits for it anyway).
    void clientSanctionedPlace().then(setSanctionedPlace);
    const common = await loadCommonPasswords();
    const outcome = await form.submit(validateSignUp(input, common), () =>
      signUp(input, language.name),
    );
    if (outcome?.ok) onSignedUp(outcome.value);
  };

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('tabs.signUp')}
    >
      <Field
        id="sign-up-name"
        label={t('fields.name')}
        value={input.name}
        onChange={(v) => set('name', v)}
        autoComplete="name"
        required
        error={text.field(form.fieldErrors.name)}
      />
      <EmailField
        id="sign-up-email"
        value={input.email}
        onChange={(v) => set('email', v)}
        error={text.field(form.fieldErrors.email)}
      />
      <Field
        id="sign-up-password"
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        required
        value={input.password}
        onChange={(v) => set('password', v)}
        hint={t('hints.password', { min: PASSWORD_MIN_LENGTH })}
        error={text.field(form.fieldErrors.password)}
      />
      <Field
        id="sign-up-password-confirm"
        label={t('fields.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        required
        value={input.passwordConfirm}
        onChange={(v) => set('passwordConfirm', v)}
        error={text.field(form.fieldErrors.passwordConfirm)}
      />
      <UserTypeField
        value={input.userType}
        onChange={(v) => set('userType', v)}
        error={text.field(form.fieldErrors.userType)}
      />
      <FormAlert
        message={
          form.formError === 'sanctioned'
            ? sanctionsText(sanctionedPlace)
            : text.form(form.formError)
        }
      />
      <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? t('signUp.busy') : t('signUp.submit')}
      </Button>
    </form>
  );
}
