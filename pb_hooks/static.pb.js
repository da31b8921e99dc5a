/// <reference path="../pb_data/types.d.ts" />
// Caching and compression for the app PocketBase serves from --publicDir (logic in lib/static.js).

routerUse((e) => {
  const { cacheControlFor, shouldCompress } = require(`${__hooks}/lib/static.js`);
  const path = e.request.url.path;
  const cacheControl = cacheControlFor(path);
  if (cacheControl) e.response.header().set('Cache-Control', cacheControl);
  if (shouldCompress(path)) return $apis.gzip().func(e);
  return e.next();
});
