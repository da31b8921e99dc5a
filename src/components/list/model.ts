/** The shapes the list shell draws: one page of rows, and the state of loading it. */

/** One page of a list, as PocketBase's list API and the staff routes answer it. */
export interface Page<T> {
  readonly page: number;
  readonly perPage: number;
  readonly totalItems: number;
  readonly totalPages: number;
  readonly items: readonly T[];
}

/** A list's state: loading, failed (try again), refused for this role (403), or one page. */
export type ListState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'forbidden' }
  | { readonly status: 'ready'; readonly page: Page<T> };
