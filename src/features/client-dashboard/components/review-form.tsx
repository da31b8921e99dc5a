import { Star } from 'lucide-react';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextArea } from '@/components/ui';
import type { HireRecord } from '@/data/hires';
import { REVIEW_BODY_MAX, reviewHire } from '@/data/reviews';
import { VerifyEmailNotice } from '@/features/auth';
import { useSession } from '@/lib/session';
import { toastInfo } from '@/lib/toast';
import { RATINGS, validateReview, type ReviewError } from '../model';

/**
 * The review of a completed hire: 1–5 stars as a radio group and a text.
 * Saved on the device at once and sent when the network allows. An unverified account gets the
 * "verify your email" notice instead (the server refuses its reviews).
 */
export function ReviewForm({
  authorId,
  hire,
  initial,
  onSaved,
}: {
  authorId: string;
  hire: Pick<HireRecord, 'id' | 'contractor'>;
  /** The client's current review of this contractor, when this form updates it. */
  initial?: { readonly rating: number; readonly body: string } | undefined;
  onSaved?: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const { user } = useSession();
  const id = useId();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [body, setBody] = useState(initial?.body ?? '');
  const [error, setError] = useState<ReviewError | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validateReview(rating, body);
    setError(found);
    if (found) return;
    setSaving(true);
    try {
      await reviewHire(authorId, hire, rating, body);
      toastInfo(t('review.saved'));
      onSaved?.();
    } finally {
      setSaving(false);
    }
  };

  if (user?.verified === false) return <VerifyEmailNotice email={user.email} purpose="review" />;
  return (
    <form
      className="mt-4 grid gap-3 rounded-lg bg-slate-50 p-3"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="review-form"
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
        {t('review.heading')}
      </h3>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('review.rating')}</legend>
        <div className="mt-1 flex gap-1" role="radiogroup" aria-label={t('review.rating')}>
          {RATINGS.map((value) => (
            <label key={value} className="cursor-pointer">
              {/* eslint-disable-next-line no-restricted-syntax -- each star is a radio hidden behind its icon, not a text field */}
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="peer sr-only"
                aria-label={t('review.star', { rating: value })}
              />
              <Star
                aria-hidden="true"
                className={`size-7 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-orange-600 ${
                  value <= rating ? 'fill-orange-500 text-orange-500' : 'text-slate-400'
                }`}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <TextArea
        label={t('review.body')}
        rows={3}
        maxLength={REVIEW_BODY_MAX}
        value={body}
        onChange={setBody}
      />
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {t(error, { max: REVIEW_BODY_MAX })}
        </p>
      )}
      <div>
        <Button type="submit" disabled={saving}>
          {t('review.submit')}
        </Button>
      </div>
    </form>
  );
}
