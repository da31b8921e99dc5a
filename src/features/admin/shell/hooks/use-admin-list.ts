/**
 * The state of one admin list: the page shown, loading, and why it failed (403: not for this
 * role; other failures: try again). A 401 `staff_session_expired` ends the staff session
 * (useStaffCall).
 */
import { useCallback, useEffect, useState } from 'react';
import type { ListState, Page } from '@/components/list';
import type { CallResult } from '@/lib/pocketbase-call';
import { useStaffCall } from './use-staff-call';

/** Rows per page of the admin lists. */
export const PAGE_SIZE = 25;

type Fetch<T> = (page: number, perPage: number) => Promise<CallResult<Page<T>>>;

/** One request of the list: which fetcher (filter), which page, which retry. */
interface Request<T> {
  readonly fetchPage: Fetch<T>;
  readonly page: number;
  readonly round: number;
}

/**
 * @param fetchPage loads one page; a new function (new filter) starts again at page 1
 * @returns the state, the page number, `goTo(page)` and `reload()`
 */
export function useAdminList<T>(fetchPage: Fetch<T>) {
  const run = useStaffCall();
  const [request, setRequest] = useState<Request<T>>({ fetchPage, page: 1, round: 0 });
  const [answer, setAnswer] = useState<{ request: Request<T>; state: ListState<T> } | null>(null);
  // A new filter starts at page 1 (adjusted while rendering, before any effect runs).
  if (request.fetchPage !== fetchPage) setRequest({ fetchPage, page: 1, round: request.round });

  useEffect(() => {
    let current = true;
    void run(() => request.fetchPage(request.page, PAGE_SIZE)).then((result) => {
      if (!current) return;
      let state: ListState<T>;
      if (result.ok) state = { status: 'ready', page: result.value };
      else if (result.failure.kind === 'refused' && result.failure.status === 403) {
        state = { status: 'forbidden' };
      } else state = { status: 'failed' };
      setAnswer({ request, state });
    });
    return () => {
      current = false;
    };
  }, [request, run]);

  const goTo = useCallback((page: number) => setRequest((r) => ({ ...r, page })), []);
  const reload = useCallback(() => setRequest((r) => ({ ...r, round: r.round + 1 })), []);
  const state: ListState<T> =
    answer && answer.request === request ? answer.state : { status: 'loading' };
  return { state, pageNumber: request.page, goTo, reload };
}

/** What useAdminList answers: the state, the page number, `goTo(page)` and `reload()`. */
export type AdminList<T> = ReturnType<typeof useAdminList<T>>;
