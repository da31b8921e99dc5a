import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { decideVerification, type VerificationRow } from '../api';
import { useModerationAction, type ActionDone } from '../hooks/use-moderation-action';
import '../namespace';
import { ReasonDialog } from './reason-dialog';

interface VerificationActionsProps {
  readonly row: VerificationRow;
  readonly onChanged: (done: ActionDone) => void;
}

/** Approve a pending request (the listing gets its Verified badge), or reject with a reason. */
export function VerificationActions({ row, onChanged }: VerificationActionsProps) {
  const { t } = useTranslation('moderation');
  const { act, busy, error, clearError } = useModerationAction(onChanged);
  const [rejecting, setRejecting] = useState(false);
  const name = row.businessName || row.contractorId;

  return (
    <div className="flex min-w-32 flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          onClick={() =>
            void act(
              () => decideVerification(row.id, 'approve', ''),
              () => ({ message: t('verifications.approved', { name }) }),
            )
          }
        >
          {t('verifications.approve')}
        </Button>
        <Button size="sm" variant="danger" disabled={busy} onClick={() => setRejecting(true)}>
          {t('verifications.reject')}
        </Button>
      </div>
      {error && !rejecting && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {rejecting && (
        <ReasonDialog
          title={t('verifications.rejectTitle', { name })}
          confirmLabel={t('verifications.confirmReject')}
          hint={t('verifications.rejectHint')}
          required
          busy={busy}
          error={error}
          onClose={() => {
            setRejecting(false);
            clearError();
          }}
          onConfirm={(reason) =>
            void act(
              () => decideVerification(row.id, 'reject', reason),
              () => ({ message: t('verifications.rejected', { name }) }),
            ).then((ok) => ok && setRejecting(false))
          }
        />
      )}
    </div>
  );
}
