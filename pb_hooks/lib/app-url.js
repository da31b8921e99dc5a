// The product's name and public address where PocketBase still has its defaults. Pure;
// required by pb_hooks/bootstrap.pb.js.

/** PocketBase's defaults for a new server (core/settings_model.go). */
const POCKETBASE_DEFAULTS = { appName: 'Acme', appURL: 'http://localhost:8090' };

/** The product's name, as the app calls itself. */
const PRODUCT_NAME = 'TradesMarket';

/**
 * The name and URL to use: each left as staff set it; a PocketBase default replaced by the
 * product's name and by `appUrl` (when it is an http(s) address).
 * @param {{ appName: string, appURL: string }} meta the server's settings now
 * @param {string} appUrl the APP_URL env var ('' when unset)
 * @returns {{ appName: string, appURL: string }}
 */
function defaultsReplaced(meta, appUrl) {
  const url = /^https?:\/\/[^\s]+$/.test(appUrl) ? appUrl.replace(/\/+$/, '') : '';
  return {
    appName: meta.appName === POCKETBASE_DEFAULTS.appName ? PRODUCT_NAME : meta.appName,
    appURL: meta.appURL === POCKETBASE_DEFAULTS.appURL && url ? url : meta.appURL,
  };
}

module.exports = { POCKETBASE_DEFAULTS, PRODUCT_NAME, defaultsReplaced };
