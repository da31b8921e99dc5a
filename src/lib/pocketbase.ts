/**
 * The one PocketBase JS SDK client of the app. The SDK is loaded on first use, so a signed-out
 * visitor's first paint does not wait for it. Features call it through callPocketBase
 * (pocketbase-call.ts); only the sync engine and the session (the SDK's auth store) use it
 * directly, and lint keeps the rest of the features off it.
 */
import type PocketBase from 'pocketbase';
import { config } from './config';
import { trackedFetch } from './connectivity';
import { AUTH_STORAGE_KEY } from './stored-session';

let client: Promise<PocketBase> | null = null;
let markLoaded: (pb: PocketBase) => void = () => undefined;
const loaded = new Promise<PocketBase>((resolve) => {
  markLoaded = resolve;
});

/**
 * The shared client once something has loaded it (getPocketBase), without loading it: the
 * session watches a signed-out visitor's auth store only from the first call on (a sign-in
 * form, a server call), so a visit that makes none never downloads the SDK. Never rejects.
 */
export function whenPocketBaseLoaded(): Promise<PocketBase> {
  return loaded;
}

/**
 * The shared client (a relative base URL means this origin), created on first call.
 * @returns the same PocketBase instance on every call
 * @throws when the SDK chunk cannot be loaded (offline before it was ever cached)
 */
export function getPocketBase(): Promise<PocketBase> {
  client ??= import('pocketbase')
    .then(({ default: Client, LocalAuthStore }) => {
      const pb = new Client(config.pocketbaseUrl ?? '/', new LocalAuthStore(AUTH_STORAGE_KEY));
      // Every request notes whether the server answered (lib/connectivity.ts).
      pb.beforeSend = (url, options) => ({ url, options: { fetch: trackedFetch, ...options } });
      markLoaded(pb);
      return pb;
    })
    .catch((error: unknown) => {
      client = null;
      throw error;
    });
  return client;
}
