// How tests and benchmarks launch Chromium: Debian's build (the one .ci/run installs, or
// CHROMIUM_PATH) rather than a browser Playwright downloads. No sandbox, because CI runs as
// root in a container, where Chromium's sandbox cannot start; no GPU; and none of Chromium's
// own traffic (QUIC, component updates, sync, first-run pages), so only the app's requests
// reach the network and the timings. Playwright (through tests/support/chromium.ts), the data
// bench and Lighthouse all take them from here.
import { existsSync } from 'node:fs';

/** The Chromium executable of the benchmarks and scripts: the browser people use. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's chromium-headless-shell: the same engine without the desktop browser around it. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium executable of the tests (Playwright): CHROMIUM_PATH when set, else Debian's
 * headless shell when installed (.ci/run installs it), else /usr/bin/chromium. The shell is the
 * browser Playwright itself runs headless tests in; the full browser's headless mode cost the
 * e2e tests twice the CPU (legal-pages.spec: 72 s against 36 s on two cores).
 */
export const CHROMIUM_TEST_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium');

/** @type {string[]} */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
