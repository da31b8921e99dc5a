/**
 * Admin pages call the server through this hook: a 401 `staff_session_expired` (or
 * `staff_sign_in_required`) answer ends the staff session in the app (message, then
 * sign-out), whatever page asked.
 */
import { useCallback } from 'react';
import type { CallResult } from '@/lib/pocketbase-call';
import { staffSessionEndOf, useSession } from '@/lib/session';

/**
 * @returns `run(call)`: awaits the call and answers its result; on either code it
 *   first ends the staff session (useSession().endStaffSession)
 */
export function useStaffCall(): <T>(call: () => Promise<CallResult<T>>) => Promise<CallResult<T>> {
  const { endStaffSession } = useSession();
  return useCallback(
    async <T>(call: () => Promise<CallResult<T>>) => {
      const result = await call();
      const ended = result.ok ? null : staffSessionEndOf(result.failure);
      if (ended) endStaffSession(ended);
      return result;
    },
    [endStaffSession],
  );
}
