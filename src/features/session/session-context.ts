import { createContext, useContext } from 'react';
import type { SessionUser } from './model';

/** What the session provider shares: the user, the server's staff answer, and sign-out. */
export interface SessionState {
  readonly user: SessionUser | null;
  readonly isAdmin: boolean;
  /** The user's staff roles as the server answered them (admin, moderator); [] for others. */
  readonly staffRoles: readonly string[];
  /** Whether the server has answered the staff check for the current user. */
  readonly staffChecked: boolean;
  readonly loading: boolean;
  readonly signOut: () => void;
  /**
   * The server said the staff session ended (401 `staff_session_expired`): says so ("Your
   * staff session ended after 15 minutes without activity. Sign in again.") and signs out.
   */
  readonly endStaffSession: () => void;
  /**
   * The last sign-out in this tab was the server ending an idle staff session (cleared by the
   * next sign-in): admin pages say so in place of their sign-in text, beyond the toast.
   */
  readonly staffSessionEnded: boolean;
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
