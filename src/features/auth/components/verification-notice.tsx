import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui';
import { resendVerification, type SignUpResult } from '../api';
import type { MailOutcome } from '@/lib/server-capabilities';
import { useAuthForm } from '../hooks/use-auth-form';
import { useAuthText } from '../hooks/use-auth-text';
import { mailErrorFor, signUpNoticeView } from '../model';
import { FormAlert } from './form-alert';

interface VerificationNoticeProps {
  readonly result: SignUpResult;
  /** Continue into the app (signed in) or to the login form (sign-in after sign-up failed). */
  readonly onContinue: () => void;
}

/**
 * After sign-up: "check your inbox" for the verification link, with a way to resend it; when
 * the link did not go out, says so and why (mail not set up, or the send failed). Never
 * promises more than is so: signed in, the user can browse, while listing, hiring
 * and reviews need a confirmed address; with no mail set up there is no "send again" (no link
 * could reach them) and the site's staff must confirm the account through the support form.
 * View: signUpNoticeView.
 */
export function VerificationNotice({ result, onContinue }: VerificationNoticeProps) {
  const { t } = useTranslation(['auth', 'common']);
  const text = useAuthText();
  const form = useAuthForm<never>('request');
  const [resent, setResent] = useState(false);
  const [mail, setMail] = useState<MailOutcome>(result.mail);
  const view = signUpNoticeView(mail);
  const { showError } = form;
  useEffect(() => {
    if (result.mail !== 'sent') showError(mailErrorFor(result.mail));
  }, [result.mail, showError]);
  // The notice replaces a long form: bring its heading into view and to screen readers
  // (on a phone the page stayed scrolled down at the buttons).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const resend = async () => {
    setResent(false);
    const outcome = await form.submit({}, () => resendVerification(result.email));
    if (!outcome?.ok) return;
    setMail(outcome.value.mail);
    if (outcome.value.mail === 'sent') {
      setResent(true);
    } else {
      form.showError(mailErrorFor(outcome.value.mail));
    }
  };

  return (
    <section
      aria-labelledby="verify-title"
      data-testid="verification-notice"
      className="flex flex-col gap-4"
    >
      <MailCheck aria-hidden="true" className="size-10 text-orange-700" />
      <h2
        ref={heading}
        id="verify-title"
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 outline-none"
      >
        {view.mailSent ? t('verify.title') : t('mailProblem.title')}
      </h2>
      <p className="text-slate-700">
        {view.mailSent
          ? t('verify.body', { email: result.email })
          : t('mailProblem.body', { email: result.email })}
      </p>
      <p className="text-slate-700">
        {result.signedIn ? t('verify.signedIn') : t('verify.notSignedIn')}
      </p>
      {view.staffMustConfirm && (
        <p className="text-slate-700" data-testid="verify-staff">
          {t('verify.staffConfirm')}
        </p>
      )}
      <FormAlert message={text.form(form.formError)} />
      <FormAlert tone="info" message={resent ? t('verify.resent') : undefined} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={onContinue}>
          {result.signedIn ? t('verify.continue') : t('tabs.logIn')}
        </Button>
        {view.resend && (
          <Button
            variant="secondary"
            disabled={form.busy}
            aria-busy={form.busy}
            onClick={() => void resend()}
          >
            {form.busy ? t('verify.resending') : t('verify.resend')}
          </Button>
        )}
        {view.staffMustConfirm && (
          <ButtonLink variant="secondary" to="/contact-support">
            {t('confirm.toSupport')}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
