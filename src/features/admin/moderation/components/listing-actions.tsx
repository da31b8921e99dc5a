import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select } from '@/components/ui';
import { moderateListing, recordBackgroundCheck, type ListingRow } from '../api';
import { useModerationAction, type ActionDone } from '../hooks/use-moderation-action';
import { mailOutcomeKey } from '../model';
import '../namespace';
import { ReasonDialog } from './reason-dialog';

interface ListingActionsProps {
  readonly row: ListingRow;
  readonly onChanged: (done: ActionDone) => void;
}

/**
 * Suspend and reinstate (reason required, in a dialog), keep (dismisses the open reports), and
 * record a background check (passed or not, with the check's reference). After a suspend or
 * reinstate it says whether the owner was emailed, as the server answered.
 */
export function ListingActions({ row, onChanged }: ListingActionsProps) {
  const { t } = useTranslation('moderation');
  const { act, busy, error, clearError } = useModerationAction(onChanged);
  const [dialog, setDialog] = useState<'suspend' | 'reinstate' | 'check' | null>(null);
  // No result until staff choose one: "Not passed" must not be one key press away.
  const [passed, setPassed] = useState('');
  const name = row.businessName || row.id;
  const suspended = row.status === 'suspended';

  const withMail = (message: string, mail: unknown, action: 'suspend' | 'reinstate') => {
    const key = mailOutcomeKey(mail, action);
    const done: ActionDone = {
      message,
      detail: key ? t(key) : undefined,
      persistent: key !== null && key !== 'mail.sent',
    };
    return done;
  };
  const close = () => {
    setDialog(null);
    clearError();
  };

  return (
    <div className="flex min-w-40 flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {!suspended && (
          <Button size="sm" variant="danger" disabled={busy} onClick={() => setDialog('suspend')}>
            {t('listings.suspend')}
          </Button>
        )}
        {suspended && (
          <Button size="sm" disabled={busy} onClick={() => setDialog('reinstate')}>
            {t('listings.reinstate')}
          </Button>
        )}
        {!suspended && (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void act(
                () => moderateListing(row.id, 'keep', ''),
                () => ({ message: t('listings.kept', { name }) }),
              )
            }
          >
            {t('listings.keep')}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => {
            setPassed('');
            setDialog('check');
          }}
        >
          {t('listings.backgroundCheck')}
        </Button>
      </div>
      {error && dialog === null && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {(dialog === 'suspend' || dialog === 'reinstate') && (
        <ReasonDialog
          key={dialog}
          title={t(dialog === 'suspend' ? 'listings.suspendTitle' : 'listings.reinstateTitle', {
            name,
          })}
          confirmLabel={t(dialog === 'suspend' ? 'listings.confirmSuspend' : 'listings.reinstate')}
          hint={t(dialog === 'suspend' ? 'listings.suspendHint' : 'listings.reinstateHint')}
          required
          busy={busy}
          error={error}
          onClose={close}
          onConfirm={(reason) =>
            void act(
              () => moderateListing(row.id, dialog, reason),
              (v) =>
                withMail(
                  t(dialog === 'suspend' ? 'listings.suspended' : 'listings.reinstated', { name }),
                  v.mail,
                  dialog,
                ),
            ).then((ok) => ok && setDialog(null))
          }
        />
      )}
      {dialog === 'check' && (
        <ReasonDialog
          title={t('listings.checkTitle', { name })}
          confirmLabel={t('listings.confirmCheck')}
          reasonLabel={t('listings.checkReference')}
          hint={t('listings.checkReferenceHint')}
          required
          busy={busy}
          error={error}
          onClose={close}
          check={() => (passed ? '' : t('listings.checkResultRequired'))}
          onConfirm={(reason) =>
            void act(
              () => recordBackgroundCheck(row.id, passed === 'yes', reason),
              () => ({ message: t('listings.checkRecorded', { name }) }),
            ).then((ok) => ok && setDialog(null))
          }
        >
          <Select label={t('listings.checkResult')} value={passed} onChange={setPassed}>
            <option value="">{t('listings.checkChoose')}</option>
            <option value="yes">{t('listings.checkPassed')}</option>
            <option value="no">{t('listings.checkFailed')}</option>
          </Select>
        </ReasonDialog>
      )}
    </div>
  );
}
