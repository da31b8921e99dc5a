import { useTranslation } from 'react-i18next';
import type { ConfirmationMail } from '../model';

/**
 * What became of the confirmation mail, in words: sent (to which address), not needed, or
 * why it could not go out (no mail server; a failed send). Never "sent" when it was not.
 */
export function MailOutcome({ mail, email }: { mail: ConfirmationMail; email: string }) {
  const { t } = useTranslation('affiliate');
  switch (mail) {
    case 'sent':
      return <p role="status">{t('mail.sent', { email })}</p>;
    case 'not_needed':
      return <p role="status">{t('mail.notNeeded')}</p>;
    case 'recently_sent':
      return <p role="status">{t('mail.recentlySent', { email })}</p>;
    case 'not_configured':
      return (
        <p role="alert" className="text-amber-900">
          {t('mail.notConfigured')}
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="text-amber-900">
          {t('mail.failed')}
        </p>
      );
  }
}
