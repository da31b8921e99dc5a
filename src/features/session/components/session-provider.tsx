import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { hasStoredSession, signOut, verifyAdmin, watchSession } from '../api';
import type { SessionUser } from '../model';
import { SessionContext, type SessionState } from '../session-context';

/**
 * Holds the auth state and admin status. With a stored session it is "loading" until the token
 * has been refreshed (or the network gave up); with none, the app renders at once and the SDK
 * loads after first paint. Each time the user changes it asks the server whether the user is
 * admin.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(hasStoredSession);
  const [admin, setAdmin] = useState<{ userId: string; isAdmin: boolean } | null>(null);

  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let active = true;
    void watchSession((next) => {
      if (!active) return;
      setUser(next);
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
      signOut: () => void signOut(),
    }),
    [user, admin, userId, loading],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
