/**
 * The owner's verification requests, read from the server (they are not kept on the device):
 * loaded when the portal opens and again when the browser comes back online or after a send.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CallFailure } from '@/lib/pocketbase-call';
import { useOnline } from '@/lib/use-online';
import { listVerificationRequests, type VerificationRequest } from '../api';

export type VerificationRequestsState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'offline' }
  | { readonly kind: 'failed'; readonly failure: CallFailure }
  | { readonly kind: 'loaded'; readonly requests: readonly VerificationRequest[] };

/** The requests of the listing `contractorId` (null: not on the server yet), and a reload. */
export function useVerificationRequests(contractorId: string | null): {
  readonly state: VerificationRequestsState;
  readonly reload: () => void;
} {
  const online = useOnline();
  const [state, setState] = useState<VerificationRequestsState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    if (!contractorId) return;
    let active = true;
    void listVerificationRequests(contractorId).then((result) => {
      if (!active) return;
      if (result.ok) setState({ kind: 'loaded', requests: result.value });
      else if (result.failure.kind === 'offline') setState({ kind: 'offline' });
      else setState({ kind: 'failed', failure: result.failure });
    });
    return () => {
      active = false;
    };
  }, [contractorId, online, round]);
  return { state: online ? state : { kind: 'offline' }, reload };
}
