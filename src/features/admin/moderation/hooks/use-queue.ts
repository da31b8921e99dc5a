/** The state of one moderation queue: its paged list and the notice of the last action. */
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Page } from '@/components/list';
import { useAdminList } from '../../shell';
import type { CallResult } from '@/lib/pocketbase-call';
import { queueFromSearch } from '../model';
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

/**
 * The queue of the tab the URL names (`?param=`, the first of `queues` by default).
 * @param fetch loads one page of a queue; keep it stable (a module function or useCallback)
 * @returns the open tab and its queue (useQueue)
 */
export function useTabbedQueue<Q extends string, T>(
  param: string,
  queues: readonly [Q, ...Q[]],
  fetch: (queue: Q, page: number, perPage: number) => Promise<CallResult<Page<T>>>,
) {
  const { search } = useLocation();
  const current = queueFromSearch(search, param, queues);
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetch(current, page, perPage),
    [fetch, current],
  );
  return { current, queue: useQueue(fetchPage) };
}
