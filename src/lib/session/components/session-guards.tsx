import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastInfo } from '@/lib/toast';
import { ACTIVITY_EVENTS, inactivityLimitMs, isInactive } from '../model';
import { useSession } from '../session-context';

/**
 * Renders nothing. While someone is signed in: signs them out after inactivity (30 min, 15
 * for staff) with the info toast "Session expired due to inactivity", and asks "You are
 * currently logged in. Are you sure you want to leave?" before the page is left.
 */
export function SessionGuards() {
  const { t } = useTranslation();
  const { user, isAdmin, staffRoles, signOut } = useSession();
  // Staff (admins and moderators) idle out after 15 minutes, as on the server.
  const isStaff = isAdmin || staffRoles.length > 0;
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn) return undefined;
    const limit = inactivityLimitMs(isStaff);
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const expire = () => {
      toastInfo(t('errors.sessionExpired'));
      signOut();
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => {
          if (isInactive(lastActivity, Date.now(), isStaff)) expire();
          else schedule();
        },
        Math.max(0, lastActivity + limit - Date.now()),
      );
    };
    const onActivity = () => {
      lastActivity = Date.now();
    };
    // A phone that slept may wake long after the limit: check when the page shows again.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if (isInactive(lastActivity, Date.now(), isStaff)) expire();
      else schedule();
    };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    }
    document.addEventListener('visibilitychange', onVisible);
    schedule();
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, true);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn, isStaff, signOut, t]);

  useEffect(() => {
    if (!signedIn) return undefined;
    const message = t('errors.leavePrompt');
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Current browsers ask in their own words; older ones show this text, which needs the
      // legacy returnValue.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [signedIn, t]);

  return null;
}
