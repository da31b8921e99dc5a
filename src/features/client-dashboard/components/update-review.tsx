import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import type { HireRecord } from '@/data/hires';
import { ReviewForm } from './review-form';

/**
 * A completed hire of a contractor the client already reviewed through another hire: one
 * review per client per contractor (docs/security-model.md, "Trust rules"), so this hire
 * offers to update that review, prefilled, instead of a second one. After saving it says so.
 */
export function UpdateReview({
  clientId,
  hire,
  review,
}: {
  readonly clientId: string;
  readonly hire: Pick<HireRecord, 'id' | 'contractor'>;
  readonly review: { readonly rating: number; readonly body: string } | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const [state, setState] = useState<'idle' | 'editing' | 'saved'>('idle');
  if (state === 'editing') {
    return (
      <ReviewForm
        authorId={clientId}
        hire={hire}
        initial={review}
        onSaved={() => setState('saved')}
      />
    );
  }
  return (
    <div className="mt-3 flex flex-col items-start gap-2" data-testid="update-review">
      <p className="text-sm text-emerald-800">
        {state === 'saved' ? t('hires.reviewUpdated') : t('hires.reviewedEarlier')}
      </p>
      {state === 'idle' && (
        <Button variant="secondary" onClick={() => setState('editing')}>
          {t('hires.updateReview')}
        </Button>
      )}
    </div>
  );
}
