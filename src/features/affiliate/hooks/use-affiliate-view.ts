import { useCallback, useEffect, useState } from 'react';
import type { CallFailure } from '@/lib/pocketbase-call';
import { fetchAffiliateView } from '../api';
import type { AffiliateView } from '../model';

/** The signed-in user's application as the server says, loading, or why it could not be read. */
export type ViewState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly failure: CallFailure }
  | { readonly kind: 'ready'; readonly view: AffiliateView };

/**
 * Reads GET /api/affiliate/me for the signed-in user (again when `userId` changes or
 * `reload` is called).
 * @param userId '' when signed out: nothing is read
 */
export function useAffiliateView(userId: string): {
  state: ViewState;
  reload: () => void;
  replace: (view: AffiliateView) => void;
} {
  const [state, setState] = useState<ViewState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!userId) return undefined;
    let live = true;
    void fetchAffiliateView().then((result) => {
      if (!live) return;
      setState(
        result.ok
          ? { kind: 'ready', view: result.value }
          : { kind: 'failed', failure: result.failure },
      );
    });
    return () => {
      live = false;
    };
  }, [userId, round]);
  const reload = useCallback(() => {
    setState({ kind: 'loading' });
    setRound((n) => n + 1);
  }, []);
  const replace = useCallback((view: AffiliateView) => setState({ kind: 'ready', view }), []);
  return { state, reload, replace };
}
