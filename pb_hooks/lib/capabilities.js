// GET /api/app/capabilities: which optional services this server has, so the app can hide
// what would do nothing here. Required by pb_hooks/capabilities.pb.js; pure, unit-tested.

/**
 * The optional services this server offers.
 * @param {(name: string) => string} getenv e.g. `$os.getenv`
 * @returns {{ translate: boolean }} `translate`: a translation provider is configured
 *   (TRANSLATE_API_URL), so POST /api/translate-content can answer new texts
 */
function capabilities(getenv) {
  const { providerConfig } = require(`${__hooks}/lib/translate.js`);
  return { translate: providerConfig(getenv) !== null };
}

module.exports = { capabilities };
