// The serving side of the pages the server fills (docs/rendering.md "Pages the server fills"):
// which URL is one, which built file it starts from, status 200 or 404. Called by the
// static-serving middleware in pb_hooks/static.pb.js; the rendering is lib/page-render.js.

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
 * Answers /profile/:id (200 filled, or 404 with the not-found page) and /browse?trade=X for a
 * known trade (200 filled); leaves every other request, and an unknown trade (the app's page
 * says there is no such trade and shows all), to the caller.
 * @param {core.RequestEvent} e
 * @param {string} publicDir the dir PocketBase serves
 * @param {string} hooksDir __hooks
 * @returns {{ error: any } | null} null when the request is not for such a page
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
  const origin = pr.publicOrigin($os.getenv('PUBLIC_URL'), e.app.settings().meta.appURL);
  // English pages start from a prerendered page, so the navigation and footer are there too;
  // other languages from the bare shell (the prerendered frame is English).
  const frame = (/** @type {string} */ name) =>
    (lang.code === 'en' ? readPublic(publicDir, name) : null) || shell;
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
    const page = pr.loadProfile(e.app, id);
    if (!page) return { error: e.html(404, pr.notFoundPage(frame('not-found.html'), lang)) };
    const view = pr.profileView({ ...page, lang, origin });
    return { error: e.html(200, pr.renderServerPage(frame('not-found.html'), view, hooksDir)) };
  }
  const found = pr.loadTrade(e.app, trade);
  if (!found) return null;
  const view = pr.browseView({ ...found, lang, origin });
  return { error: e.html(200, pr.renderServerPage(frame('browse.html'), view, hooksDir)) };
}

module.exports = { serveServerPage };
