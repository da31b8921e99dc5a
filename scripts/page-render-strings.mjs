// Writes pb_hooks/lib/page-render.json: the words the server's templates need to render
// /browse?trade=X in the visitor's language (a profile is rendered by the app's components) (pb_hooks/lib/page-render.js), picked from the
// app's locale files so both say the same. Run `node scripts/page-render-strings.mjs` after a
// change to those keys; tests/unit/page-render.test.ts fails while the file is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(root, 'pb_hooks/lib/page-render.json');

/** namespace → key paths (a key ending in `_` takes every plural form of that key). */
const PICK = {
  common: ['appName', 'tradeNames'],
  pages: ['browse.title', 'browse.description', 'browse.filteredBy'],
  market: [
    'listing.noReviews',
    'listing.rating_',
    'listing.starsLabel',
    'listing.verified',
    'listing.insured',
    'browse.resultCount_',
  ],
};

/**
 * The picked strings of one language, flat: "ns:key.path" → string (or the tradeNames object).
 * @param {string} code
 */
function stringsOf(code) {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [ns, keys] of Object.entries(PICK)) {
    /** @type {Record<string, any>} */
    const file = JSON.parse(
      readFileSync(join(root, `src/i18n/locales/${code}/${ns}.json`), 'utf8'),
    );
    for (const key of keys) {
      const parts = key.split('.');
      const last = parts.pop() ?? '';
      /** @type {Record<string, any> | undefined} */
      let node = file;
      for (const part of parts)
        node = /** @type {Record<string, any> | undefined} */ (node?.[part]);
      if (last.endsWith('_')) {
        for (const [name, value] of Object.entries(node ?? {})) {
          if (name.startsWith(last)) out[`${ns}:${[...parts, name].join('.')}`] = value;
        }
      } else if (node?.[last] !== undefined) {
        out[`${ns}:${key}`] = node[last];
      }
    }
  }
  return out;
}

/** The whole file's content, languages in the order of pb_hooks/lib/languages.json. */
export function pageRenderStrings() {
  /** @type {{ code: string }[]} */
  const languages = JSON.parse(readFileSync(join(root, 'pb_hooks/lib/languages.json'), 'utf8'));
  /** @type {Record<string, unknown>} */
  const all = {};
  for (const { code } of languages) {
    all[code] = stringsOf(code);
  }
  return `${JSON.stringify(all, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(OUT, pageRenderStrings());
  console.log(`wrote ${OUT}`);
}
