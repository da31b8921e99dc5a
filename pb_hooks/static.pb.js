/// <reference path="../pb_data/types.d.ts" />
// Serving the built app from --publicDir: caching, compression (of the REST API's answers
// too, not the realtime stream nor file downloads), the security headers
// (Content-Security-Policy from the build's csp.json, Referrer-Policy, Permissions-Policy) and
// the HTML file for each page URL (logic in lib/static.js).
//
// Every request passes each JS `routerUse` middleware, and each call costs a JS VM from the
// pool whatever it does (docs/scaling.md): so there are two, and the first also holds the mail
// check of PocketBase's auth mail requests (lib/capabilities.js, see mailer.pb.js) and
// turns the records routes' bare refusals into coded ones (lib/refusals.js). The
// page-serving one must stay second: it runs inside the first one's gzip.

routerUse((e) => {
  const lib = require(`${__hooks}/lib/static.js`);
  const path = e.request.url.path;
  if (!lib.isAppPath(path)) {
    // The API and the dashboard: no page, no app header; gzip only where it fits.
    const c = require(`${__hooks}/lib/capabilities.js`);
    if (c.isMailRequest(e.request.method, path)) {
      const state = c.currentMailState(e.app);
      if (state !== 'ready') return e.json(503, c.mailRefusal(state));
    }
    try {
      return lib.shouldCompress(path) ? $apis.gzip().func(e) : e.next();
    } catch (err) {
      // A records route's bare refusal (a rule, a filter) gets a code the app can word.
      const coded = path.startsWith('/api/collections/')
        ? require(`${__hooks}/lib/refusals.js`).explainRefusal(e, err)
        : null;
      throw coded || err;
    }
  }
  const cacheControl = lib.cacheControlFor(path);
  if (cacheControl) e.response.header().set('Cache-Control', cacheControl);
  // Set before the static handler runs: it keeps a Content-Type that is already there.
  const contentType = lib.contentTypeFor(path);
  if (contentType) e.response.header().set('Content-Type', contentType);
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
    const payments = paymentCapabilities();
    policy = lib.contentSecurityPolicy(
      build,
      require(`${__hooks}/lib/env.js`).text('FRAME_ANCESTORS'),
      payments.stripePublishableKey !== null,
    );
    $app.store().set('static.contentSecurityPolicy', policy);
  }
  const header = e.response.header();
  header.set('Content-Security-Policy', policy);
  const others = lib.securityHeaders();
  for (const name of Object.keys(others)) header.set(name, others[name]);
  return $apis.gzip().func(e);
});

routerUse((e) => {
  if (e.request.method !== 'GET' && e.request.method !== 'HEAD') return e.next();
  const { isAppPath, pageFileFor, publicDirFrom } = require(`${__hooks}/lib/static.js`);
  if (!isAppPath(e.request.url.path)) return e.next();
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
