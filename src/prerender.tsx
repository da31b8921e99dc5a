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
import { PREFILLED_FORMATS_ID, recordFormats } from './i18n/format';

export { APP_PATH_PATTERNS, PRERENDER_PATHS } from './app/route-table';
/** The cookie banner every built page carries for a first visit (vite.config.ts). */
export { renderStaticBanner as renderConsentBanner } from '@/features/consent/prerender';

/**
 * A rendered page: `head` holds its <title> and <meta> tags, `body` the markup of #root,
 * `formats` a JSON data block (`<script type="application/json" id="prefilled-formats">`)
 * with the numbers and dates the render formatted, which src/main.tsx gives back to the
 * format module before hydrating, so hydration builds no Intl formatter.
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
