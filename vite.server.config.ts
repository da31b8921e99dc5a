/**
 * The server renderer's build (src/server-page.tsx → pb_hooks/lib/server-render.js), run by
 * `npm run build` after the client build. PocketBase's JS VM (goja) loads it with `require`
 * and calls it inside a request, where nothing can wait for a promise: so every module the
 * filled pages render is in the one CommonJS file, dynamic imports are inlined, `async` is
 * lowered to generators, and src/server-env.ts makes promises settle synchronously while it
 * renders. Any other dynamic import (another page's chunk, an optional part) is left pending
 * on the server, as it is still loading when the browser hydrates.
 */
import react from '@vitejs/plugin-react';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { markdownContent } from './scripts/markdown-content.mjs';
import { HIRE_FEE_USD } from './src/constants/business.ts';
import { formatUsd } from './src/i18n/format.ts';

/** The modules a filled page needs at once: its page, the not-found page and the strings. */
const RENDERED_CHUNKS = [
  /\/features\/profile\/components\/profile-page$/,
  /\/features\/browse\/components\/browse-page$/,
  /\/app\/not-found$/,
  /\/locale-files$/,
  /\/locales\/[a-z]{2}\/(?:common|market|pages|trust|payments)\.json$/,
];

/** The path an import names, without its extension (relative ones resolved from `importer`). */
function importedPath(spec: string, importer: string): string {
  const path = spec.startsWith('.') ? resolve(dirname(importer), spec) : spec;
  return path.replace(/\.[jt]sx?$/, '');
}

/** Replaces every other `import('...')` with a promise that never settles. */
function pendingOtherChunks(): Plugin {
  return {
    name: 'pending-other-chunks',
    enforce: 'post',
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id) || !code.includes('import(')) return null;
      const out = code
        .replace(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g, (whole, _q, spec: string) =>
          RENDERED_CHUNKS.some((re) => re.test(importedPath(spec, id)))
            ? whole
            : 'new Promise(() => {})',
        )
        // An import of a computed URL (a retry, a router's route module): never on the server.
        .replace(/(?<![\w$.])import\((?!\s*['"])/g, '(() => new Promise(() => {}))(');
      return out === code ? null : { code: out, map: null };
    },
  };
}

export default defineConfig({
  logLevel: 'warn',
  envPrefix: ['VITE_', 'PUBLIC_URL', 'LEGAL_ENTITY'],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The synchronous renderer alone: the streaming one needs TextEncoder and MessageChannel,
      // which the VM lacks.
      'react-dom/server.browser': fileURLToPath(
        new URL(
          './node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js',
          import.meta.url,
        ),
      ),
    },
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [
    pendingOtherChunks(),
    markdownContent({ variables: (lang) => ({ fee: formatUsd(HIRE_FEE_USD, lang) }) }),
    react(),
  ],
  ssr: { noExternal: true, target: 'webworker', resolve: { conditions: ['browser'] } },
  build: {
    ssr: 'src/server-page.tsx',
    outDir: 'pb_hooks/lib',
    emptyOutDir: false,
    copyPublicDir: false,
    minify: process.env.SERVER_RENDER_MINIFY !== 'false',
    target: 'es2016',
    rolldownOptions: {
      output: {
        format: 'cjs',
        entryFileNames: 'server-render.js',
      },
    },
  },
});
