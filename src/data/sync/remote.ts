/**
 * The pull's and realtime's transport to PocketBase. Every request passes `requestKey: null`:
 * the SDK would otherwise cancel a pending list request when the next one for the same
 * collection starts.
 */
import type PocketBase from 'pocketbase';
import { getPocketBase } from '@/lib/pocketbase';
import type { ServerRecord } from './apply';
import type { FetchPage } from './pull';

/** One page of a collection, read with the app's client. */
export const fetchPageFromPocketBase: FetchPage = async (collection, query) =>
  pageReader(await getPocketBase())(collection, query);

/** Reads pages with the given client, without a total count (PocketBase's skipTotal). */
export const pageReader =
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
