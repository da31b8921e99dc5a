import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Column } from '@/components/list';
import { formatWhen } from '../../shell';
import { fetchVerifications, type VerificationRow } from '../api';
import { useTabbedQueue } from '../hooks/use-queue';
import { VERIFICATION_STATUSES } from '../model';
import '../namespace';
import { DocumentLinks } from './document-links';
import { QueuePage, TabbedQueue } from './queue-page';
import { VerificationActions } from './verification-actions';

/**
 * /admin/verifications?status=pending|approved|rejected: contractors' licence and insurance
 * documents (opened in a new tab with a file token); approve, or reject with a reason.
 * Admins and moderators.
 */
export default function VerificationsPage() {
  return (
    <QueuePage page="adminVerifications">
      <Verifications />
    </QueuePage>
  );
}

function Verifications() {
  const { t, i18n } = useTranslation(['moderation', 'admin', 'pages']);
  const { current, queue } = useTabbedQueue('status', VERIFICATION_STATUSES, fetchVerifications);
  const columns: Column<VerificationRow>[] = [
    {
      key: 'business',
      heading: t('verifications.business'),
      cell: (r) => (
        <div className="min-w-40">
          <Link
            dir="auto"
            to={`/profile/${r.contractorId}`}
            className="font-medium text-blue-800 underline"
          >
            {r.businessName || r.contractorId}
          </Link>
          <p dir="auto" className="break-all text-slate-700">
            {r.ownerEmail}
          </p>
          <p className="text-xs text-slate-600">
            {t('verifications.submitted', { when: formatWhen(r.created, i18n.language) })}
          </p>
        </div>
      ),
    },
    {
      key: 'documents',
      heading: t('verifications.documents'),
      cell: (r) => <DocumentLinks row={r} />,
    },
    {
      key: 'actions',
      heading: t('admin:affiliates.actions'),
      cell: (r) =>
        r.status === 'pending' ? <VerificationActions row={r} onChanged={queue.changed} /> : null,
    },
    {
      key: 'note',
      heading: t('verifications.note'),
      cell: (r) => (
        <div className="min-w-40 max-w-md">
          <p dir="auto" className="whitespace-pre-line break-words">
            {r.note}
          </p>
          {r.decisionReason && (
            <p className="mt-1 whitespace-pre-line break-words text-slate-700">
              {t('verifications.decision', { reason: r.decisionReason })}
            </p>
          )}
        </div>
      ),
    },
  ];
  return (
    <TabbedQueue
      label={t('pages:adminVerifications.title')}
      param="status"
      queues={VERIFICATION_STATUSES}
      current={current}
      tabName={(q) => t(`tabs.verifications.${q}`)}
      queue={queue}
      columns={columns}
    />
  );
}
