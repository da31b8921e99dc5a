/// <reference path="../pb_data/types.d.ts" />
// GET /api/app/capabilities → 200 {translate: boolean}: which optional services this server
// has (logic in lib/capabilities.js). Public and cheap: the app asks once per page load and
// keeps the answer on the device.

routerAdd('GET', '/api/app/capabilities', (e) => {
  const { capabilities } = require(`${__hooks}/lib/capabilities.js`);
  return e.json(
    200,
    capabilities((/** @type {string} */ name) => $os.getenv(name)),
  );
});
