/**
 * Whether a session is stored on this device, read without loading the PocketBase SDK (the
 * first paint does not wait for it). The SDK's LocalAuthStore keeps it under AUTH_STORAGE_KEY.
 */

/** localStorage key under which the SDK's LocalAuthStore keeps the session. */
export const AUTH_STORAGE_KEY = 'pocketbase_auth';

/** True when a session was stored on this device (valid or not). */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
