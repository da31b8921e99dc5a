/**
 * The server's renderer (entry of the SSR build that `npm run build` writes to
 * pb_hooks/lib/server-render.js): PocketBase's JS VM calls `renderServerPage` in its request
 * hook for a profile and the not-found page, and the browser hydrates the result
 * (src/main.tsx). The tree is the app's own (`App` with a static router), so the two
 * renderers are one. Synchronous: the VM cannot wait for a promise inside a request, so the
 * build bundles everything this needs (vite.server.config.ts, src/server-env.ts).
 */
import './server-env';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server.browser';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { provideServerPage, SERVER_PAGE_NAMESPACES, type ServerPage } from './data/server-page';
import i18n from './i18n';
import { recordFormats } from './i18n/format';

/** What the server gives: the URL, the language and the page's public data. */
export interface ServerRenderInput {
  /** path and query, e.g. "/profile/abc" or "/browse?trade=roofer" */
  readonly url: string;
  /** one of the 20 language codes */
  readonly lang: string;
  /** the records the page shows, or null for the not-found page */
  readonly page: ServerPage | null;
}

/** The rendered page: hoisted head tags, the markup of #root, and the formats it wrote. */
export interface ServerRenderOutput {
  readonly head: string;
  readonly body: string;
  readonly formats: Record<string, string>;
}

const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/**
 * Renders `input.url` as a signed-out visitor in `input.lang` sees it on first load.
 * @throws when the page cannot render synchronously (a chunk or string not bundled) or a
 *   part of it fails
 */
export function renderServerPage(input: ServerRenderInput): ServerRenderOutput {
  provideServerPage(input.page, input.url);
  void preloadRoute(input.url.split('?')[0] ?? '/');
  void i18n.changeLanguage(input.lang);
  void i18n.loadNamespaces([...SERVER_PAGE_NAMESPACES]);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={input.url}>{children}</StaticRouter>
  );
  const stop = recordFormats();
  let html: string;
  try {
    html = renderToString(<App Router={Router} />);
  } finally {
    provideServerPage(undefined, '');
  }
  const formats = stop();
  // A part that suspended or threw is left to the browser behind its fallback ("Loading...");
  // a page served so would show that instead of its content.
  if (html.includes('<!--$!-->')) throw new Error(`rendering ${input.url} did not complete`);
  const head = LEADING_HOISTABLES.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length), formats };
}
