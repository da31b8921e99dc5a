import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { formatNumber } from '@/i18n/format';
import { progressFraction, type BlastProgress } from '../model';

interface BlastProgressViewProps {
  readonly progress: BlastProgress;
  readonly onCancel: () => void;
  readonly busy: boolean;
}

/** A blast's progress bar, its counts and status, and "Cancel" while it is sending. */
export function BlastProgressView({ progress, onCancel, busy }: BlastProgressViewProps) {
  const { t, i18n } = useTranslation('blast');
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <section
      className="mt-10 rounded-xl border border-slate-200 p-4"
      aria-labelledby="blast-progress-heading"
      data-testid="blast-progress"
      data-status={progress.status}
    >
      <h2 id="blast-progress-heading" className="text-xl font-semibold text-slate-900">
        {t('progress.heading')}
      </h2>
      <p className="mt-2 font-medium text-slate-800" role="status">
        {t(`status.${progress.status}`)}
      </p>
      <progress
        className="mt-3 h-3 w-full accent-orange-600"
        aria-label={t('progress.label')}
        max={1}
        value={progressFraction(progress)}
      />
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-4">
        <dt>{t('progress.sent')}</dt>
        <dd data-testid="blast-sent">
          {t('progress.ofTotal', { done: n(progress.sent), total: n(progress.total) })}
        </dd>
        <dt>{t('progress.skipped')}</dt>
        <dd>{n(progress.skipped)}</dd>
        <dt>{t('progress.failed')}</dt>
        <dd>{n(progress.failed + progress.unconfirmed)}</dd>
        <dt>{t('progress.pending')}</dt>
        <dd>{n(progress.pending)}</dd>
      </dl>
      {progress.status === 'sending' && (
        <Button className="mt-4" variant="secondary" disabled={busy} onClick={onCancel}>
          {t('progress.cancel')}
        </Button>
      )}
    </section>
  );
}
