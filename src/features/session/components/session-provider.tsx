import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { onSessionChange, readSessionUser, refreshSession, signOut, verifyAdmin } from '../api';
import { SessionContext, type SessionState } from '../session-context';

/**
 * Holds the auth state (spec §4 "Auth", "Admin status"): refreshes the stored token once at
 * start-up, follows sign-in/out, and asks the server whether the user is admin each time
 * the user changes.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState(readSessionUser);
  const [loading, setLoading] = useState(() => user !== null);
  const [admin, setAdmin] = useState<{ userId: string; isAdmin: boolean } | null>(null);

  useEffect(() => {
    const unsubscribe = onSessionChange(setUser);
    void refreshSession().finally(() => {
      setUser(readSessionUser());
      setLoading(false);
    });
    return unsubscribe;
  }, []);

  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId) return undefined;
    let current = true;
    void verifyAdmin().then((isAdmin) => {
      if (current) setAdmin({ userId, isAdmin });
    });
    return () => {
      current = false;
    };
  }, [userId]);

  const value = useMemo<SessionState>(
    () => ({
      user,
      // The answer only counts for the user it was asked about.
      isAdmin: admin !== null && admin.userId === userId && admin.isAdmin,
      loading,
      signOut,
    }),
    [user, admin, userId, loading],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
