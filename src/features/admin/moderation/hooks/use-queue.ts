/** The state of one moderation queue: its paged list and the notice of the last action. */
import { useCallback, useState } from 'react';
import type { Page } from '@/components/list';
import { useAdminList } from '../../shell';
import type { CallResult } from '@/lib/pocketbase-call';
import type { ActionDone } from './use-moderation-action';

/**
 * A queue's list and what the staff last did on it. The page's columns get `changed`, which
 * their actions call: it keeps the notice and reloads the list, so a handled item leaves it.
 */
export function useQueue<T>(
  fetchPage: (page: number, perPage: number) => Promise<CallResult<Page<T>>>,
) {
  const list = useAdminList(fetchPage);
  const [notice, setNotice] = useState<ActionDone | null>(null);
  const { reload } = list;
  const changed = useCallback(
    (done: ActionDone) => {
      setNotice(done);
      reload();
    },
    [reload],
  );
  return { list, notice, changed };
}

/** What useQueue answers. */
export type QueueState<T> = ReturnType<typeof useQueue<T>>;
