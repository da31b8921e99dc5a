/**
 * Build-time rendering (entry of the SSR build that `npm run build` makes first). For one
 * path it renders the whole app, signed out, to HTML; the client build's `prerender-pages`
 * plugin (vite.config.ts) writes the result into the page's .html file, which the browser
 * then hydrates (src/main.tsx). Only paths in PRERENDER_PATHS are rendered.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { ConsentBannerView, STATIC_BANNER_ID, staticBannerScript } from './features/consent';
import { addNamespace } from './i18n';
import { PREFILLED_FORMATS_ID, recordFormats } from './i18n/format';
import engagement from './i18n/locales/en/engagement.json' with { type: 'json' };
import { LOCAL_DB_NAME } from './lib/local-db-presence';

export { APP_PATH_PATTERNS, PRERENDER_PATHS } from './app/route-table';

/**
 * A rendered page: `head` holds its <title> and <meta> tags, `body` the markup of #root,
 * `formats` a JSON data block (`<script type="application/json" id="prefilled-formats">`)
 * with the numbers and dates the render formatted, which src/main.tsx gives back to the
 * format module before hydrating, so hydration builds no Intl formatter (issue 17).
 */
export interface RenderedPage {
  readonly head: string;
  readonly body: string;
  readonly formats: string;
}

// React emits hoistable elements (<title>, <meta>, <link>) first when it renders without a
// document; they belong in <head>.
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/**
 * Renders `path` as a signed-out visitor sees it, waiting for every lazy route chunk.
 * @param path URL path, e.g. "/" or "/faq"
 * @throws when any part of the page fails to render (e.g. a component touched a browser-only
 *   API while rendering)
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  // One chunk of any size: no boundary is outlined behind an inline script, so the HTML is
  // complete without JavaScript.
  const errors: unknown[] = [];
  const stopRecording = recordFormats();
  const { prelude } = await prerender(<App Router={Router} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // React would log the error and leave that part to the client; a page built that way
    // ships without its content, so fail the build instead.
    onError: (error) => {
      errors.push(error);
    },
  });
  const formats = JSON.stringify(stopRecording()).replace(/</g, '\\u003c');
  if (errors.length > 0) {
    throw new Error(`prerendering ${path} failed: ${String(errors[0])}`, { cause: errors[0] });
  }
  const html = await new Response(prelude).text();
  const head = LEADING_HOISTABLES.exec(html)?.[0] ?? '';
  return {
    head,
    body: html.slice(head.length),
    formats: `<script type="application/json" id="${PREFILLED_FORMATS_ID}">${formats}</script>`,
  };
}

/**
 * The cookie banner every built page carries for a first visit, hidden, with the inline
 * script that shows it (src/features/consent/static-banner.ts): its strict variant in English,
 * the markup of the app's own banner.
 * @returns the `<section>` and its `<script>`, to place after #root
 */
export async function renderConsentBanner(): Promise<string> {
  addNamespace('engagement', engagement);
  const { prelude } = await prerender(
    <ConsentBannerView
      id={STATIC_BANNER_ID}
      hidden
      variant="strict"
      titleId="consent-static-title"
      testId="consent-banner-static"
      privacyLink={(text, className) => (
        <a href="/privacy#storage" className={className}>
          {text}
        </a>
      )}
    />,
  );
  const html = await new Response(prelude).text();
  return `${html}<script>${staticBannerScript(LOCAL_DB_NAME)}</script>`;
}
