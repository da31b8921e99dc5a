import '../namespace';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  Checkbox,
  Field,
  FormMessage,
  FormSection,
  PageHeader,
  Select,
  SignInPrompt,
  TextArea,
} from '@/components/ui';
import { DEFAULT_LANGUAGE } from '@/constants/languages';
import { VerifyEmailNotice } from '@/features/auth';
import { languageByCode } from '@/i18n';
import { useSession } from '@/lib/session';
import { useCallFailureText } from '@/lib/use-call-failure-text';
import { useOnline } from '@/lib/use-online';
import { applyAsAffiliate } from '../api';
import {
  applicationErrors,
  type ApplicationError,
  type ApplicationForm,
  type ConfirmationMail,
  type PayoutMethod,
  PAYPAL_NAME,
} from '../model';
import { useAffiliateView } from '../hooks/use-affiliate-view';
import { ApplicationState } from './application-state';
import { MailOutcome } from './mail-outcome';

type Errors = Partial<Record<keyof ApplicationForm, ApplicationError>>;

/**
 * /affiliate-signup: the application form. Signed out, it sends the visitor to /auth first
 * (sign in or create the account there, with its password policy and checks) and back here.
 * An unverified account gets VerifyEmailNotice instead of the form (the server refuses it).
 * The server makes the referral code and the `pending` status; this page says what became of
 * the confirmation mail, never "sent" when it was not.
 */
export default function AffiliateSignupPage() {
  const { t, i18n } = useTranslation('affiliate');
  const { user, loading } = useSession();
  const online = useOnline();
  const failureText = useCallFailureText();
  const existing = useAffiliateView(user?.id ?? '');
  // Name and email start as the account's until the user edits them (null: not edited).
  const [form, setForm] = useState<
    Omit<ApplicationForm, 'name' | 'email'> & {
      readonly name: string | null;
      readonly email: string | null;
    }
  >({
    name: null,
    email: null,
    website: '',
    promotion: '',
    payoutMethod: 'paypal',
    payoutDetails: '',
    acceptTerms: false,
  });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [done, setDone] = useState<{ mail: ConfirmationMail; email: string } | null>(null);
  // The server refused because the account is unverified while this session's copy said
  // otherwise (confirmed on another device, then unconfirmed by an email change).
  const [refusedUnverified, setRefusedUnverified] = useState(false);

  if (!user) {
    return (
      <PageHeader page="affiliateSignup">
        <p className="mt-6 max-w-2xl text-slate-700">{t('signup.intro')}</p>
        {!loading && (
          <SignInPrompt
            message={t('signup.signIn')}
            action={t('signup.signInAction')}
            next="/affiliate-signup"
            testId="affiliate-sign-in"
          />
        )}
        <TermsLink />
      </PageHeader>
    );
  }

  const values: ApplicationForm = {
    ...form,
    email: form.email ?? user.email,
    name: form.name ?? user.name,
  };
  const errors: Errors = touched ? { ...applicationErrors(values), ...serverErrors } : serverErrors;
  const errorText = (error: ApplicationError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.key === 'short') return t('signup.errors.short', { min: error.count });
    if (error.key === 'long') return t('signup.errors.long', { max: error.count });
    return t(`signup.errors.${error.key}`);
  };
  const set = <K extends keyof ApplicationForm>(key: K, value: ApplicationForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setServerErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (Object.keys(applicationErrors(values)).length > 0) return;
    setBusy(true);
    const language = languageByCode(i18n.language) ?? DEFAULT_LANGUAGE;
    const result = await applyAsAffiliate(values, language.name);
    setBusy(false);
    if (result.ok) {
      setDone({ mail: result.value.mail, email: values.email.trim() });
      return;
    }
    const { failure: f } = result;
    if (f.kind === 'invalid') {
      const fromServer: Errors = {};
      for (const [field, e] of Object.entries(f.fields)) {
        const key = e.code === 'validation_required' ? 'required' : 'invalid';
        fromServer[field as keyof ApplicationForm] = { key };
      }
      setServerErrors(fromServer);
    }
    if (f.kind === 'refused' && f.code === 'account_unverified') setRefusedUnverified(true);
    else if (f.kind === 'refused' && f.status === 409) setFailure(t('signup.already'));
    else setFailure(t('signup.failed', { reason: failureText(f) }));
  };

  if (!done && existing.state.kind === 'ready' && existing.state.view.state !== 'none') {
    return (
      <PageHeader page="affiliateSignup">
        <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
          <p className="mb-2 font-semibold">{t('signup.already')}</p>
          <ApplicationState view={existing.state.view} onChange={existing.replace} />
        </div>
      </PageHeader>
    );
  }

  if (done) {
    return (
      <PageHeader page="affiliateSignup">
        <div
          className="mt-8 rounded-xl border border-slate-200 bg-white p-6"
          data-testid="affiliate-applied"
        >
          <MailOutcome mail={done.mail} email={done.email} />
          <ButtonLink className="mt-4" to="/affiliate-pending">
            {t('signup.toStatus')}
          </ButtonLink>
        </div>
      </PageHeader>
    );
  }

  // The server takes applications from verified accounts only: say so before the form.
  if (user.verified === false || refusedUnverified) {
    return (
      <PageHeader page="affiliateSignup">
        <p className="mt-6 max-w-2xl text-slate-700">{t('signup.intro')}</p>
        <VerifyEmailNotice email={user.email} purpose="affiliate" />
        <TermsLink />
      </PageHeader>
    );
  }

  return (
    <PageHeader page="affiliateSignup">
      <p className="mt-6 max-w-2xl text-slate-700">{t('signup.intro')}</p>
      <form
        className="mt-6 grid max-w-3xl gap-6"
        noValidate
        onSubmit={(e) => void submit(e)}
        data-testid="affiliate-form"
      >
        <FormSection title={t('signup.about')}>
          <Field
            label={t('signup.name')}
            value={values.name}
            onChange={(v) => set('name', v)}
            autoComplete="name"
            required
            error={errorText(errors.name)}
          />
          <Field
            label={t('signup.email')}
            type="email"
            value={values.email}
            onChange={(v) => set('email', v)}
            autoComplete="email"
            required
            hint={t('signup.emailHint')}
            error={errorText(errors.email)}
          />
          <Field
            label={t('signup.website')}
            value={values.website}
            onChange={(v) => set('website', v)}
            required
            hint={t('signup.websiteHint')}
            error={errorText(errors.website)}
            className="sm:col-span-2"
          />
          <TextArea
            label={t('signup.promotion')}
            value={values.promotion}
            onChange={(v) => set('promotion', v)}
            rows={4}
            required
            error={errorText(errors.promotion)}
            className="sm:col-span-2"
          />
        </FormSection>
        <FormSection title={t('signup.payout')}>
          <Select
            label={t('signup.payoutMethod')}
            value={values.payoutMethod}
            onChange={(v) => set('payoutMethod', v as PayoutMethod)}
          >
            <option value="paypal">{PAYPAL_NAME}</option>
            <option value="bank_transfer">{t('signup.bank')}</option>
          </Select>
          {values.payoutMethod === 'paypal' ? (
            <Field
              label={t('signup.paypalEmail')}
              type="email"
              value={values.payoutDetails}
              onChange={(v) => set('payoutDetails', v)}
              required
              error={errorText(errors.payoutDetails)}
            />
          ) : (
            <TextArea
              label={t('signup.bankDetails')}
              value={values.payoutDetails}
              onChange={(v) => set('payoutDetails', v)}
              rows={3}
              required
              error={errorText(errors.payoutDetails)}
            />
          )}
        </FormSection>
        <div>
          <Checkbox
            label={t('signup.acceptTerms')}
            checked={values.acceptTerms}
            onChange={(v) => set('acceptTerms', v)}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
          />
          {errors.acceptTerms && (
            <p id="accept-terms-error" className="mt-1 text-sm text-red-800">
              {errorText(errors.acceptTerms)}
            </p>
          )}
          <TermsLink />
        </div>
        {!online && (
          <p role="status" className="text-sm text-amber-900">
            {t('signup.offline')}
          </p>
        )}
        <div>
          <Button type="submit" disabled={busy || !online} aria-busy={busy}>
            {busy ? t('signup.sending') : t('signup.submit')}
          </Button>
          <FormMessage error={failure} info={null} />
        </div>
      </form>
    </PageHeader>
  );
}

function TermsLink() {
  const { t } = useTranslation('affiliate');
  return (
    <p className="mt-2 text-sm">
      <Link className="text-blue-800 underline" to="/affiliate-terms" target="_blank">
        {t('signup.readTerms')}
      </Link>
    </p>
  );
}
