import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { addNamespace } from '@/i18n';
import trust from '@/i18n/locales/en/trust.json' with { type: 'json' };
import { resendVerification } from '../api';

addNamespace('trust', trust);

type Sent = 'idle' | 'sending' | 'sent' | 'notConfigured' | 'failed';

/** What the unverified account cannot do yet: list a business, send a hire request, review. */
export type VerifyPurpose = 'list' | 'hire' | 'review';

/**
 * "Verify your email to list your business" (or to send hire requests, or to write a review)
 * in place of, or above, the form the server would refuse while the session's copy of the
 * account is unverified (docs/security-model.md, "Trust rules"). Offers the link again, and
 * says plainly when this server cannot send email and its operator must verify the account.
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
  const [sent, setSent] = useState<Sent>('idle');
  const send = async () => {
    setSent('sending');
    const outcome = await resendVerification(email);
    if (!outcome.ok) setSent('failed');
    else setSent(outcome.value.mail === 'sent' ? 'sent' : outcome.value.mail);
  };
  return (
    <div
      role="status"
      data-testid="verify-email-notice"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900"
    >
      <p className="font-semibold">{t(`verifyEmail.${purpose}`)}</p>
      {sent === 'sent' && <p className="mt-2">{t('verifyEmail.sent')}</p>}
      {sent === 'notConfigured' && <p className="mt-2">{t('verifyEmail.noMail')}</p>}
      {sent === 'failed' && <p className="mt-2">{t('verifyEmail.failed')}</p>}
      {sent !== 'sent' && sent !== 'notConfigured' && (
        <Button
          className="mt-3"
          variant="secondary"
          disabled={sent === 'sending'}
          onClick={() => void send()}
        >
          {t('verifyEmail.resend')}
        </Button>
      )}
    </div>
  );
}
