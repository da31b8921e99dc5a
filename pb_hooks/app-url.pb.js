/// <reference path="../pb_data/types.d.ts" />
// The product's name and address in PocketBase's own mails (verification, password reset,
// one-time code) and in links the hooks build: until staff set them (dashboard → Settings →
// Application), PocketBase says "Acme" and links to http://localhost:8090, a port the app may
// not run on. At each start, in memory only (staff's settings always win): the name becomes
// "TradesMarket" and the URL APP_URL (`npm start` sets it to the address it serves on).
onBootstrap((e) => {
  e.next();
  // Only for `serve`: `migrate up` bootstraps too, and a migration that saves the settings
  // would store this in-memory change in the data directory for good.
  if ($os.args[1] !== 'serve') return;
  const { defaultsReplaced } = require(`${__hooks}/lib/app-url.js`);
  const meta = e.app.settings().meta;
  const next = defaultsReplaced(
    { appName: meta.appName, appURL: meta.appURL },
    require(`${__hooks}/lib/env.js`).text('APP_URL'),
  );
  meta.appName = next.appName;
  meta.appURL = next.appURL;
});
