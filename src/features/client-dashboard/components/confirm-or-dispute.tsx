import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextArea } from '@/components/ui';
import { setHireStatus, type HireRecord } from '@/data/hires';
import { toastInfo } from '@/lib/toast';

/**
 * For a hire the contractor marked done: "Confirm the work is done" (then the client may
 * review it) or "Dispute" with a short reason. Both go through the outbox like every write.
 */
export function ConfirmOrDispute({ hire }: { readonly hire: HireRecord }) {
  const { t } = useTranslation('dashboard');
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <div className="mt-3 flex flex-col gap-3" data-testid="confirm-or-dispute">
      <p className="text-sm text-slate-800">{t('hires.doneAsk')}</p>
      {!disputing && (
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() =>
              void setHireStatus(hire.id, 'completed').then(() => toastInfo(t('hires.confirmed')))
            }
          >
            {t('hires.confirmDone')}
          </Button>
          <Button variant="secondary" onClick={() => setDisputing(true)}>
            {t('hires.dispute')}
          </Button>
        </div>
      )}
      {disputing && (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) {
              setMissing(true);
              return;
            }
            void setHireStatus(hire.id, 'disputed', undefined, reason.trim()).then(() =>
              toastInfo(t('hires.disputeSent')),
            );
          }}
        >
          <TextArea
            label={t('hires.disputeReason')}
            rows={3}
            maxLength={500}
            value={reason}
            error={missing && !reason.trim() ? t('hires.disputeReasonRequired') : undefined}
            onChange={setReason}
          />
          <div>
            <Button type="submit">{t('hires.disputeSend')}</Button>
          </div>
        </form>
      )}
    </div>
  );
}
