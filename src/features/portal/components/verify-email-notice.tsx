import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { resendVerification } from '@/features/auth';

type Sent = 'idle' | 'sending' | 'sent' | 'notConfigured' | 'failed';

/**
 * "Verify your email to list your business" above the listing form while the session's copy of
 * the account is unverified: the server refuses a listing from an unverified account
 * (docs/security-model.md, "Trust rules"). Offers the link again, and says plainly when this
 * server cannot send email and its operator must verify the account.
 */
export function VerifyEmailNotice({ email }: { readonly email: string }) {
  const { t } = useTranslation('portal');
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
      <p className="font-semibold">{t('verify.list')}</p>
      {sent === 'sent' && <p className="mt-2">{t('verify.sent')}</p>}
      {sent === 'notConfigured' && <p className="mt-2">{t('verify.noMail')}</p>}
      {sent === 'failed' && <p className="mt-2">{t('verify.failed')}</p>}
      {sent !== 'sent' && sent !== 'notConfigured' && (
        <Button
          className="mt-3"
          variant="secondary"
          disabled={sent === 'sending'}
          onClick={() => void send()}
        >
          {t('verify.resend')}
        </Button>
      )}
    </div>
  );
}
