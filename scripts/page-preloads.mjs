// Which chunks a page's HTML names as `<link rel="modulepreload">`, so the browser fetches a
// page's code in parallel while it parses the HTML, and the app never adds such links from
// script. vite.config.ts turns off Vite's own preloading of dynamic imports
// (`build.modulePreload.resolveDependencies`): each of its links was added by a script during
// the page's load, about 1 ms of main thread apiece on this machine (36 for a profile), inside
// the long tasks Lighthouse counts. Pure, unit-tested (tests/unit/page-preloads.test.ts).
// docs/rendering.md "Page chunks".

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
