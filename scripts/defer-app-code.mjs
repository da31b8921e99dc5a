// A page with content in its HTML (prerendered, or filled by the server) paints before the
// app's JavaScript is even requested: vite.config.ts runs every built page through
// deferAppCode. Without it the browser fetches the entry chunk and its modulepreloads while
// it parses the head and, on a fast connection, may run them before the first paint; on a
// slow phone their 150 KB share the link with the stylesheet the paint waits for. Pure,
// unit-tested (tests/unit/defer-app-code.test.ts). docs/rendering.md "First paint".

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The name of the function the loader leaves on `window` that adds at once the modulepreload
 * links it has yet to add (none once its batches are done). src/main.tsx calls it before it
 * imports the page's chunk.
 */
export const FLUSH = '__addPagePreloads';

/**
 * The loader that replaces the entry script and modulepreload links: once the document is
 * parsed (as for the module script it replaces: the page data after it is there), it adds
 * them to the head once the browser has reported the page's first contentful paint (Paint
 * Timing; where that is not supported, two animation frames later), at the latest after 3 s
 * or when the tab is hidden (no paint comes); at once when there is nothing to paint first (an
 * empty #root: the app shell), the page is hidden by index.html's inline script
 * (`data-client-render`: the app renders it afresh) or the tab is in the background. In the
 * next task it makes the page language's first Intl.NumberFormat: the first one loads Intl's
 * locale data (about 20 ms here, 4x that on a slow phone), which would otherwise lengthen the
 * app's first render, one long task; made while the code downloads it is a task of its own.
 * Not on a page that carries `#prefilled-formats` (the results the prerender formatted) and is
 * not hidden for a client render: hydrating a prerendered page needs no Intl. A page the
 * server filled with a record (#root `data-server-page=""`: a profile, a trade's results)
 * carries a prerendered page's block too (not-found.html, browse.html), but the app renders
 * it afresh from the record, formatting its country, rating and distance: it gets the warm-up.
 * The server's not-found page (`data-server-page="not-found"`) formats nothing new: none.
 * Until the app marks <html data-interactive> (it has hydrated), a form's submit is held back
 * and its button marked `data-early-submit` for the app to submit again (src/lib/early-input.ts).
 * The links go in four to a task, the entry script after the first four; `window[FLUSH]()`
 * adds the rest at once. With them it preloads the URLs of the page's
 * `<script type="application/json" id="page-chunks">` when there is one: the chunks of the page a server filled
 * (pb_hooks/lib/server-pages.js), which its frame's list does not name. Named in the head as
 * `<link rel="modulepreload">`, they were fetched before the first paint, and Lighthouse's
 * simulation counted them before its first and largest paints (a profile's FCP 2.2 s, against
 * 0.75 s with them here).
 * @param {string} entry the entry chunk's URL, e.g. /assets/index-abc.js
 * @param {readonly string[]} preloads the URLs to modulepreload, in order
 * @returns {string} the script's text (its CSP hash is taken from the built HTML)
 */
export function loaderScript(entry, preloads) {
  return (
    '(function(){var d=document,h=d.head,r=d.getElementById("root");' +
    'function go(){var c=d.getElementById("page-chunks"),x=[];' +
    // A page the server filled names its page's chunks in a data block (see above).
    'try{x=c?JSON.parse(c.textContent):[]}catch(e){}' +
    // Four links a task (each one starts a fetch: 0.5-2 ms of main thread here, the more while
    // Lighthouse traces, 2-8 ms at 4x CPU, so a profile's 40 in one task were a long task, and
    // eight a task still took 13-18 ms), the entry after the first four.
    `var q=${JSON.stringify(preloads)}.concat(x);` +
    'function add(u){var l=d.createElement("link");' +
    'l.rel="modulepreload";l.crossOrigin="";l.href=u;h.appendChild(l)}' +
    'function some(){q.splice(0,4).forEach(add);if(q.length)setTimeout(some,0)}some();' +
    // The app adds the rest at once before it imports its page (src/main.tsx): on a busy
    // phone the entry can run before the last batches, and Vite's preload helper would add
    // its own link for every chunk of the page not named yet.
    `window.${FLUSH}=function(){q.splice(0).forEach(add)};` +
    'var s=d.createElement("script");s.type="module";s.crossOrigin="";' +
    `s.src=${JSON.stringify(entry)};h.appendChild(s);` +
    // Intl's first formatter loads the locale data (tens of ms on a phone): made here, in a
    // task of its own while the app's code downloads, not inside the app's first render;
    // not at all on a page that carries what the prerender formatted (see above).
    'if(!d.getElementById("prefilled-formats")||d.documentElement.hasAttribute("data-client-render")' +
    '||(r&&r.getAttribute("data-server-page"))==="")' +
    // In two tasks, as src/i18n/format.ts warmIntl: the locale's likely subtags, then the
    // formatter's own data.
    'setTimeout(function(){var g=d.documentElement.lang||void 0;try{new Intl.Locale(g).maximize()}catch(e){}' +
    'setTimeout(function(){try{new Intl.NumberFormat(g).format(1)}catch(e){}},0)},0)}' +
    'var paint=r&&r.firstElementChild&&!d.documentElement.hasAttribute("data-client-render")' +
    '&&d.visibilityState!=="hidden";' +
    'function start(){if(!paint)return go();var done=0;' +
    'function once(){if(!done){done=1;setTimeout(go,0)}}' +
    'var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;' +
    'if(t&&t.indexOf("paint")>=0)new P(function(l,o){' +
    'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();once()}' +
    '}).observe({type:"paint",buffered:true});' +
    'else requestAnimationFrame(function(){requestAnimationFrame(once)});' +
    'setTimeout(once,3000);d.addEventListener("visibilitychange",once)}' +
    'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",start);else start();' +
    // A submit before React handles events would be the browser's own (a GET to this URL, the
    // fields in its query string): held back, its button marked; the app submits it again
    // once it has hydrated (src/lib/early-input.ts).
    'd.addEventListener("submit",function(e){if(!d.documentElement.hasAttribute("data-interactive")){' +
    'e.preventDefault();(e.submitter||e.target).setAttribute("data-early-submit","")}},true)})()'
  );
}

/**
 * Moves a built page's entry script and modulepreload links into the loader (loaderScript),
 * placed at the end of <body> so it sees whether #root has content.
 * @param {string} html a page as Vite built it (one `<script type="module" crossorigin src>`)
 * @returns {string} the page with the loader instead of those tags
 * @throws {Error} when the page has no entry script, or more than one
 */
export function deferAppCode(html) {
  const entries = [...html.matchAll(ENTRY)].map((match) => match[1] ?? '');
  if (entries.length !== 1) {
    throw new Error(`defer-app-code: expected one entry script, found ${entries.length}`);
  }
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1] ?? '');
  const rest = html.replace(ENTRY, '').replace(PRELOAD, '');
  if (!rest.includes('</body>')) throw new Error('defer-app-code: no </body>');
  const loader = `<script>${loaderScript(entries[0] ?? '', preloads)}</script></body>`;
  return rest.replace('</body>', () => loader);
}
