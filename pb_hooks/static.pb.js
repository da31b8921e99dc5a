/// <reference path="../pb_data/types.d.ts" />
// Serving the built app from --publicDir: caching, compression, who may frame it, and the
// HTML file for each page URL (logic in lib/static.js).

routerUse((e) => {
  const lib = require(`${__hooks}/lib/static.js`);
  const path = e.request.url.path;
  const cacheControl = lib.cacheControlFor(path);
  if (cacheControl) e.response.header().set('Cache-Control', cacheControl);
  // Set before the static handler runs: it keeps a Content-Type that is already there.
  const contentType = lib.contentTypeFor(path);
  if (contentType) e.response.header().set('Content-Type', contentType);
  if (lib.isAppPath(path)) {
    e.response
      .header()
      .set('Content-Security-Policy', lib.frameAncestorsPolicy($os.getenv('FRAME_ANCESTORS')));
  }
  if (lib.shouldCompress(path)) return $apis.gzip().func(e);
  return e.next();
});

routerUse((e) => {
  if (e.request.method !== 'GET' && e.request.method !== 'HEAD') return e.next();
  const { pageFileFor, publicDirFrom } = require(`${__hooks}/lib/static.js`);
  const publicDir = publicDirFrom($os.args);
  const file = pageFileFor(e.request.url.path, (/** @type {string} */ name) => {
    try {
      return !$os.stat(`${publicDir}/${name}`).isDir();
    } catch {
      return false;
    }
  });
  if (!file) return e.next();
  return e.fileFS($os.dirFS(publicDir), file);
});
