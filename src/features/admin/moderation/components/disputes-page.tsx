import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Column } from '@/components/list';
import { formatWhen } from '../../shell';
import { TRADES } from '@/constants/trades';
import { useTradeName } from '@/i18n/trade-names';
import { fetchDisputes, type DisputeRow } from '../api';
import { useQueue } from '../hooks/use-queue';
import '../namespace';
import { DisputeActions } from './dispute-actions';
import { QueuePage } from './queue-page';
import { QueueView } from './queue-view';

/**
 * /admin/disputes: hires the client disputed, with the work asked for and the client's
 * reason; resolve as "the work stands" or "cancel the hire", with a reason both parties see.
 * Admins and moderators.
 */
export default function DisputesPage() {
  return (
    <QueuePage page="adminDisputes">
      <Disputes />
    </QueuePage>
  );
}

function Disputes() {
  const { t, i18n } = useTranslation(['moderation', 'admin', 'pages']);
  const tradeName = useTradeName();
  const queue = useQueue(fetchDisputes);
  const tradeLabel = (value: string) => {
    const trade = TRADES.find((tr) => tr.value === value);
    return trade ? tradeName(trade) : value;
  };
  const columns: Column<DisputeRow>[] = [
    {
      key: 'hire',
      heading: t('disputes.hire'),
      cell: (r) => (
        <div className="min-w-40">
          <p className="font-medium text-slate-900">{tradeLabel(r.trade)}</p>
          <Link dir="auto" to={`/profile/${r.contractorId}`} className="text-blue-800 underline">
            {r.businessName || r.contractorId}
          </Link>
          <p className="text-slate-700">
            {t('disputes.client')}: {r.clientName}
          </p>
          <p className="text-xs text-slate-600">
            {t('disputes.updated', { when: formatWhen(r.updated, i18n.language) })}
          </p>
        </div>
      ),
    },
    {
      key: 'actions',
      heading: t('admin:affiliates.actions'),
      cell: (r) => <DisputeActions row={r} onChanged={queue.changed} />,
    },
    {
      key: 'description',
      heading: t('disputes.description'),
      cell: (r) => (
        <p dir="auto" className="min-w-48 max-w-md whitespace-pre-line break-words">
          {r.description}
        </p>
      ),
    },
    {
      key: 'dispute',
      heading: t('disputes.disputeReason'),
      cell: (r) => (
        <p dir="auto" className="min-w-48 max-w-md whitespace-pre-line break-words">
          {r.disputeReason}
        </p>
      ),
    },
  ];
  return <QueueView label={t('pages:adminDisputes.title')} queue={queue} columns={columns} />;
}
