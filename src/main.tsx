import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import i18n, { applyDocumentLanguage, bootLanguage, i18nReady } from '@/i18n';
import { PREFILLED_FORMATS_ID, prefillFormatsFrom, warmIntl } from '@/i18n/format';
import { markHydrating } from '@/lib/early-input';
import { preloadWithin } from '@/lib/lazy-page';
import { logRecoverableError } from '@/lib/recoverable-error';
import { isServerFilled, isServerRendered, SERVER_PAGE_NAMESPACES } from '@/data/server-page';
import { hasStoredSession } from '@/lib/stored-session';
import './app/pwa/install-prompt';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { formatsDeviceData } from './app/route-table';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App Router={BrowserRouter} />
  </StrictMode>
);
// A prerendered page carries the numbers and dates its first render formats (src/prerender.tsx):
// hydrating it then builds no Intl formatter, whose first one costs a long task on a phone.
prefillFormatsFrom(document.getElementById(PREFILLED_FORMATS_ID)?.textContent);
const language = bootLanguage();
applyDocumentLanguage(language);
// ...but a page that formats the device's data once hydrated (browse's results, a visitor
// whose distance unit is not the prerender's) builds its first formatter in that render, one
// long task: made now, in a task of its own while the page's chunk loads. (The loader makes
// it on pages without prerendered formats: scripts/defer-app-code.mjs.)
if (formatsDeviceData(window.location.pathname)) {
  setTimeout(() => warmIntl(language.code), 0);
}
// The first render waits (briefly) for the page's chunk as well as its strings: a page that
// suspends on the first render is held back by React for up to 300 ms (lib/lazy-page.ts).
// A page the server filled (/profile/:id, /browse?trade=X) keeps its HTML on screen until
// the client has rendered it afresh, so its first render waits for the page's chunk however
// long that takes: a cap would show the "Loading..." fallback over the served content.
const serverFilled = isServerFilled(container);
// In a task of its own: adding the chunk's modulepreload links costs a few ms per page, which
// would lengthen this module's evaluation (already one long task on a slow phone).
const pageChunk = new Promise<void>((resolve, reject) => {
  setTimeout(() => {
    // The loader's modulepreload links not added yet (it adds four a task; on a busy phone this
    // can come first), so that Vite's helper finds the page's chunks named and adds none.
    (window as { __addPagePreloads?: () => void }).__addPagePreloads?.();
    preloadRoute(window.location.pathname).then(resolve, reject);
  }, 0);
});
const ready = Promise.all([
  i18nReady,
  serverFilled ? pageChunk.catch(() => undefined) : preloadWithin(pageChunk, 250),
  // ...and for its strings in the start language, so its first render does not suspend into
  // "Loading..." over the served content (English strings come with the page's chunk).
  serverFilled && language.code !== 'en'
    ? i18nReady.then(() => i18n.loadNamespaces(SERVER_PAGE_NAMESPACES)).catch(() => undefined)
    : undefined,
]);
// Pages rendered at build time (see src/prerender.tsx) are hydrated. Their HTML is the
// signed-out, English view of the URL without a query string; for a signed-in visitor or
// another language (the inline script in index.html has already emptied #root) or a URL
// with a query string (e.g. /browse?trade=roofer) the client renders afresh, replacing the
// HTML in one commit. Either way only once the start language's strings are loaded.
// A profile or not-found page the server rendered (src/server-page.tsx) is hydrated too: it
// is the signed-out view in the page's language, with the data it carries. A trade page the
// server filled from its templates is not React's markup, so it is rendered afresh from the
// same data (src/data/server-page.ts) in one commit.
const hydratable = serverFilled
  ? isServerRendered(container) &&
    document.documentElement.getAttribute('data-server-lang') === language.code
  : language.code === 'en' && window.location.search === '';
if (
  container.firstElementChild &&
  !document.documentElement.hasAttribute('data-client-render') &&
  !hasStoredSession() &&
  hydratable
) {
  // Let the browser paint the prerendered HTML before the hydration work starts, and
  // hydrate in a transition so React yields to the browser between units of work instead of
  // hydrating the whole page in one long task.
  requestAnimationFrame(() => {
    setTimeout(() => {
      void ready.then(() => {
        markHydrating();
        startTransition(() => {
          hydrateRoot(container, app, { onRecoverableError: logRecoverableError });
        });
      });
    }, 0);
  });
} else {
  void ready.then(() => {
    // index.html hid the prerendered HTML (data-client-render); React replaces it in its
    // first commit, after which the root may show. A filled page stays on screen until that
    // commit replaces it (createRoot empties the container when it commits).
    if (!serverFilled) container.textContent = '';
    // React adopts the prerendered <head> tags only when it hydrates; rendering afresh it adds
    // its own. Two titles, descriptions or canonical links, the prerendered ones left behind on
    // the next navigation, would contradict each other, so those go: every page renders its
    // own title and description (PageHeader, AdminPage, the home, profile and not-found
    // pages), and CanonicalLink its canonical link. A filled page's canonical link is the
    // server's (data-server-head), kept while its URL is shown.
    for (const tag of document.head.querySelectorAll(
      'title, meta[name="description"], link[rel="canonical"]:not([data-server-head])',
    )) {
      tag.remove();
    }
    const root = createRoot(container, { onRecoverableError: logRecoverableError });
    // A filled page shown to the visitor (not hidden by data-client-render) stays on screen
    // until React commits, so its render may yield to the browser between units of work
    // (a transition) instead of rendering the whole page in one long task.
    if (serverFilled && !document.documentElement.hasAttribute('data-client-render')) {
      startTransition(() => root.render(app));
    } else {
      root.render(app);
    }
    document.documentElement.removeAttribute('data-client-render');
  });
}
