/// <reference path="../pb_data/types.d.ts" />
// Serving the built app from --publicDir: caching, compression (of the REST API's answers
// too, not the realtime stream nor file downloads), the security headers
// (Content-Security-Policy from the build's csp.json, Referrer-Policy, Permissions-Policy) and
// the HTML file for each page URL (logic in lib/static.js).

routerUse((e) => {
  const lib = require(`${__hooks}/lib/static.js`);
  const path = e.request.url.path;
  const cacheControl = lib.cacheControlFor(path);
  if (cacheControl) e.response.header().set('Cache-Control', cacheControl);
  // Set before the static handler runs: it keeps a Content-Type that is already there.
  const contentType = lib.contentTypeFor(path);
  if (contentType) e.response.header().set('Content-Type', contentType);
  if (lib.isAppPath(path)) {
    // Worked out once per server start: the build and the env do not change while it runs.
    let policy = $app.store().get('static.contentSecurityPolicy');
    if (!policy) {
      let build = null;
      try {
        const publicDir = lib.publicDirFrom($os.args);
        build = JSON.parse(toString($os.readFile(`${publicDir}/csp.json`)));
      } catch (err) {
        e.app
          .logger()
          .warn('No csp.json in the public dir: no inline script is allowed', 'error', String(err));
      }
      const { paymentCapabilities } = require(`${__hooks}/lib/capabilities.js`);
      const payments = paymentCapabilities((/** @type {string} */ name) => $os.getenv(name));
      policy = lib.contentSecurityPolicy(
        build,
        $os.getenv('FRAME_ANCESTORS'),
        payments.stripePublishableKey !== null,
      );
      $app.store().set('static.contentSecurityPolicy', policy);
    }
    const header = e.response.header();
    header.set('Content-Security-Policy', policy);
    const others = lib.securityHeaders();
    for (const name of Object.keys(others)) header.set(name, others[name]);
  }
  if (lib.shouldCompress(path)) return $apis.gzip().func(e);
  return e.next();
});

routerUse((e) => {
  if (e.request.method !== 'GET' && e.request.method !== 'HEAD') return e.next();
  const { pageFileFor, publicDirFrom } = require(`${__hooks}/lib/static.js`);
  const publicDir = publicDirFrom($os.args);
  // /profile/:id and /browse?trade=X: the HTML filled from the records (lib/server-pages.js).
  const served = require(`${__hooks}/lib/server-pages.js`).serveServerPage(e, publicDir, __hooks);
  if (served) return served.error;
  const file = pageFileFor(e.request.url.path, (/** @type {string} */ name) => {
    try {
      return !$os.stat(`${publicDir}/${name}`).isDir();
    } catch {
      return false;
    }
  });
  if (!file) return e.next();
  if (file === 'shell.html') {
    // A URL no route of the app matches: 404 with the not-found page.
    const unknown = require(`${__hooks}/lib/server-pages.js`).serveUnknownPage(
      e,
      publicDir,
      __hooks,
    );
    if (unknown) return unknown.error;
  }
  return e.fileFS($os.dirFS(publicDir), file);
});
