/**
 * How tests launch Chromium: one list for the tests and the scripts (scripts/chromium.mjs).
 * CHROMIUM_PATH here is the tests' executable (Debian's headless shell when installed).
 */
export { CHROMIUM_ARGS, CHROMIUM_TEST_PATH as CHROMIUM_PATH } from '../../scripts/chromium.mjs';
