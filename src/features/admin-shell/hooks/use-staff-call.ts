/**
 * Admin pages call the server through this hook: a 401 `staff_session_expired` answer ends
 * the staff session in the app (message, then sign-out), whatever page asked.
 */
import { useCallback } from 'react';
import type { CallResult } from '@/lib/pocketbase-call';
import { isStaffSessionExpired, useSession } from '@/features/session';

/**
 * @returns `run(call)`: awaits the call and answers its result; on `staff_session_expired` it
 *   first ends the staff session (useSession().endStaffSession)
 */
export function useStaffCall(): <T>(call: () => Promise<CallResult<T>>) => Promise<CallResult<T>> {
  const { endStaffSession } = useSession();
  return useCallback(
    async <T>(call: () => Promise<CallResult<T>>) => {
      const result = await call();
      if (!result.ok && isStaffSessionExpired(result.failure)) endStaffSession();
      return result;
    },
    [endStaffSession],
  );
}
