/** How tests launch Chromium: one list for the tests and the scripts (scripts/chromium.mjs). */
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
