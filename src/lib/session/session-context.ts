import { createContext, useContext } from 'react';
import type { SessionUser, StaffSessionEnd } from './model';

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
   * The server said the staff session ended (401 `staff_session_expired`: `idle`, the default,
   * or `staff_sign_in_required`: `signIn`): says so ("Your staff session ended after 15 minutes
   * without activity. Sign in again." or "Staff pages need a sign-in with your password and
   * the emailed code on this device. Sign in again.") and signs out.
   */
  readonly endStaffSession: (why?: StaffSessionEnd) => void;
  /**
   * Why the last sign-out in this tab was the server ending the staff session, or null
   * (cleared by the next sign-in): admin pages say so in place of their sign-in text, beyond
   * the toast.
   */
  readonly staffSessionEnded: StaffSessionEnd | null;
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
