import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormMessage } from '@/components/ui';
import { formatDate } from '@/i18n/format';
import { parsePocketBaseDate } from '@/lib/pocketbase-dates';
import { useCallFailureText } from '@/lib/use-call-failure-text';
import { verificationDocumentUrl, type VerificationRequest } from '../api';
import '../trust-namespace';

const STATUS_STYLE: Record<VerificationRequest['status'], string> = {
  pending: 'bg-amber-100 text-amber-950',
  approved: 'bg-emerald-100 text-emerald-950',
  rejected: 'bg-red-100 text-red-950',
};

/**
 * The owner's verification requests, newest first: when sent, the state ("Waiting for staff
 * review", "Verified on {date}", or staff's reason for a rejection) and the documents, which
 * open in a new tab with a file token (they are protected files).
 */
export function VerificationRequests({
  requests,
}: {
  readonly requests: readonly VerificationRequest[];
}) {
  const { t, i18n } = useTranslation('trust');
  const failureText = useCallFailureText();
  const [openFailure, setOpenFailure] = useState<string | null>(null);
  const dated = (value: string) => {
    const date = parsePocketBaseDate(value);
    return date ? formatDate(date, i18n.language) : '';
  };

  const openDocument = async (requestId: string, fileName: string) => {
    setOpenFailure(null);
    // Opened in the click, before the token's round trip, or the browser blocks the tab.
    const tab = window.open('', '_blank');
    const result = await verificationDocumentUrl(requestId, fileName);
    if (!result.ok) {
      tab?.close();
      setOpenFailure(t('verification.openFailed', { reason: failureText(result.failure) }));
      return;
    }
    if (tab) {
      tab.opener = null;
      tab.location.href = result.value;
    } else {
      window.location.assign(result.value);
    }
  };

  if (requests.length === 0) {
    return <p className="mt-4 text-sm text-slate-700">{t('verification.none')}</p>;
  }
  return (
    <>
      <ul className="mt-4 grid gap-3">
        {requests.map((request) => {
          const sent = dated(request.created);
          const decided = dated(request.decided_at);
          return (
            <li
              key={request.id}
              className="rounded-xl border border-slate-200 p-4 text-sm"
              data-testid="verification-request"
              data-status={request.status}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-slate-600">
                  {sent ? t('verification.sentOn', { date: sent }) : ''}
                </span>
                <span
                  className={`rounded-full px-3 py-1 font-semibold ${STATUS_STYLE[request.status]}`}
                >
                  {t(`verification.status.${request.status}`)}
                </span>
              </div>
              {request.note && (
                <p dir="auto" className="mt-2 whitespace-pre-line text-slate-700">
                  {request.note}
                </p>
              )}
              {request.status === 'approved' && decided && (
                <p className="mt-2 font-medium text-emerald-900">
                  {t('verification.verifiedOn', { date: decided })}
                </p>
              )}
              {request.status === 'rejected' && request.decision_reason && (
                <p dir="auto" className="mt-2 whitespace-pre-line text-slate-900">
                  {t('verification.rejectedReason', { reason: request.decision_reason })}
                </p>
              )}
              <div className="mt-3 flex flex-wrap gap-3">
                {request.licence_document && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => void openDocument(request.id, request.licence_document)}
                  >
                    {t('verification.openLicence')}
                  </Button>
                )}
                {request.insurance_document && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => void openDocument(request.id, request.insurance_document)}
                  >
                    {t('verification.openInsurance')}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <FormMessage error={openFailure} info={null} />
    </>
  );
}
