import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/list';
import { AdminPage, type AdminPageProps } from '../../shell';
import type { QueueState } from '../hooks/use-queue';
import '../namespace';
import { OnlineOnly } from './online-only';
import { QueueTabs } from './queue-tabs';
import { QueueView } from './queue-view';

/** The frame of a moderation page: the admin page, its queue only while online. */
export function QueuePage({
  page,
  children,
}: {
  readonly page: AdminPageProps['page'];
  readonly children: ReactNode;
}) {
  return (
    <AdminPage page={page}>
      <OnlineOnly>{children}</OnlineOnly>
    </AdminPage>
  );
}

interface TabbedQueueProps<Q extends string, T extends { readonly id: string }> {
  /** The list's accessible name. */
  readonly label: string;
  /** The query parameter of the tabs, e.g. "queue". */
  readonly param: string;
  readonly queues: readonly Q[];
  readonly current: Q;
  readonly tabName: (queue: Q) => string;
  readonly queue: QueueState<T>;
  readonly columns: readonly Column<T>[];
  /** What stands between the tabs and the list (a search form). */
  readonly children?: ReactNode;
}

/** A queue's tabs (one per queue, set in the URL), then its notice and list (QueueView). */
export function TabbedQueue<Q extends string, T extends { readonly id: string }>({
  label,
  param,
  queues,
  current,
  tabName,
  queue,
  columns,
  children,
}: TabbedQueueProps<Q, T>) {
  const { t } = useTranslation('moderation');
  return (
    <>
      <QueueTabs
        label={t('tabs.label')}
        param={param}
        queues={queues}
        current={current}
        name={tabName}
      />
      {children}
      <QueueView label={label} queue={queue} columns={columns} />
    </>
  );
}
