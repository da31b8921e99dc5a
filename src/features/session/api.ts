/**
 * Session calls to PocketBase (spec §4 "Auth", "Admin status"). The auth store keeps the
 * token in localStorage, so a signed-in user stays signed in offline.
 */
import { ClientResponseError } from 'pocketbase';
import { pb } from '@/lib/pocketbase';
import type { SessionUser } from './model';

/** Upper bound for the start-up token refresh, in ms; past it the stored session is used. */
export const REFRESH_TIMEOUT_MS = 2500;

function toUser(record: Record<string, unknown> | null): SessionUser | null {
  if (!record || typeof record.id !== 'string') return null;
  return {
    id: record.id,
    email: typeof record.email === 'string' ? record.email : '',
    name: typeof record.name === 'string' ? record.name : '',
    userType: typeof record.user_type === 'string' && record.user_type ? record.user_type : null,
  };
}

/** The user of the stored session, or null when signed out or the token has expired. */
export function readSessionUser(): SessionUser | null {
  return pb.authStore.isValid ? toUser(pb.authStore.record) : null;
}

/** Calls `listener` with the new user whenever sign-in, sign-out or refresh changes it. */
export function onSessionChange(listener: (user: SessionUser | null) => void): () => void {
  return pb.authStore.onChange(() => listener(readSessionUser()));
}

/**
 * Refreshes the stored token once at start-up. A 401/403/404 answer signs out; a network
 * error or a slow network (over REFRESH_TIMEOUT_MS) keeps the stored session so the app
 * works offline. Never throws.
 */
export async function refreshSession(): Promise<void> {
  if (!pb.authStore.isValid || !navigator.onLine) return;
  const collection = pb.authStore.record?.collectionName ?? 'users';
  try {
    await pb.collection(collection).authRefresh({
      requestKey: null,
      signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof ClientResponseError && [401, 403, 404].includes(error.status)) {
      pb.authStore.clear();
    }
  }
}

/** Signs out on this device (clears the stored token). */
export function signOut(): void {
  pb.authStore.clear();
}

/**
 * Asks the server whether the signed-in user is an admin (`POST /api/admin-verify-session`).
 * @returns true only when the server says so; false with no user or on any error (spec §8).
 */
export async function verifyAdmin(): Promise<boolean> {
  if (!pb.authStore.isValid) return false;
  try {
    const answer = await pb.send<{ isAdmin?: unknown }>('/api/admin-verify-session', {
      method: 'POST',
      requestKey: null,
    });
    return answer.isAdmin === true;
  } catch {
    return false;
  }
}
