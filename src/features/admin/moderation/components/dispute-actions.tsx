import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select } from '@/components/ui';
import { resolveDispute, type DisputeOutcome, type DisputeRow } from '../api';
import { useModerationAction, type ActionDone } from '../hooks/use-moderation-action';
import '../namespace';
import { ReasonDialog } from './reason-dialog';

interface DisputeActionsProps {
  readonly row: DisputeRow;
  readonly onChanged: (done: ActionDone) => void;
}

/** Resolve a dispute, in a dialog: the outcome and a reason shown to both parties. */
export function DisputeActions({ row, onChanged }: DisputeActionsProps) {
  const { t } = useTranslation('moderation');
  const { act, busy, error, clearError } = useModerationAction(onChanged);
  const [resolving, setResolving] = useState(false);
  const [outcome, setOutcome] = useState<DisputeOutcome>('completed');
  const name = row.businessName || row.contractorId;

  return (
    <div className="flex min-w-32 flex-col items-start gap-2">
      <Button size="sm" disabled={busy} onClick={() => setResolving(true)}>
        {t('disputes.resolve')}
      </Button>
      {error && !resolving && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {resolving && (
        <ReasonDialog
          title={t('disputes.resolveTitle', { name })}
          confirmLabel={t('disputes.confirmResolve')}
          hint={t('disputes.resolveHint')}
          required
          busy={busy}
          error={error}
          onClose={() => {
            setResolving(false);
            clearError();
          }}
          onConfirm={(reason) =>
            void act(
              () => resolveDispute(row.id, outcome, reason),
              () => ({
                message:
                  outcome === 'completed'
                    ? t('disputes.resolvedCompleted', { name })
                    : t('disputes.resolvedCancelled', { name }),
              }),
            ).then((ok) => ok && setResolving(false))
          }
        >
          <Select
            label={t('disputes.outcome')}
            value={outcome}
            onChange={(v) => setOutcome(v === 'cancelled' ? 'cancelled' : 'completed')}
          >
            <option value="completed">{t('disputes.completed')}</option>
            <option value="cancelled">{t('disputes.cancelled')}</option>
          </Select>
        </ReasonDialog>
      )}
    </div>
  );
}
