// How tests and benchmarks launch Chromium: Debian's build (the one .ci/run installs, or
// CHROMIUM_PATH) rather than a browser Playwright downloads. No sandbox, because CI runs as
// root in a container, where Chromium's sandbox cannot start; no GPU; and none of Chromium's
// own traffic (QUIC, component updates, sync, first-run pages), so only the app's requests
// reach the network and the timings. Playwright (through tests/support/chromium.ts), the data
// bench and Lighthouse all take them from here.

/** The Chromium executable of the tests, benchmarks and scripts: the browser people use. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
