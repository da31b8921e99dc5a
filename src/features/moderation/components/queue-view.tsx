import { ListView, type Column } from '@/features/admin-shell';
import type { QueueState } from '../hooks/use-queue';

interface QueueViewProps<T extends { readonly id: string }> {
  readonly label: string;
  readonly queue: QueueState<T>;
  readonly columns: readonly Column<T>[];
}

/** The notice of the last action (a polite live region), then the paged table. */
export function QueueView<T extends { readonly id: string }>({
  label,
  queue,
  columns,
}: QueueViewProps<T>) {
  const { list, notice } = queue;
  return (
    <>
      <div role="status" className="mt-4 min-h-6 text-slate-800" data-testid="moderation-notice">
        {notice && (
          <p>
            {notice.message}
            {notice.detail && <span className="ms-1">{notice.detail}</span>}
          </p>
        )}
      </div>
      <ListView
        label={label}
        state={list.state}
        columns={columns}
        pageNumber={list.pageNumber}
        onPage={list.goTo}
        onRetry={list.reload}
      />
    </>
  );
}
