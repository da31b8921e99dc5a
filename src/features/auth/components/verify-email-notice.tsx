import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui';
import { addNamespace } from '@/i18n';
import trust from '@/i18n/locales/en/trust.json' with { type: 'json' };
import { resendVerification } from '../api';
import { useMailState } from '@/lib/use-mail-state';
import { verifyNoticeView, type ResendState } from '../model';

addNamespace('trust', trust);

/**
 * What the unverified account cannot do yet: list a business, send a hire request, review,
 * apply as an affiliate.
 */
export type VerifyPurpose = 'list' | 'hire' | 'review' | 'affiliate';

/**
 * "Verify your email to list your business" (or to send hire requests, or to write a review)
 * in place of, or above, the form the server would refuse while the session's copy of the
 * account is unverified (docs/security-model.md, "Trust rules"). Offers the link again while
 * the server can send mail; when it has no mail set up (capabilities' mailState, or the answer
 * to a resend) it says that no link can reach the user, has no "send again", and points to the
 * support form: the site's staff must confirm the account. View: verifyNoticeView.
 * @param email the account's address; @param purpose which form it stands for
 */
export function VerifyEmailNotice({
  email,
  purpose,
}: {
  readonly email: string;
  readonly purpose: VerifyPurpose;
}) {
  const { t } = useTranslation('trust');
  const mailState = useMailState();
  const [resend, setResend] = useState<ResendState>('idle');
  const view = verifyNoticeView(mailState, resend);
  const send = async () => {
    setResend('sending');
    const outcome = await resendVerification(email);
    setResend(outcome.ok ? outcome.value.mail : 'failed');
  };
  return (
    <div
      role="status"
      data-testid="verify-email-notice"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900"
    >
      <p className="font-semibold">
        {view.headline === 'verify'
          ? t(`verifyEmail.${purpose}`)
          : t(`verifyEmail.needs.${purpose}`)}
      </p>
      {view.line && <p className="mt-2">{t(`verifyEmail.${view.line}`)}</p>}
      {(view.resend || view.support) && (
        <div className="mt-3 flex flex-wrap gap-3">
          {view.resend && (
            <Button
              variant="secondary"
              disabled={resend === 'sending'}
              aria-busy={resend === 'sending'}
              onClick={() => void send()}
            >
              {t('verifyEmail.resend')}
            </Button>
          )}
          {view.support && (
            <ButtonLink variant="secondary" to="/contact-support">
              {t('verifyEmail.toSupport')}
            </ButtonLink>
          )}
        </div>
      )}
    </div>
  );
}
