import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PageHeader } from '@/components/ui';
import { toastError, toastInfo } from '@/lib/toast';
import { sendTestEmail } from '../api';

/**
 * /test-resend: sends one test email and reports it: "Success!" with "Test email
 * sent successfully...", or "Error" with the server's error text (else "Failed to send test
 * email"). The server allows admins only.
 */
export default function TestResendPage() {
  const { t } = useTranslation('pages');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    const result = await sendTestEmail();
    setBusy(false);
    if (result.ok) {
      toastInfo(t('testResend.successTitle'), {
        description: t('testResend.successBody', { email: result.to }),
      });
    } else {
      toastError(t('testResend.errorTitle'), {
        description: result.error ?? t('testResend.errorFallback'),
      });
    }
  };
  return (
    <PageHeader page="testResend">
      <Button className="mt-8" disabled={busy} aria-busy={busy} onClick={() => void send()}>
        {busy ? t('testResend.sending') : t('testResend.button')}
      </Button>
    </PageHeader>
  );
}
