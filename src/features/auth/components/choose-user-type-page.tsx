import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, PageHeader, SignInPrompt } from '@/components/ui';
import { useSession } from '@/lib/session';
import { addNamespace } from '@/i18n';
import auth from '@/i18n/locales/en/auth.json' with { type: 'json' };
import { useAuthForm } from '../hooks/use-auth-form';
import { useAuthText } from '../hooks/use-auth-text';
import { homeFor, safeNextPath, type UserType } from '../model';
import { chooseUserType } from '../oauth-api';
import { ConfirmBox } from './confirm-parts';
import { FormAlert } from './form-alert';
import { UserTypeField } from './user-type-field';

addNamespace('auth', auth);

/**
 * /auth/choose-role?next=…: a new OAuth2 account says once how it joins (client, contractor,
 * general contractor, subcontractor), then goes on to `next` or the type's home. Anyone else
 * is sent on at once; a visitor is asked to sign in.
 */
export default function ChooseUserTypePage() {
  const { t } = useTranslation(['auth', 'common']);
  const text = useAuthText();
  const navigate = useNavigate();
  const { user, loading } = useSession();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAuthForm<'userType'>('request', formRef);
  const [value, setValue] = useState<UserType | ''>('');
  const [done, setDone] = useState(false);

  if (!user) {
    return (
      <PageHeader page="chooseUserType">
        {!loading && (
          <SignInPrompt
            message={t('common:serverErrors.reasons.signIn')}
            action={t('confirm.toLogIn')}
            next="/auth/choose-role"
          />
        )}
      </PageHeader>
    );
  }
  if (!user.userTypePending && !done) {
    return <Navigate to={next ?? homeFor(user.userType)} replace />;
  }

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const chosen = value;
    if (chosen === '') {
      // Only shows the field's error: nothing is sent with errors.
      void form.submit({ userType: { key: 'userType' } }, () => chooseUserType('client'));
      return;
    }
    const outcome = await form.submit({}, () => chooseUserType(chosen));
    if (!outcome) return;
    // Chosen already (another tab): the session's type stands.
    const conflict = !outcome.ok && 'status' in outcome.failure && outcome.failure.status === 409;
    if (outcome.ok || conflict) {
      setDone(true);
      void navigate(next ?? homeFor(outcome.ok ? chosen : user.userType), {
        replace: true,
      });
    }
  };

  return (
    <PageHeader page="chooseUserType">
      <ConfirmBox testId="choose-user-type">
        <form
          ref={formRef}
          onSubmit={(e) => void submit(e)}
          noValidate
          className="flex flex-col gap-4"
          aria-label={t('chooseType.title')}
        >
          <p>{t('chooseType.intro')}</p>
          <UserTypeField
            value={value}
            onChange={(v) => {
              setValue(v);
              form.clearField('userType');
            }}
            error={text.field(form.fieldErrors.userType)}
          />
          <FormAlert message={text.form(form.formError)} />
          <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? t('chooseType.busy') : t('chooseType.submit')}
          </Button>
        </form>
      </ConfirmBox>
    </PageHeader>
  );
}
