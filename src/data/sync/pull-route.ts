/**
 * Which transport reads a pull page (docs/sync.md, "The pull route"): the server's pull route,
 * whose JSON SQLite builds, for a cursor page of a collection it serves, else the REST list
 * API. The route answers exactly what the REST list API answers the same caller (the server's
 * tests/integration/pull-route.test.ts); a server without it (older) or one that does not
 * serve this caller gets the REST request instead, and is not asked again.
 */
import type { ServerRecord } from './apply';
import type { Cursor, FetchPage } from './pull';

/** Collections the server's pull route serves. */
export const PULL_ROUTE_COLLECTIONS: readonly string[] = ['contractors'];

/**
 * Reads one page from the pull route: records after `after`, sorted by updated then id.
 * @throws an error with the HTTP `status` (the SDK's ClientResponseError; 0 without answer)
 */
export type PullRoute = (
  collection: string,
  after: Cursor,
  perPage: number,
) => Promise<ServerRecord[]>;

/** The HTTP status of a failed request, 0 when there was no answer. */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
}

/**
 * A page reader that asks the pull route for cursor pages (`query.after`, sort `updated,id`)
 * of PULL_ROUTE_COLLECTIONS and the REST list API for everything else (a search's first page,
 * the user's own listing, other collections). When the route answers 404 (a server without
 * it), every later page goes to REST; any other refusal but 429 (409: not for this caller, a
 * server error) sends the page, and later pages of the same caller, to REST. No answer or 429
 * is thrown as REST's would be: the pull retries later.
 * @param route reads a page from the pull route
 * @param rest reads a page from the REST list API
 * @param caller who asks (e.g. the auth token, '' signed out): a refusal holds for this caller
 */
export function routedFetchPage(
  route: PullRoute,
  rest: FetchPage,
  caller: () => string,
): FetchPage {
  let absent = false;
  let refusedFor: string | null = null;
  return async (collection, query) => {
    const after = query.after;
    const routable = query.sort === 'updated,id' && PULL_ROUTE_COLLECTIONS.includes(collection);
    const who = caller();
    if (after === undefined || !routable || absent || refusedFor === who) {
      return rest(collection, query);
    }
    try {
      return await route(collection, after, query.perPage);
    } catch (error) {
      const status = statusOf(error);
      if (status === 0 || status === 429) throw error;
      if (status === 404) absent = true;
      else refusedFor = who;
      return rest(collection, query);
    }
  };
}
