import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineHashes, outsideSources, stripeSources } from './scripts/csp-sources.mjs';
import { deferAppCode } from './scripts/defer-app-code.mjs';
import { modulePreloadLinks, pageChunkFiles, preloadsFor } from './scripts/page-preloads.mjs';
import { markdownContent } from './scripts/markdown-content.mjs';
import { isListingImageRequest, LISTING_IMAGES_CACHE } from './src/app/pwa/image-cache.ts';
import { HIRE_FEE_USD } from './src/constants/business.ts';
import { formatUsd } from './src/i18n/format.ts';
import {
  DEFAULT_GEOCODE_URL,
  DEFAULT_REVERSE_GEOCODE_URL,
  STRIPE_SOURCES,
} from './src/constants/outside-services.ts';

// PocketBase serves the built app in production; in `npm run dev` Vite proxies the API to it.
const pocketbaseDev = process.env.POCKETBASE_DEV_URL ?? 'http://127.0.0.1:8090';

/** Output of the SSR build of src/prerender.tsx, which `npm run build` makes first. */
const PRERENDER_BUNDLE = fileURLToPath(
  new URL('./node_modules/.prerender/prerender.js', import.meta.url),
);

interface PrerenderModule {
  APP_PATH_PATTERNS: readonly string[];
  PRERENDER_PATHS: readonly string[];
  renderPage: (path: string) => Promise<{ head: string; body: string; formats: string }>;
  renderConsentBanner: () => Promise<string>;
}

/** A path no route has, rendered as the not-found page (not-found.html). */
const NOT_FOUND_PATH = '/__not-found';

/** The lazily loaded module of the home page, whose chunk index.html preloads. */
const HOME_MODULE = '/src/features/home/components/home-page.tsx';
/** The page module of /browse, whose chunks browse.html and the served trade pages name. */
const BROWSE_MODULE = '/src/features/browse/components/browse-page.tsx';
/** The page module of /profile/:id, whose chunks the served profiles name. */
const PROFILE_MODULE = '/src/features/profile/components/profile-page.tsx';

/**
 * The client build's bundle, kept by the `keep-bundle` plugin when the bundle is written, for
 * `build.modulePreload.resolveDependencies`, which Vite calls after it.
 */
let builtBundle: Rollup.OutputBundle | null = null;

/** Keeps the bundle for resolveDependencies (see builtBundle). */
function keepBundle(): Plugin {
  return {
    name: 'keep-bundle',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        builtBundle = bundle;
      },
    },
  };
}

/** The origin of a PUBLIC_URL value (e.g. "https://tradesmarket.example"), or null. */
function publicOriginOf(value: string | undefined): string | null {
  try {
    return value ? new URL(value).origin : null;
  } catch {
    return null;
  }
}

/**
 * Writes the HTML of every prerendered path (src/prerender.tsx) into the build: `/` becomes
 * index.html, `/faq` faq.html, and shell.html keeps the empty app shell for every other
 * route. PocketBase (pb_hooks/static.pb.js) and the service worker serve them. index.html
 * also preloads the home chunk, so hydration need not wait a round trip for it.
 */
function prerenderPages(): Plugin {
  return {
    name: 'prerender-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    async generateBundle(_options, bundle) {
      if (!existsSync(PRERENDER_BUNDLE)) {
        throw new Error('prerender-pages: no SSR bundle; build with `npm run build`.');
      }
      // No cache-busting query: the SSR chunks import the entry by its plain URL, and a
      // second instance of it would have its own React contexts (a provider in one, hooks
      // reading the other). Each `npm run build` is a fresh process anyway.
      const { APP_PATH_PATTERNS, PRERENDER_PATHS, renderPage, renderConsentBanner } = (await import(
        pathToFileURL(PRERENDER_BUNDLE).href
      )) as PrerenderModule;
      // The app's page URLs, for the server: any other answers 404 (lib/server-pages.js).
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: `${JSON.stringify({ patterns: APP_PATH_PATTERNS }, null, 2)}\n`,
      });
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') {
        throw new Error('prerender-pages: index.html is not in the bundle');
      }
      // Open Graph wants an absolute image URL: with PUBLIC_URL known at build time the site
      // image gets it (pb_hooks/lib/page-render.js does the same for the pages it fills).
      const origin = publicOriginOf(process.env.PUBLIC_URL);
      const emptyRoot = '<div id="root"></div>';
      if (!index.source.includes(emptyRoot)) throw new Error(`prerender-pages: no ${emptyRoot}`);
      // A first visit's cookie banner, in every page after #root (hidden until its script
      // finds no stored choice): src/features/consent/static-banner.ts.
      const consentBanner = await renderConsentBanner();
      const template = (
        origin
          ? index.source.replace(
              '<meta property="og:image" content="/',
              `<meta property="og:image" content="${origin}/`,
            )
          : index.source
      ).replace(emptyRoot, () => `${emptyRoot}${consentBanner}`);
      // Every page paints before the app's code is requested (scripts/defer-app-code.mjs).
      this.emitFile({ type: 'asset', fileName: 'shell.html', source: deferAppCode(template) });
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      // Each page's chunks, named in its HTML (scripts/page-preloads.mjs): the home page's
      // and /browse's go to the loader with the entry (after the first paint); the server
      // names a profile's and a trade page's for the loader (pb_hooks/lib/server-pages.js).
      const homePreloads = modulePreloadLinks(pageChunkFiles(chunks, HOME_MODULE));
      const pagePreloads = {
        browse: pageChunkFiles(chunks, BROWSE_MODULE),
        profile: pageChunkFiles(chunks, PROFILE_MODULE),
      };
      this.emitFile({
        type: 'asset',
        fileName: 'page-preloads.json',
        source: `${JSON.stringify(pagePreloads, null, 2)}\n`,
      });
      for (const path of PRERENDER_PATHS) {
        const page = await renderPage(path);
        const html = template
          .replace(/<title>[^<]*<\/title>\s*<meta\s+name="description"[^>]*>/, page.head)
          .replace(emptyRoot, `<div id="root">${page.body}</div>${page.formats}`);
        if (path === '/') {
          index.source = deferAppCode(html.replace('</head>', `${homePreloads}</head>`));
        } else {
          const pageLinks = path === '/browse' ? modulePreloadLinks(pagePreloads.browse) : '';
          const source = deferAppCode(html.replace('</head>', () => `${pageLinks}</head>`));
          this.emitFile({ type: 'asset', fileName: `${path.slice(1)}.html`, source });
        }
      }
      // The not-found page with the navigation and footer: PocketBase answers an unknown
      // profile with it (404), and fills its <main> for a known one (pb_hooks/lib/page-render.js).
      const notFound = await renderPage(NOT_FOUND_PATH);
      this.emitFile({
        type: 'asset',
        fileName: 'not-found.html',
        source: deferAppCode(
          template
            .replace(/<title>[^<]*<\/title>\s*<meta\s+name="description"[^>]*>/, notFound.head)
            .replace(emptyRoot, `<div id="root">${notFound.body}</div>${notFound.formats}`),
        ),
      });
    },
  };
}

/**
 * Writes dist/csp.json: the hashes of the inline scripts and styles of every built HTML page
 * (the prerendered ones included, so it runs after prerender-pages) and the outside origins
 * this build's VITE_* URLs reach. PocketBase (pb_hooks/lib/static.js) builds each page's
 * Content-Security-Policy from it, so the policy always matches the build it serves.
 */
function cspSources(): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'csp-sources',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(config) {
      env = { ...config.env };
    },
    generateBundle(_options, bundle) {
      const pages = Object.values(bundle).flatMap((file) =>
        file.type === 'asset' && file.fileName.endsWith('.html')
          ? [typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source)]
          : [],
      );
      if (pages.length === 0) throw new Error('csp-sources: no HTML in the bundle');
      const sources = {
        inline: inlineHashes(pages),
        outside: outsideSources(env, {
          reverseGeocode: DEFAULT_REVERSE_GEOCODE_URL,
          geocode: DEFAULT_GEOCODE_URL,
          stripe: STRIPE_SOURCES,
        }),
        // Allowed by the server only when it has STRIPE_PUBLISHABLE_KEY at run time.
        stripe: stripeSources(env, { stripe: STRIPE_SOURCES }),
      };
      this.emitFile({
        type: 'asset',
        fileName: 'csp.json',
        source: `${JSON.stringify(sources, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig({
  // PUBLIC_URL (the site's public origin, e.g. https://tradesmarket.example) is read at build
  // time for the absolute URLs of the prerendered structured data (src/lib/config.ts), and
  // LEGAL_ENTITY (the operator's legal name) for /terms and /privacy, so the prerendered HTML
  // names it (README "Configuration").
  envPrefix: ['VITE_', 'PUBLIC_URL', 'LEGAL_ENTITY'],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': pocketbaseDev, '/_/': pocketbaseDev },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json maps source modules to chunks; `npm run bench` reads it.
    manifest: true,
    // Modulepreload links from script only for a page's chunks, and Vite adds none the
    // document names already: each cost about 1 ms of main thread while the page loaded, in
    // the long tasks Lighthouse counts. browse.html and the pages the server fills name their
    // page's chunks in the HTML (scripts/page-preloads.mjs); any other dynamic import's chunks
    // load as the browser meets their imports, and the service worker precaches them all.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        preloadsFor(file, deps, hostType, (chunkFile) => {
          const chunk = builtBundle?.[chunkFile];
          return chunk?.type === 'chunk' ? chunk.facadeModuleId : null;
        }),
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Everything the entry imports statically goes into two chunks, instead of a
            // dozen small shared chunks that route and lazy chunks also import: fewer
            // requests before hydration and better gzip. `framework` holds React, React DOM
            // and React Router, which change only with a dependency update, so a new release
            // of the app leaves that chunk (the larger half) cached; `index` the app's own
            // start-up code. Route and lazy chunks stay separate.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  tags: ['$initial'],
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
                  priority: 2,
                },
                { name: 'index', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    keepBundle(),
    // content/<page>/<lang>.md → HTML at build time; `{{fee}}` is the hire and listing fee in
    // the file's language, as the app writes it everywhere else (src/i18n/format.ts).
    markdownContent({ variables: (lang) => ({ fee: formatUsd(HIRE_FEE_USD, lang) }) }),
    react(),
    tailwindcss(),
    prerenderPages(),
    cspSources(),
    VitePWA({
      // Prompt mode: a new version waits until the user picks "Reload" in the toast.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'robots.txt', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/',
        name: 'TradesMarket: the $1 contractor marketplace',
        short_name: 'TradesMarket',
        description:
          'Hire contractors for $1 and list your business for $1 across 45 construction trades. No commission. Works offline on the job site.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#c2410c',
        background_color: '#ffffff',
        lang: 'en',
        dir: 'ltr',
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // Precache the shell and every route chunk, so any page opens offline after one visit.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest,json,txt}'],
        // The Open Graph image is for link previews, never shown in the app: not precached.
        // csp.json and routes.json are for the server (the CSP header; which URLs are pages),
        // not the browser.
        globIgnores: ['icons/og-image.png', 'csp.json', 'routes.json'],
        // "/" and the prerendered pages are precached as their own .html files (Workbox maps
        // /faq to faq.html); every other route opens the empty app shell.
        navigateFallback: '/shell.html',
        // PocketBase's REST API and its dashboard are not part of the app shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/_\//],
        // The first service worker takes control at once; updates still wait for "Reload".
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // Listing logos and photos seen online stay viewable offline (a runtime
        // cache for images); at most 300 files for 30 days. Protected files (verification
        // documents) and other collections' files are not kept.
        runtimeCaching: [
          {
            urlPattern: isListingImageRequest,
            handler: 'CacheFirst',
            options: {
              cacheName: LISTING_IMAGES_CACHE,
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
});
