import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastInfo } from '@/lib/toast';
import { hasStoredSession, signOut, verifyStaff, watchSession, type StaffAnswer } from '../api';
import type { SessionUser, StaffSessionEnd } from '../model';
import { SessionContext, type SessionState } from '../session-context';

/**
 * Holds the auth state and admin status. With a stored session it is "loading" until the token
 * has been refreshed (or the network gave up); with none, the app renders at once and the SDK
 * loads after first paint. Each time the user changes it asks the server for the user's staff
 * roles; when the server says the staff session ended, it says so and signs out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(hasStoredSession);
  const { t } = useTranslation();
  const [staff, setStaff] = useState<{ userId: string; answer: StaffAnswer } | null>(null);

  const [staffEnded, setStaffEnded] = useState<StaffSessionEnd | null>(null);
  const endStaffSession = useCallback(
    (why: StaffSessionEnd = 'idle') => {
      toastInfo(t(why === 'idle' ? 'errors.staffSessionExpired' : 'errors.staffSignInRequired'));
      setStaffEnded(why);
      void signOut();
    },
    [t],
  );

  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let active = true;
    void watchSession((next) => {
      if (!active) return;
      setUser(next);
      // A new sign-in clears "the staff session ended".
      if (next) setStaffEnded(null);
      setLoading(false);
    }).then((stop) => {
      if (active) unsubscribe = stop;
      else stop();
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId) return undefined;
    let current = true;
    void verifyStaff().then((answer) => {
      if (!current) return;
      setStaff({ userId, answer });
      if (answer.expired) endStaffSession(answer.expired);
    });
    return () => {
      current = false;
    };
  }, [userId, endStaffSession]);

  const value = useMemo<SessionState>(() => {
    // The answer only counts for the user it was asked about.
    const answer = staff !== null && staff.userId === userId ? staff.answer : null;
    return {
      user,
      isAdmin: answer?.isAdmin ?? false,
      staffRoles: answer?.roles ?? [],
      staffChecked: answer !== null,
      // A new sign-in clears it (the session watcher).
      staffSessionEnded: user === null ? staffEnded : null,
      loading,
      signOut: () => void signOut(),
      endStaffSession,
    };
  }, [user, staff, userId, loading, endStaffSession, staffEnded]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
