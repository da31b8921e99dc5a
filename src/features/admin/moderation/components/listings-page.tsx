import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, Field } from '@/components/ui';
import type { Column } from '@/components/list';
import { formatWhen } from '../../shell';
import { fetchListings, type ListingRow } from '../api';
import { useTabbedQueue } from '../hooks/use-queue';
import { LISTING_QUEUES, type ListingQueue } from '../model';
import '../namespace';
import { Badge } from './badge';
import { ListingActions } from './listing-actions';
import { QueuePage, TabbedQueue } from './queue-page';
import { ReportsList } from './reports-list';

/**
 * /admin/listings?queue=new|reported|suspended|all(&q=): listings waiting for staff, each with
 * its open reports, and every listing (searchable by business name or owner email); suspend or
 * reinstate (with a reason the owner is emailed), keep, or record a background check. Admins
 * and moderators.
 */
export default function ListingsPage() {
  return (
    <QueuePage page="adminListings">
      <Listings />
    </QueuePage>
  );
}

const STATUSES = ['draft', 'active', 'suspended', 'removed'] as const;

function Listings() {
  const { t, i18n } = useTranslation(['moderation', 'admin', 'pages']);
  const searchText = new URLSearchParams(useLocation().search).get('q') ?? '';
  const fetch = useCallback(
    (queueName: ListingQueue, page: number, perPage: number) =>
      fetchListings(queueName, page, perPage, searchText),
    [searchText],
  );
  const { current, queue } = useTabbedQueue('queue', LISTING_QUEUES, fetch);
  const columns: Column<ListingRow>[] = [
    {
      key: 'listing',
      heading: t('listings.listing'),
      cell: (r) => (
        <div className="min-w-40">
          <Link dir="auto" to={`/profile/${r.id}`} className="font-medium text-blue-800 underline">
            {r.businessName || r.id}
          </Link>
          <p dir="auto" className="break-all text-slate-700">
            {r.ownerEmail}
          </p>
          <p className="text-xs text-slate-600">
            {t('listings.created', { when: formatWhen(r.created, i18n.language) })}
          </p>
        </div>
      ),
    },
    {
      key: 'actions',
      heading: t('admin:affiliates.actions'),
      cell: (r) => <ListingActions row={r} onChanged={queue.changed} />,
    },
    {
      key: 'status',
      heading: t('admin:affiliates.status'),
      cell: (r) => (
        <div className="flex min-w-32 flex-col items-start gap-1">
          <Badge tone={r.status === 'suspended' ? 'bad' : 'neutral'}>
            {(STATUSES as readonly string[]).includes(r.status)
              ? t(`listings.statuses.${r.status as (typeof STATUSES)[number]}`)
              : r.status}
          </Badge>
          {r.verified && <Badge tone="good">{t('listings.verified')}</Badge>}
          {r.backgroundCheck && <Badge tone="good">{t('listings.backgroundChecked')}</Badge>}
          {!r.backgroundCheck && r.backgroundCheckedAt && (
            <Badge tone="bad">{t('listings.backgroundNotPassed')}</Badge>
          )}
          {r.status === 'suspended' && r.suspensionReason && (
            <p className="whitespace-pre-line break-words text-slate-800">
              {t('listings.suspensionReason', { reason: r.suspensionReason })}
            </p>
          )}
        </div>
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
      label={t('pages:adminListings.title')}
      param="queue"
      queues={LISTING_QUEUES}
      current={current}
      tabName={(q) => t(`tabs.listings.${q}`)}
      queue={queue}
      columns={columns}
    >
      {current === 'all' && <ListingSearch initial={searchText} />}
    </TabbedQueue>
  );
}

/** The `all` queue's search: business name or owner email, kept in the URL (`?q=`). */
function ListingSearch({ initial }: { readonly initial: string }) {
  const { t } = useTranslation(['moderation', 'admin']);
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      className="mt-4 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const query = new URLSearchParams({ queue: 'all' });
        if (text.trim()) query.set('q', text.trim());
        void navigate(`?${query.toString()}`);
      }}
    >
      <Field
        id="listing-search"
        className="min-w-0 flex-1"
        label={t('listings.search')}
        type="search"
        maxLength={100}
        value={text}
        onChange={setText}
      />
      <Button type="submit" variant="secondary">
        {t('admin:securityEvents.apply')}
      </Button>
    </form>
  );
}
