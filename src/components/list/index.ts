/**
 * The list shell: a paged, read-only table (cards on a phone when asked) with its loading,
 * empty, failed and forbidden states and "Previous" / "Next". Like the UI kit it reads no data:
 * the page comes in through props, its words from the `lists` namespace.
 */
export { ListView, type Column } from './list-view';
export type { ListState, Page } from './model';
