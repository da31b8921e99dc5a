import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// PocketBase serves the built app in production; in `npm run dev` Vite proxies the API to it.
const pocketbaseDev = process.env.POCKETBASE_DEV_URL ?? 'http://127.0.0.1:8090';

/**
 * Adds <link rel="modulepreload"> for the lazily loaded home page chunk and its imports, so
 * the browser fetches them alongside the entry instead of one round trip later (the home
 * page is the most common landing page; the chunks are small, and cached by the service
 * worker anyway).
 */
function preloadHomeChunk(): Plugin {
  const homeModule = '/src/features/home/components/home-page.tsx';
  return {
    name: 'preload-home-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const home = chunks.find((c) => c.facadeModuleId?.endsWith(homeModule));
        if (!home) throw new Error(`preload-home-chunk: no chunk for ${homeModule}`);
        const files = new Set([home.fileName, ...home.imports]);
        return [...files]
          .filter((file) => !html.includes(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': pocketbaseDev, '/_': pocketbaseDev },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json maps source modules to chunks; `npm run bench` reads it.
    manifest: true,
  },
  plugins: [
    react(),
    tailwindcss(),
    preloadHomeChunk(),
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
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json,txt}'],
        // The Open Graph image is for link previews, never shown in the app: not precached.
        globIgnores: ['icons/og-image.png'],
        navigateFallback: '/index.html',
        // PocketBase's REST API and its dashboard are not part of the app shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/_\//],
        // The first service worker takes control at once; updates still wait for "Reload".
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
      devOptions: { enabled: false },
    }),
  ],
});
