import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextArea } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { checkReason, REASON_MAX_LENGTH } from '../model';
import '../namespace';

export interface ReasonDialogProps {
  readonly title: string;
  readonly confirmLabel: string;
  /** The reason's label; "Reason" by default. */
  readonly reasonLabel?: string;
  readonly hint: string;
  /** Whether the action needs a reason (checked here before anything is sent). */
  readonly required: boolean;
  readonly busy: boolean;
  /** The server's refusal, in words ('' when none). */
  readonly error: string;
  readonly onConfirm: (reason: string) => void;
  readonly onClose: () => void;
  /** Fields shown above the reason (a result, an outcome). */
  readonly children?: ReactNode;
  /** Checks those fields before sending: a problem in words, or '' when none. */
  readonly check?: () => string;
}

/**
 * A staff action that takes a reason, in a dialog: the reason (at most 2000 characters,
 * checked before sending), the server's refusal if any, confirm and cancel. Render it only
 * while open: each opening starts with an empty reason.
 */
export function ReasonDialog({
  title,
  confirmLabel,
  reasonLabel,
  hint,
  required,
  busy,
  error,
  onConfirm,
  onClose,
  children,
  check,
}: ReasonDialogProps) {
  const { t } = useTranslation(['moderation', 'admin']);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [fieldsProblem, setFieldsProblem] = useState('');
  const submit = () => {
    const fields = check?.() ?? '';
    setFieldsProblem(fields);
    const found = checkReason(reason, required);
    if (fields) return;
    if (found === 'required') setProblem(t('moderation:errors.reasonRequired'));
    else if (found === 'tooLong') {
      setProblem(t('moderation:errors.reasonTooLong', { max: REASON_MAX_LENGTH }));
    } else onConfirm(reason.trim());
  };
  return (
    <Dialog open onClose={onClose} title={title} closeLabel={t('moderation:dialog.close')}>
      <form
        className="mt-4 flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {children}
        {fieldsProblem && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {fieldsProblem}
          </p>
        )}
        <TextArea
          label={reasonLabel ?? t('admin:affiliates.reason')}
          hint={hint}
          error={problem || undefined}
          value={reason}
          rows={4}
          maxLength={REASON_MAX_LENGTH}
          required={required}
          onChange={(value) => {
            setReason(value);
            setProblem('');
          }}
        />
        {error && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="danger" disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('admin:affiliates.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
