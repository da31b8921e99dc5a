import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/list';
import { AdminListView } from '../../shell';
import type { QueueState } from '../hooks/use-queue';
import '../namespace';

interface QueueViewProps<T extends { readonly id: string }> {
  readonly label: string;
  readonly queue: QueueState<T>;
  readonly columns: readonly Column<T>[];
}

/**
 * The notice of the last action (a polite live region: what it did, or why it was refused),
 * then the paged table; on a phone each row is a card, so its actions are on the screen
 * without a sideways swipe.
 */
export function QueueView<T extends { readonly id: string }>({
  label,
  queue,
  columns,
}: QueueViewProps<T>) {
  const { t } = useTranslation('moderation');
  const { list, notice } = queue;
  return (
    <>
      <div role="status" className="mt-4 min-h-6" data-testid="moderation-notice">
        {notice && (
          <p className={notice.refused ? 'font-medium text-red-800' : 'text-slate-800'}>
            {notice.message}
            {notice.detail && ` ${notice.detail}`}
          </p>
        )}
      </div>
      <AdminListView
        label={label}
        list={list}
        columns={columns}
        forbiddenText={t('forbiddenList')}
        cardsOnPhone
      />
    </>
  );
}
