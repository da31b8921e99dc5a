/**
 * How tests launch Chromium: one list for the tests and the scripts (scripts/chromium.mjs).
 * CHROMIUM_PATH here is the tests' executable (Debian's headless shell when installed);
 * CHROMIUM_FULL_PATH the full browser, for what the shell lacks (its PDF viewer: the shell
 * downloads a PDF it is sent to instead of showing it).
 */
export {
  CHROMIUM_ARGS,
  CHROMIUM_TEST_PATH as CHROMIUM_PATH,
  CHROMIUM_PATH as CHROMIUM_FULL_PATH,
} from '../../scripts/chromium.mjs';
