/**
 * The pull's and realtime's transport to PocketBase. Every request passes `requestKey: null`:
 * the SDK would otherwise cancel a pending list request when the next one for the same
 * collection starts.
 */
import type PocketBase from 'pocketbase';
import { getPocketBase } from '@/lib/pocketbase';
import type { ServerRecord } from './apply';
import type { FetchPage } from './pull';
import { routedFetchPage, type PullRoute } from './pull-route';

/** One page of a collection, read with the app's client. */
export const fetchPageFromPocketBase: FetchPage = async (collection, query) =>
  pageReader(await getPocketBase())(collection, query);

/** Reads pages with the REST list API, without a total count (PocketBase's skipTotal). */
export const restPageReader =
  (pb: PocketBase): FetchPage =>
  async (collection, query) => {
    const page = await pb.collection(collection).getList<ServerRecord>(1, query.perPage, {
      filter: query.filter,
      sort: query.sort,
      skipTotal: true,
      requestKey: null,
    });
    return page.items;
  };

/**
 * Reads pull pages from the server's pull route (GET /api/sync/<collection>,
 * pb_hooks/routes-app.pb.js).
 * @throws ClientResponseError (404 on a server without the route, 409 for a caller it does not
 *   serve)
 */
export const pullRouteReader =
  (pb: PocketBase): PullRoute =>
  async (collection, after, perPage) => {
    const page = await pb.send<{ items: ServerRecord[] }>(`/api/sync/${collection}`, {
      query: { after_updated: after.updated, after_id: after.id, perPage },
      requestKey: null,
    });
    return page.items;
  };

/** One reader per client, so that what a server answered the route is remembered. */
const readers = new WeakMap<PocketBase, FetchPage>();

/**
 * Reads pages with the given client: pull pages of the listings through the pull route when
 * the server has it, everything else (and everything on an older server) through the REST list
 * API (pull-route.ts).
 */
export function pageReader(pb: PocketBase): FetchPage {
  let reader = readers.get(pb);
  if (!reader) {
    reader = routedFetchPage(pullRouteReader(pb), restPageReader(pb), () => pb.authStore.token);
    readers.set(pb, reader);
  }
  return reader;
}

/** The signed-in user's id, or null (a stored but expired session counts as signed out). */
export async function currentUserId(): Promise<string | null> {
  const pb = await getPocketBase();
  return pb.authStore.isValid ? (pb.authStore.record?.id ?? null) : null;
}

/** Calls `listener` after every sign-in, sign-out and token refresh. */
export async function onAuthChange(listener: () => void): Promise<() => void> {
  const pb = await getPocketBase();
  return pb.authStore.onChange(listener);
}

/** A change the server announces. */
export interface RealtimeEvent {
  readonly collection: string;
  readonly action: 'create' | 'update' | 'delete';
  readonly record: ServerRecord;
}

/**
 * Subscribes to every change of the collections the signed-in user may see.
 * @returns a function that ends the subscriptions
 * @throws when the SDK cannot be loaded or the realtime connection is refused
 */
export async function subscribeToChanges(
  collections: readonly string[],
  listener: (event: RealtimeEvent) => void,
): Promise<() => Promise<void>> {
  const pb = await getPocketBase();
  const stops = await Promise.all(
    collections.map((collection) =>
      pb.collection(collection).subscribe<ServerRecord>('*', (event) => {
        const action = event.action as RealtimeEvent['action'];
        listener({ collection, action, record: event.record });
      }),
    ),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
