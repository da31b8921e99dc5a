/** The dashboard's counts (GET /api/admin/queues): loading, failed, or the counts. */
import { useCallback, useEffect, useState } from 'react';
import { useStaffCall } from '../../shell';
import { fetchQueueCounts } from '../api';
import type { QueueCounts } from '../model';

export type CountsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  /** `at`: when the counts were read, ms since the epoch (the 24-hour window's end). */
  | { readonly status: 'ready'; readonly counts: QueueCounts; readonly at: number };

/** @returns the state and `reload()` (Try again) */
export function useQueueCounts() {
  const run = useStaffCall();
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<{ round: number; state: CountsState } | null>(null);
  useEffect(() => {
    let current = true;
    void run(fetchQueueCounts).then((result) => {
      if (!current) return;
      setAnswer({
        round,
        state: result.ok
          ? { status: 'ready', counts: result.value, at: Date.now() }
          : { status: 'failed' },
      });
    });
    return () => {
      current = false;
    };
  }, [round, run]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const state: CountsState =
    answer && answer.round === round ? answer.state : { status: 'loading' };
  return { state, reload };
}
