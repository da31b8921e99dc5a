import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';

/** The answers to a hire request that cannot be taken back, so are asked about first. */
export type ConfirmedAnswer = 'declined' | 'done';

const WORDS = {
  declined: {
    title: 'confirmHire.declineTitle',
    body: 'confirmHire.declineBody',
    confirm: 'confirmHire.declineConfirm',
  },
  done: {
    title: 'confirmHire.completeTitle',
    body: 'confirmHire.completeBody',
    confirm: 'confirmHire.completeConfirm',
  },
} as const;

/**
 * Asks "Decline this hire request?" or "Mark this job completed?" before the answer is saved:
 * both are final, and a slip of the thumb on a phone would otherwise send them at once.
 * `answer` null keeps the dialog closed; `onConfirm` is called only by the confirm button,
 * `onCancel` by "Go back", the close button, Escape or a click outside.
 */
export function ConfirmHireAnswer({
  answer,
  onConfirm,
  onCancel,
}: {
  readonly answer: ConfirmedAnswer | null;
  readonly onConfirm: (answer: ConfirmedAnswer) => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation('portal');
  const words = WORDS[answer ?? 'declined'];
  return (
    <Dialog
      open={answer !== null}
      onClose={onCancel}
      title={t(words.title)}
      closeLabel={t('confirmHire.close')}
      data-testid="confirm-hire-answer"
    >
      <p className="mt-2 text-slate-700">{t(words.body)}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('confirmHire.cancel')}
        </Button>
        <Button
          variant={answer === 'declined' ? 'danger' : 'primary'}
          onClick={() => {
            if (answer) onConfirm(answer);
          }}
        >
          {t(words.confirm)}
        </Button>
      </div>
    </Dialog>
  );
}
