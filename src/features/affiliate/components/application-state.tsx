import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui';
import { useCallFailureText } from '@/lib/use-call-failure-text';
import { useMailState } from '@/lib/use-mail-state';
import { resendConfirmation } from '../api';
import type { AffiliateView, ConfirmationMail } from '../model';
import { MailOutcome } from './mail-outcome';

/**
 * The real state of the user's application in words, with what to do next: apply (none),
 * confirm the email (with "send again"), wait for staff, open the dashboard, or suspended.
 */
export function ApplicationState({
  view,
  onChange,
}: {
  view: AffiliateView;
  onChange: (view: AffiliateView) => void;
}) {
  const { t } = useTranslation('affiliate');
  const failureText = useCallFailureText();
  // With no mail server no link can have been mailed: the state must not say one was.
  const mailState = useMailState();
  const [busy, setBusy] = useState(false);
  const [mail, setMail] = useState<ConfirmationMail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resend = async () => {
    setBusy(true);
    setFailure(null);
    const result = await resendConfirmation();
    setBusy(false);
    if (result.ok) {
      setMail(result.value.mail);
      onChange(result.value.view);
    } else setFailure(failureText(result.failure));
  };
  switch (view.state) {
    case 'none':
      return (
        <>
          <p data-testid="affiliate-state">{t('state.none')}</p>
          <ButtonLink className="mt-4" to="/affiliate-signup">
            {t('state.apply')}
          </ButtonLink>
        </>
      );
    case 'email_unconfirmed':
      return (
        <>
          <p data-testid="affiliate-state">
            {mailState === 'not_configured'
              ? t('state.emailUnconfirmedNoMail', { email: view.email })
              : t('state.emailUnconfirmed', { email: view.email })}
          </p>
          <Button
            className="mt-4"
            variant="secondary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void resend()}
          >
            {t('state.resend')}
          </Button>
          <div className="mt-2">
            {mail && <MailOutcome mail={mail} email={view.email} />}
            {failure && <p role="alert">{failure}</p>}
          </div>
        </>
      );
    case 'pending':
      return <p data-testid="affiliate-state">{t('state.pending')}</p>;
    case 'approved':
      return (
        <>
          <p data-testid="affiliate-state">{t('state.approved')}</p>
          <ButtonLink className="mt-4" to="/affiliate-dashboard">
            {t('state.toDashboard')}
          </ButtonLink>
        </>
      );
    case 'suspended':
      return (
        <p data-testid="affiliate-state" className="text-red-900">
          {t('state.suspended')}
        </p>
      );
  }
}
