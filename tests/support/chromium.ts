/**
 * How tests and benchmarks launch Chromium on these machines: Debian's build (Playwright's
 * own download does not work here) with the flags TOOLCHAIN.md lists.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
