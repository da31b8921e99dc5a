/**
 * The one way a feature calls PocketBase: `callPocketBase` runs a call with the shared client
 * and answers a `CallResult` (never a rejection), its failure read by `readCallFailure`
 * (call-failure.ts) and put into words by `useCallFailureText`. The sync engine's transport
 * reads errors its own way: it decides retries, not words.
 */
import type PocketBase from 'pocketbase';
import { readCallFailure, type CallResult } from './call-failure';
import { isOnline } from './connectivity';
import { getPocketBase } from './pocketbase';

export {
  readCallFailure,
  type CallFailure,
  type CallResult,
  type ServerFieldError,
} from './call-failure';

/**
 * Runs `call` with the shared client. Sends nothing while offline (lib/connectivity.ts: the
 * browser says so, or the server was found unreachable). Every call
 * should pass `requestKey: null`, so a later call of the same kind does not cancel it.
 */
export async function callPocketBase<T>(
  call: (pb: PocketBase) => Promise<T>,
): Promise<CallResult<T>> {
  if (!isOnline()) return { ok: false, failure: { kind: 'offline' } };
  try {
    return { ok: true, value: await call(await getPocketBase()) };
  } catch (error) {
    return { ok: false, failure: readCallFailure(error) };
  }
}
