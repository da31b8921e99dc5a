import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Column } from '@/components/list';
import { formatWhen } from '../../shell';
import { fetchReviews, type ReviewRow } from '../api';
import { useTabbedQueue } from '../hooks/use-queue';
import { knownHeldReason, REVIEW_QUEUES } from '../model';
import '../namespace';
import { Badge } from './badge';
import { QueuePage, TabbedQueue } from './queue-page';
import { ReportsList } from './reports-list';
import { ReviewActions } from './review-actions';

/**
 * /admin/reviews?queue=reported|held|hidden: reported reviews, reviews the server holds (with
 * why) and hidden ones, with their open reports; hide (reason required), unhide or release, or
 * keep. Admins and moderators.
 */
export default function ReviewsPage() {
  return (
    <QueuePage page="adminReviews">
      <Reviews />
    </QueuePage>
  );
}

function Reviews() {
  const { t, i18n } = useTranslation(['moderation', 'admin', 'pages']);
  const { current, queue } = useTabbedQueue('queue', REVIEW_QUEUES, fetchReviews);
  const columns: Column<ReviewRow>[] = [
    {
      key: 'review',
      heading: t('reviews.review'),
      cell: (r) => (
        <div className="min-w-56 max-w-md">
          <p className="font-medium text-slate-900">
            <span aria-hidden="true">{'★'.repeat(Math.max(0, Math.min(5, r.rating)))}</span>
            <span className="sr-only">{t('reviews.rating', { rating: r.rating })}</span>
            {r.hidden && (
              <span className="ms-2">
                <Badge tone="bad">
                  {r.heldReason ? t('reviews.heldBadge') : t('reviews.hiddenBadge')}
                </Badge>
              </span>
            )}
          </p>
          {r.heldReason && (
            <p className="text-sm text-amber-900" data-testid="held-reason">
              {knownHeldReason(r.heldReason)
                ? t(`reviews.heldReason.${knownHeldReason(r.heldReason) ?? 'new_account'}`)
                : t('reviews.heldBadge')}
            </p>
          )}
          <p dir="auto" className="whitespace-pre-line break-words text-slate-800">
            {r.body}
          </p>
          <p className="text-xs text-slate-600">{formatWhen(r.created, i18n.language)}</p>
        </div>
      ),
    },
    {
      key: 'actions',
      heading: t('admin:affiliates.actions'),
      cell: (r) => <ReviewActions row={r} onChanged={queue.changed} />,
    },
    {
      key: 'author',
      heading: t('reviews.author'),
      cell: (r) => <span dir="auto">{r.authorName}</span>,
    },
    {
      key: 'listing',
      heading: t('reviews.listing'),
      cell: (r) => (
        <Link
          dir="auto"
          to={`/profile/${r.contractorId}`}
          className="font-medium text-blue-800 underline"
        >
          {r.businessName || r.contractorId}
        </Link>
      ),
    },
    {
      key: 'reports',
      heading: t('listings.reports'),
      cell: (r) => <ReportsList reports={r.reports} />,
    },
  ];
  return (
    <TabbedQueue
      label={t('pages:adminReviews.title')}
      param="queue"
      queues={REVIEW_QUEUES}
      current={current}
      tabName={(q) => t(`tabs.reviews.${q}`)}
      queue={queue}
      columns={columns}
    />
  );
}
