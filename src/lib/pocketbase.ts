/**
 * The one PocketBase JS SDK client of the app. The SDK is loaded on first use, so a signed-out
 * visitor's first paint does not wait for it. Only `src/data/sync` and
 * `features/<name>/api.ts` may import this module; lint enforces it.
 */
import type PocketBase from 'pocketbase';
import { config } from './config';

/** localStorage key under which the SDK's LocalAuthStore keeps the session. */
export const AUTH_STORAGE_KEY = 'pocketbase_auth';

let client: Promise<PocketBase> | null = null;

/**
 * The shared client (a relative base URL means this origin), created on first call.
 * @returns the same PocketBase instance on every call
 * @throws when the SDK chunk cannot be loaded (offline before it was ever cached)
 */
export function getPocketBase(): Promise<PocketBase> {
  client ??= import('pocketbase')
    .then(
      ({ default: Client, LocalAuthStore }) =>
        new Client(config.pocketbaseUrl ?? '/', new LocalAuthStore(AUTH_STORAGE_KEY)),
    )
    .catch((error: unknown) => {
      client = null;
      throw error;
    });
  return client;
}

/** True when a session was stored on this device (valid or not), without loading the SDK. */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
