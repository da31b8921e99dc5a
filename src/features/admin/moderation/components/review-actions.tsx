import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { moderateReview, type ReviewRow } from '../api';
import { useModerationAction, type ActionDone } from '../hooks/use-moderation-action';
import '../namespace';
import { ReasonDialog } from './reason-dialog';

interface ReviewActionsProps {
  readonly row: ReviewRow;
  readonly onChanged: (done: ActionDone) => void;
}

/**
 * Hide (reason required, in a dialog), unhide, or keep (dismisses the open reports); a review
 * the server holds is released (counted) or hidden.
 */
export function ReviewActions({ row, onChanged }: ReviewActionsProps) {
  const { t } = useTranslation('moderation');
  const { act, busy, error, clearError } = useModerationAction(onChanged);
  const [hiding, setHiding] = useState(false);
  const author = row.authorName;

  /** A button that moves the review at once (no reason asked) and says what it did. */
  const quick = (
    action: 'unhide' | 'keep',
    label: 'reviews.release' | 'reviews.unhide' | 'reviews.keep',
    done: 'reviews.released' | 'reviews.unhidden' | 'reviews.kept',
    variant?: 'secondary',
  ) => (
    <Button
      size="sm"
      {...(variant && { variant })}
      disabled={busy}
      onClick={() =>
        void act(
          () => moderateReview(row.id, action, ''),
          () => ({ message: t(done, { author }) }),
        )
      }
    >
      {t(label)}
    </Button>
  );
  const hide = (
    <Button size="sm" variant="danger" disabled={busy} onClick={() => setHiding(true)}>
      {t('reviews.hide')}
    </Button>
  );

  return (
    <div className="flex min-w-32 flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {row.heldReason ? (
          <>
            {quick('unhide', 'reviews.release', 'reviews.released')}
            {hide}
          </>
        ) : row.hidden ? (
          quick('unhide', 'reviews.unhide', 'reviews.unhidden')
        ) : (
          <>
            {hide}
            {quick('keep', 'reviews.keep', 'reviews.kept', 'secondary')}
          </>
        )}
      </div>
      {error && !hiding && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {hiding && (
        <ReasonDialog
          title={t('reviews.hideTitle', { author })}
          confirmLabel={t('reviews.confirmHide')}
          hint={t('reason.hint')}
          required
          busy={busy}
          error={error}
          onClose={() => {
            setHiding(false);
            clearError();
          }}
          onConfirm={(reason) =>
            void act(
              () => moderateReview(row.id, 'hide', reason),
              () => ({ message: t('reviews.hidden', { author }) }),
            ).then((ok) => ok && setHiding(false))
          }
        />
      )}
    </div>
  );
}
