/**
 * Session calls to PocketBase: auth state and admin status. The auth store keeps the
 * token in localStorage, so a signed-in user stays signed in offline.
 */
import type PocketBase from 'pocketbase';
import { getPocketBase, whenPocketBaseLoaded } from '@/lib/pocketbase';
import { callPocketBase, readCallFailure } from '@/lib/pocketbase-call';
import { rateLimiter } from '@/lib/rate-limit';
import { AUTH_STORAGE_KEY, hasStoredSession } from '@/lib/stored-session';
import { staffSessionEndOf, type SessionUser, type StaffSessionEnd } from './model';

/** Upper bound for the start-up token refresh, in ms; past it the stored session is used. */
const REFRESH_TIMEOUT_MS = 2500;

/** HTTP statuses that mean the stored token is no longer any good. */
const SIGNED_OUT_STATUSES = [401, 403, 404];

function toUser(pb: PocketBase): SessionUser | null {
  const record = pb.authStore.isValid ? pb.authStore.record : null;
  if (!record) return null;
  const userType: unknown = record.user_type;
  const name: unknown = record.name;
  const email: unknown = record.email;
  const language: unknown = record.language_preference;
  const updated: unknown = record.updated;
  return {
    id: record.id,
    email: typeof email === 'string' ? email : '',
    name: typeof name === 'string' ? name : '',
    userType: typeof userType === 'string' && userType ? userType : null,
    languagePreference: typeof language === 'string' ? language : '',
    updated: typeof updated === 'string' ? updated : '',
    verified: record.verified === true,
    userTypePending: record.user_type_pending === true,
  };
}

/**
 * Refreshes a stored token: a 401/403/404 answer signs out; a network error or a slow
 * network (over REFRESH_TIMEOUT_MS) keeps the stored session, so the app works offline.
 * Does nothing while offline or without a valid stored token. Never rejects.
 */
async function refreshStoredSession(pb: PocketBase): Promise<void> {
  if (!pb.authStore.isValid || !navigator.onLine) return;
  const collection = pb.authStore.record?.collectionName ?? 'users';
  try {
    await pb.collection(collection).authRefresh({
      requestKey: null,
      signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
    });
  } catch (error) {
    const failure = readCallFailure(error);
    if ('status' in failure && SIGNED_OUT_STATUSES.includes(failure.status)) pb.authStore.clear();
  }
}

/**
 * The SDK client for watchSession. With a stored session: loaded now. Without one (signed
 * out) there is no one to report but null, which is reported at once; the client is then
 * taken when something else loads it (a sign-in form, any server call) or when another tab
 * stores a session, so a visit that calls the server for nothing does not load the SDK.
 * @returns the client
 * @throws when the SDK chunk cannot be loaded
 */
async function sessionClient(listener: (user: SessionUser | null) => void): Promise<PocketBase> {
  if (hasStoredSession()) return getPocketBase();
  listener(null);
  let onStorage: (event: StorageEvent) => void = () => undefined;
  const storedElsewhere = new Promise<PocketBase>((resolve, reject) => {
    onStorage = (event) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue !== null) {
        getPocketBase().then(resolve, reject);
      }
    };
    window.addEventListener('storage', onStorage);
  });
  try {
    return await Promise.race([whenPocketBaseLoaded(), storedElsewhere]);
  } finally {
    window.removeEventListener('storage', onStorage);
  }
}

/**
 * Refreshes a stored token (see refreshStoredSession), then reports the user now and after
 * every sign-in, sign-out or refresh. Each time the browser comes back online the token is
 * refreshed again by the same rule. A signed-out visitor is reported at once, and the SDK
 * is not loaded for it (sessionClient).
 * @returns an unsubscribe function; never rejects
 */
export async function watchSession(
  listener: (user: SessionUser | null) => void,
): Promise<() => void> {
  let pb: PocketBase;
  try {
    pb = await sessionClient(listener);
  } catch {
    listener(null);
    return () => undefined;
  }
  await refreshStoredSession(pb);
  listener(toUser(pb));
  const stopListening = pb.authStore.onChange(() => {
    const user = toUser(pb);
    // On sign-out (also a 401 or an expired session) the rate-limit history is cleared, so
    // the next user of this browser does not inherit it.
    if (!user) rateLimiter.clear();
    listener(user);
  });
  const onOnline = () => void refreshStoredSession(pb);
  window.addEventListener('online', onOnline);
  return () => {
    stopListening();
    window.removeEventListener('online', onOnline);
  };
}

/** Signs out on this device (clears the stored token). */
export async function signOut(): Promise<void> {
  rateLimiter.clear();
  const pb = await getPocketBase();
  pb.authStore.clear();
}

/**
 * The server's answer about the signed-in user's staff status: `roles` (admin, moderator; []
 * for everyone else) and whether their staff session ended after 15 idle minutes.
 */
export interface StaffAnswer {
  readonly isAdmin: boolean;
  readonly roles: readonly string[];
  /**
   * Why the server ended the staff session (401 `staff_session_expired`: `idle`,
   * `staff_sign_in_required`: `signIn`), null when it did not: sign in again.
   */
  readonly expired: StaffSessionEnd | null;
}

const NOT_STAFF: StaffAnswer = { isAdmin: false, roles: [], expired: null };

/**
 * Asks the server whether the signed-in user is staff (`POST /api/admin-verify-session`,
 * which also keeps a live staff session alive).
 * @returns roles only when the server says so; no roles with no user or on any error (fail
 *   closed); `expired` on the server's 401 `staff_session_expired`
 */
export async function verifyStaff(): Promise<StaffAnswer> {
  const result = await callPocketBase(async (pb) => {
    if (!pb.authStore.isValid) return NOT_STAFF;
    const answer = await pb.send<{ isAdmin?: unknown; roles?: unknown }>(
      '/api/admin-verify-session',
      { method: 'POST', requestKey: null },
    );
    const isAdmin = answer.isAdmin === true;
    // A server from before the staff roles answers only {isAdmin}.
    const roles = Array.isArray(answer.roles)
      ? answer.roles.filter((r): r is string => typeof r === 'string')
      : isAdmin
        ? ['admin']
        : [];
    return { isAdmin, roles, expired: null };
  });
  if (result.ok) return result.value;
  const ended = staffSessionEndOf(result.failure);
  return ended ? { ...NOT_STAFF, expired: ended } : NOT_STAFF;
}

export { hasStoredSession } from '@/lib/stored-session';
