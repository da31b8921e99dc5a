/**
 * Loads content pages on demand: each `content/<page>/<lang>.md` is its own small chunk (a JS
 * module with the HTML, made at build time), so a visitor downloads only their language's
 * text; the service worker precaches them all for offline use. A missing language falls
 * back to English. Results are kept, so a page renders at once the second time (the promise
 * is marked settled for React's `use()`).
 */
import { contentLanguage, parseContentPath, type ContentDoc } from './model';

const files = import.meta.glob<ContentDoc>('/content/**/*.md', { import: 'default' });

/** page → the languages it has files for. */
const pages = new Map<string, Set<string>>();
for (const path of Object.keys(files)) {
  const parsed = parseContentPath(path);
  if (!parsed) continue;
  const languages = pages.get(parsed.page) ?? new Set<string>();
  languages.add(parsed.lang);
  pages.set(parsed.page, languages);
}

/**
 * A promise that, once settled, says so in the fields React's `use()` reads: `use()` then
 * returns `value` at once instead of suspending. (Were the hook to skip `use()` for a page
 * already loaded, a component whose first render suspended would call `use()` on the first
 * try and not on React's replay, and React 19 replays it with the wrong hooks dispatcher:
 * "Update hook called on initial render", error #467 inside a recoverable #520.)
 */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

const loading = new Map<string, TrackedPromise<ContentDoc>>();

/** Every content page and its languages, e.g. `{faq: ['de', 'en', ...]}` (sorted). */
export function contentInventory(): Record<string, string[]> {
  return Object.fromEntries(
    [...pages.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([page, langs]) => [page, [...langs].sort()]),
  );
}

function fileKey(page: string, lang: string): string {
  const available = pages.get(page);
  const chosen = available && contentLanguage(available, lang);
  if (!chosen) throw new Error(`no content file content/${page}/en.md`);
  return `/content/${page}/${chosen}.md`;
}

/**
 * The page's document in a language, or in English when that language has no file yet.
 * @param page e.g. "faq" or "best-practices/getting-quotes"
 * @param lang an i18next code, e.g. "de"
 * @throws synchronously when the page has no English file (a typo in the page's name);
 *   the promise rejects when the chunk cannot be loaded (offline before it was cached)
 */
export function loadContent(page: string, lang: string): Promise<ContentDoc> {
  const key = fileKey(page, lang);
  const known = loading.get(key);
  if (known) return known;
  const load = files[key];
  if (!load) throw new Error(`no content file ${key}`);
  const promise: TrackedPromise<ContentDoc> = load().then(
    (doc) => {
      promise.status = 'fulfilled';
      promise.value = doc;
      return doc;
    },
    (error: unknown) => {
      promise.status = 'rejected';
      promise.reason = error;
      // Not kept: the next render tries again (e.g. once back online).
      loading.delete(key);
      throw error;
    },
  );
  promise.status = 'pending';
  loading.set(key, promise);
  return promise;
}
