import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PageHeader } from '@/components/ui';
import { useSession } from '@/lib/session';
import { toastError, toastInfo } from '@/lib/toast';
import { sendTestEmail } from '../api';

/**
 * /test-resend: sends one test email and reports it: "Success!" with "Test email
 * sent successfully...", or "Error" with the server's error text (else "Failed to send test
 * email"), and shows the server's raw JSON answer under the button. The server allows admins
 * with a live staff session only.
 */
export default function TestResendPage() {
  const { t } = useTranslation('pages');
  const { endStaffSession } = useSession();
  const [busy, setBusy] = useState(false);
  const [raw, setRaw] = useState<string | null>(null);
  const send = async () => {
    setBusy(true);
    const result = await sendTestEmail();
    setBusy(false);
    setRaw(result.raw === null ? null : JSON.stringify(result.raw, null, 2));
    if (result.ok) {
      toastInfo(t('testResend.successTitle'), {
        description: t('testResend.successBody', { email: result.to }),
      });
    } else {
      toastError(t('testResend.errorTitle'), {
        description: result.error ?? t('testResend.errorFallback'),
      });
      if (result.staffSessionExpired) endStaffSession(result.staffSessionExpired);
    }
  };
  return (
    <PageHeader page="testResend">
      <Button className="mt-8" disabled={busy} aria-busy={busy} onClick={() => void send()}>
        {busy ? t('testResend.sending') : t('testResend.button')}
      </Button>
      {raw !== null && (
        <figure className="mt-6">
          <figcaption className="text-sm font-semibold text-slate-900">
            {t('testResend.rawResult')}
          </figcaption>
          <pre
            className="mt-2 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm text-slate-900"
            data-testid="test-resend-raw"
          >
            {raw}
          </pre>
        </figure>
      )}
    </PageHeader>
  );
}
