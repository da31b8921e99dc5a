// The serving side of the pages the server fills (docs/rendering.md "Pages the server fills"):
// which URL is one, which built file it starts from, status 200 or 404. Called by the
// static-serving middleware in pb_hooks/static.pb.js. The records and head tags come from
// lib/page-render.js, the markup from the app's components (lib/server-render.js, which
// `npm run build` makes from src/server-page.tsx).

/**
 * A file of the public dir as text, or null when it is not there.
 * @param {string} publicDir
 * @param {string} name
 */
function readPublic(publicDir, name) {
  try {
    return toString($os.readFile(`${publicDir}/${name}`));
  } catch {
    return null;
  }
}

/**
 * Renders a page with the app's components in the visitor's language and puts it into the
 * shell: what the browser hydrates.
 * @param {string} hooksDir __hooks
 * @param {string} shell shell.html's text
 * @param {{ code: string, dir: string }} lang the page's language (page-render.js pageLanguage)
 * @param {string} url path and query of the page
 * @param {{ kind: string } | null} page its public data; null for the not-found page
 * @param {((rendered: string) => string) | null} headOf the head from React's title and
 *   description (page-render.js headTags); null for the not-found page (not to be indexed)
 * @returns {string} the filled shell; the bare shell when the render fails
 */
function renderInto(hooksDir, shell, lang, url, page, headOf) {
  /** @type {{ head: string, body: string, formats: Record<string, string> }} */
  let rendered;
  try {
    const input = { url, lang: lang.code, page };
    rendered = require(`${hooksDir}/lib/render-cache.js`).cachedRender(
      $app.store(),
      $security.sha256(JSON.stringify(input)),
      Date.now(),
      () => require(`${hooksDir}/lib/server-render.js`).renderServerPage(input),
    );
  } catch (err) {
    // No bundle (a server started without `npm run build`) or a render that failed: the bare
    // shell, which the app renders in the browser, rather than no page at all.
    $app.logger().error('Server render failed', 'url', url, 'error', String(err));
    return shell;
  }
  return require(`${hooksDir}/lib/page-render.js`).fillShell(shell, {
    lang: lang.code,
    dir: lang.dir,
    head: headOf ? headOf(rendered.head) : `${rendered.head}<meta name="robots" content="noindex">`,
    body: rendered.body,
    formats: rendered.formats,
    data: page,
    notFound: page === null,
  });
}

/**
 * Names in a filled page's head, in a `<script type="application/json" id="page-chunks">`
 * data block, each chunk of its page that the page does not name yet (the build's
 * page-preloads.json, scripts/page-preloads.mjs). The page's loader preloads them with the
 * entry once the page has painted (scripts/defer-app-code.mjs), so they arrive at once rather
 * than level by level, and the app adds no preload from script; they do not share the link
 * with the stylesheet before the first paint. A build without that file: the page as it is.
 * @param {string} html the filled page
 * @param {string} publicDir
 * @param {'profile' | 'browse'} page
 * @returns {string}
 */
function withPagePreloads(html, publicDir, page) {
  /** @type {unknown} */
  let files = [];
  try {
    files = JSON.parse(readPublic(publicDir, 'page-preloads.json') || '{}')[page];
  } catch {
    files = [];
  }
  if (!Array.isArray(files)) return html;
  // Only plain asset names (nothing to escape in the block), and only those the page's own
  // loader list (a JSON string in its script) or a link does not name yet.
  const urls = files
    .filter((file) => typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file))
    .map((file) => `/${file}`)
    .filter((url) => !html.includes(`"${url}"`));
  if (urls.length === 0) return html;
  const block = `<script type="application/json" id="page-chunks">${JSON.stringify(urls)}</script>`;
  return html.replace('</head>', () => `${block}</head>`);
}

/**
 * Answers /profile/:id (200 filled, or 404 with the not-found page) and /browse?trade=X for a
 * known trade (200 filled); leaves every other request, and an unknown trade (the app's page
 * says there is no such trade and shows all), to the caller.
 * @param {core.RequestEvent} e
 * @param {string} publicDir the dir PocketBase serves
 * @param {string} hooksDir __hooks
 * @returns {{ error: void } | null} null when the request is not for such a page; `error`
 *   is what e.html returned, for the handler to return
 */
function serveServerPage(e, publicDir, hooksDir) {
  const path = e.request.url.path.replace(/\/+$/, '');
  const profile = /^\/profile\/([^/]+)$/.exec(path);
  const trade = path === '/browse' ? e.request.url.query().get('trade') : '';
  if (!profile && !trade) return null;
  const shell = readPublic(publicDir, 'shell.html');
  if (shell === null) return null;
  const pr = require(`${hooksDir}/lib/page-render.js`);
  const lang = pr.pageLanguage(e.request.header.get('Cookie'));
  const publicUrl = require(`${hooksDir}/lib/env.js`).text('PUBLIC_URL');
  const origin = pr.publicOrigin(publicUrl, e.app.settings().meta.appURL);
  // The response differs by the language cookie (added: the gzip middleware's
  // `Vary: Accept-Encoding` must stay).
  e.response.header().add('Vary', 'Cookie');
  if (profile) {
    let id = '';
    try {
      id = decodeURIComponent(profile[1]);
    } catch {
      id = '';
    }
    const found = pr.loadProfile(e.app, id);
    if (!found) return { error: e.html(404, renderInto(hooksDir, shell, lang, path, null, null)) };
    const head = pr.profileHead({ listing: found.listing, origin });
    const html = renderInto(
      hooksDir,
      shell,
      lang,
      `/profile/${found.listing.id}`,
      { kind: 'profile', ...found },
      (rendered) => pr.headTags(rendered, head),
    );
    return { error: e.html(200, withPagePreloads(html, publicDir, 'profile')) };
  }
  // A trade page: the built /browse filled by the Go templates. English pages start from the
  // prerendered page, so the navigation and footer are there too; other languages from the
  // bare shell (the prerendered frame is English).
  const found = pr.loadTrade(e.app, trade);
  if (!found) return null;
  const frame = (lang.code === 'en' ? readPublic(publicDir, 'browse.html') : null) || shell;
  const view = pr.browseView({ ...found, lang, origin });
  const html = pr.renderServerPage(frame, view, hooksDir);
  return { error: e.html(200, withPagePreloads(html, publicDir, 'browse')) };
}

/**
 * The app's page URL patterns from the build's routes.json, read once per server start; null
 * when the public dir has none (an older build): then every URL is left to the app.
 * @param {string} publicDir
 * @returns {string[] | null}
 */
function routePatterns(publicDir) {
  // Kept as JSON text: the app store holds Go values.
  let text = $app.store().get('static.routePatterns');
  if (typeof text !== 'string') {
    /** @type {string[]} */
    let patterns = [];
    try {
      const parsed = JSON.parse(readPublic(publicDir, 'routes.json') || '{}');
      if (Array.isArray(parsed.patterns)) {
        patterns = parsed.patterns.filter((/** @type {unknown} */ p) => typeof p === 'string');
      }
    } catch {
      patterns = [];
    }
    text = JSON.stringify(patterns);
    $app.store().set('static.routePatterns', text);
  }
  const patterns = JSON.parse(text);
  return patterns.length ? patterns : null;
}

/**
 * A page URL the app has no route for (its shell would only show the not-found page) is
 * answered with 404 and the not-found page in the visitor's language, as an unknown profile
 * is, so crawlers see no "soft 404".
 * @param {core.RequestEvent} e
 * @param {string} publicDir the dir PocketBase serves
 * @param {string} hooksDir __hooks
 * @returns {{ error: void } | null} null when the app has a page for the URL
 */
function serveUnknownPage(e, publicDir, hooksDir) {
  const patterns = routePatterns(publicDir);
  if (!patterns) return null;
  const { appRouteMatches } = require(`${hooksDir}/lib/static.js`);
  if (appRouteMatches(e.request.url.path, patterns)) return null;
  const shell = readPublic(publicDir, 'shell.html');
  if (shell === null) return null;
  const lang = require(`${hooksDir}/lib/page-render.js`).pageLanguage(
    e.request.header.get('Cookie'),
  );
  e.response.header().add('Vary', 'Cookie');
  return { error: e.html(404, renderInto(hooksDir, shell, lang, e.request.url.path, null, null)) };
}

module.exports = { serveServerPage, serveUnknownPage };
