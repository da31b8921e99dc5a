import { createContext, useContext } from 'react';
import type { SessionUser } from './model';

/** What the session provider shares: the user, the server's admin answer, and sign-out. */
export interface SessionState {
  readonly user: SessionUser | null;
  readonly isAdmin: boolean;
  readonly loading: boolean;
  readonly signOut: () => void;
}

export const SessionContext = createContext<SessionState | null>(null);

/**
 * The current session.
 * @throws Error when used outside <SessionProvider>.
 */
export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside <SessionProvider>');
  return state;
}
