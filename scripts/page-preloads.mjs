// Which chunks a page's HTML names for its loader to preload with the entry after the first
// paint (scripts/defer-app-code.mjs), so the browser fetches a page's code at once rather than
// level by level, and which dynamic imports still get Vite's preload links from script (only
// a page's: a page rendered from the bare shell has nothing in its HTML). Each such link was added during the page's load,
// main-thread time inside the long tasks Lighthouse counts; Vite
// adds none for a chunk the document already names. Pure, unit-tested
// (tests/unit/page-preloads.test.ts). docs/rendering.md "Page chunks".

/**
 * @typedef {{ type: 'chunk', fileName: string, imports: readonly string[], isEntry: boolean,
 *   facadeModuleId?: string | null }} BundleChunk
 */

/**
 * The files a chunk needs before it runs: itself and every chunk it imports statically,
 * directly or through another (the list Vite's preload helper would add), without the entry
 * chunk and what the entry imports (loaded on every page before any other chunk).
 * @param {readonly BundleChunk[]} chunks the build's chunks
 * @param {string} moduleSuffix the end of the page module's path, e.g.
 *   /src/features/browse/components/browse-page.tsx
 * @returns {string[]} file names (e.g. assets/browse-page-abc.js), the page's chunk first
 * @throws {Error} when no chunk has that module as its facade
 */
export function pageChunkFiles(chunks, moduleSuffix) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
  if (!page) throw new Error(`page-preloads: no chunk for ${moduleSuffix}`);
  /** @param {string} file @param {Set<string>} seen */
  const closure = (file, seen) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen);
    return seen;
  };
  /** @type {Set<string>} */
  const initial = new Set();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry.fileName, initial);
  /** @type {Set<string>} */
  const needed = new Set();
  return [...closure(page.fileName, needed)].filter((file) => !initial.has(file));
}

/**
 * `<link rel="modulepreload">` tags for chunk files, as Vite writes them.
 * @param {readonly string[]} files e.g. ['assets/browse-page-abc.js']
 * @returns {string}
 */
export function modulePreloadLinks(files) {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

/**
 * The app's lazily loaded pages (`lazyPage(() => import(...))`): modules named `*-page.tsx`,
 * and the router's not-found page. tests/unit/page-preloads.test.ts holds every lazyPage call
 * of src/ to it.
 */
export const PAGE_MODULE = /(-page\.tsx|\/src\/app\/not-found\.tsx)$/;

/**
 * Vite's `build.modulePreload.resolveDependencies`: the chunks to preload before a dynamic
 * import runs. A page's import keeps them all (Vite adds a link only for those the document
 * does not name yet); any other import from script (the sync engine, the sync status, a
 * language's strings) gets none: its chunks load as the browser meets their imports.
 * @param {string} file the imported chunk, e.g. assets/auth-page-abc.js
 * @param {string[]} deps the chunks Vite would preload
 * @param {'html' | 'js'} hostType where the import stands: the HTML entry keeps its own
 * @param {(file: string) => string | null | undefined} moduleOf the module a chunk is made for
 *   (its facade module's id), from the build's bundle
 * @returns {string[]}
 */
export function preloadsFor(file, deps, hostType, moduleOf) {
  if (hostType === 'html') return deps;
  return PAGE_MODULE.test(moduleOf(file) ?? '') ? deps : [];
}
