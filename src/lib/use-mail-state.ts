import { useEffect, useState } from 'react';
import { fetchCapabilities, type MailState } from '@/lib/server-capabilities';

/**
 * The server's mail state (GET /api/app/capabilities), asked once on mount.
 * @returns the state; null until (or unless) the server answers with one
 */
export function useMailState(): MailState | null {
  const [state, setState] = useState<MailState | null>(null);
  useEffect(() => {
    let live = true;
    void fetchCapabilities().then((capabilities) => {
      if (live) setState(capabilities?.mailState ?? null);
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
