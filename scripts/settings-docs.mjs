#!/usr/bin/env node
// `npm run docs:settings`: README's settings tables and .env.example, generated from the lists
// that own the settings: the server's in pb_hooks/lib/env.js, the client build's in
// src/lib/build-settings.json, and the local development, test and bench variables below.
// tests/unit/settings-docs.test.ts fails when the generated text is stale or when a variable
// is read somewhere but listed nowhere.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {{ name: string, default: string, doc: string }} DocumentedSetting */
/**
 * The part of pb_hooks/lib/env.js's Setting the docs show.
 * @typedef {{ type: string, default: string | number | null, doc: string, shown?: string }} ServerSetting
 */

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const require = createRequire(import.meta.url);
/** @type {{ SETTINGS: Record<string, ServerSetting> }} */
const serverEnv = require(join(ROOT, 'pb_hooks', 'lib', 'env.js'));

/** @type {DocumentedSetting[]} */
const BUILD = JSON.parse(readFileSync(join(ROOT, 'src', 'lib', 'build-settings.json'), 'utf8'));

/** What the launcher, the dev server, the seed and the tests read. */
/** @type {DocumentedSetting[]} */
export const DEV_SETTINGS = [
  {
    name: 'PORT',
    default: '`8090`',
    doc: 'port `npm start` serves on (127.0.0.1); `npm run seed` finds the server by it',
  },
  {
    name: 'PB_DATA_DIR',
    default: '`.pocketbase/data`',
    doc: "`npm start`'s PocketBase data directory",
  },
  {
    name: 'POCKETBASE_BIN',
    default: 'unset (fetched)',
    doc: 'path to a PocketBase 0.40.6 executable to use instead of fetching one',
  },
  {
    name: 'POCKETBASE_DEV_URL',
    default: '`http://127.0.0.1:8090`',
    doc: 'where `npm run dev` proxies `/api` and `/_` (and starts PocketBase when none answers)',
  },
  {
    name: 'MAIL_CATCHER',
    default: 'unset',
    doc: '`1`: `npm start` runs the local mail catcher, as `npm start -- --mail-catcher` does',
  },
  {
    name: 'MAIL_CATCHER_SMTP_PORT',
    default: '`1025`',
    doc: "the mail catcher's SMTP port (127.0.0.1); the launcher hands it to the server",
  },
  {
    name: 'MAIL_CATCHER_WEB_PORT',
    default: '`1080`',
    doc: "the mail catcher's page, listing every email sent",
  },
  {
    name: 'PAYMENTS_EMULATOR',
    default: 'unset',
    doc: '`1`: `npm start` runs the Stripe emulator, as `npm start -- --payments` does',
  },
  {
    name: 'STRIPE_EMULATOR_PORT',
    default: '`8111`',
    doc: 'where `npm start -- --payments` and `npm run dev:payments` run the Stripe emulator',
  },
  {
    name: 'POCKETBASE_URL',
    default: '`http://127.0.0.1:$PORT`',
    doc: 'the server `npm run seed` fills',
  },
  {
    name: 'PB_SUPERUSER_EMAIL',
    default: 'required by the seed',
    doc: 'the superuser `npm run seed` signs in as',
  },
  {
    name: 'PB_SUPERUSER_PASSWORD',
    default: 'required by the seed',
    doc: "that superuser's password",
  },
  {
    name: 'CHROMIUM_PATH',
    default: '`/usr/bin/chromium`',
    doc: 'Chromium executable for Playwright, the benches and Lighthouse',
  },
  { name: 'E2E_WORKERS', default: '`2`', doc: 'Playwright workers' },
  {
    name: 'CI',
    default: 'unset',
    doc: 'set: Playwright retries a failed test once and lists it as flaky',
  },
  {
    name: 'E2E_STRIPE_PORT',
    default: '`8111`',
    doc: "the e2e run's Stripe emulator port (build with the same port, as `npm run build:e2e` does)",
  },
  {
    name: 'E2E_IP_LOCATION_PORT',
    default: '`8112`',
    doc: "the e2e run's IP-location stand-in port (build with the same port)",
  },
  {
    name: 'LAYOUT_SCREENSHOTS',
    default: 'unset',
    doc: 'set: the layout sweep saves a screenshot of each page under test-results/layout/',
  },
  {
    name: 'SYNC_PROPERTY_RUNS',
    default: '`250`',
    doc: 'runs of the sync property test (`npm run test:property`: 2000)',
  },
  {
    name: 'SYNC_MERGE_RUNS',
    default: '`250`',
    doc: 'runs of the sync merge property test (`npm run test:property`: 2000)',
  },
];

/** What the benches read. */
/** @type {DocumentedSetting[]} */
export const BENCH_SETTINGS = [
  {
    name: 'BENCH_LIGHTHOUSE_RUNS',
    default: '`5`',
    doc: 'Lighthouse runs per URL in `npm run bench` (the median is reported)',
  },
  {
    name: 'BENCH_LISTINGS',
    default: '`50000`',
    doc: 'listings seeded by `bench:data` and `bench:capacity`',
  },
  {
    name: 'BENCH_PULL',
    default: '`app`',
    doc: "`rest`: `bench:data`'s pull reads the REST list API instead of the app's pull route",
  },
  {
    name: 'BENCH_CAPACITY_SECONDS',
    default: '`10`',
    doc: 'length of each `bench:capacity` load, seconds',
  },
  {
    name: 'BENCH_CAPACITY_CONNECTIONS',
    default: '`50`',
    doc: 'concurrent connections of `bench:capacity`',
  },
  {
    name: 'BENCH_SUBSCRIBERS',
    default: '`2000`',
    doc: 'realtime subscribers `bench:capacity` opens',
  },
  {
    name: 'BENCH_HOOKS_POOL',
    default: "the launcher's (50)",
    doc: "PocketBase's `--hooksPool` in `bench:capacity`",
  },
  { name: 'BENCH_CPU_RUNS', default: '`3`', doc: 'runs of `bench:cpu`' },
  { name: 'BENCH_CREATES', default: '`300`', doc: 'records `bench:creates` creates' },
  { name: 'BENCH_PLAN_RUNS', default: '`7`', doc: 'runs of `bench:plan`' },
  { name: 'BLAST_BENCH_RECIPIENTS', default: '`10000`', doc: 'recipients of `bench:blast`' },
  {
    name: 'BLAST_BENCH_GREETING_DELAY',
    default: 'unset',
    doc: "`1`: `bench:blast`'s mail catcher keeps its 100 ms greeting wait",
  },
];

/** Variables read but set by the system or by one process for its children: not settings. */
export const NOT_SETTINGS = {
  PATH: 'the shell’s',
  VITEST_POOL_ID: 'set by Vitest for each worker',
  E2E_BASE_URL: "set by the e2e global setup for Playwright's workers",
  E2E_STRIPE_URL: "set by the e2e global setup for Playwright's workers",
};

/** @returns {DocumentedSetting[]} the server's settings as the docs show them */
export function serverSettings() {
  return Object.entries(serverEnv.SETTINGS).map(([name, s]) => ({
    name,
    default:
      s.shown ?? (s.default === '' || s.default === null ? 'unset' : `\`${String(s.default)}\``),
    doc: s.type === 'secret' ? `${s.doc}; a secret: server environment only` : s.doc,
  }));
}

/** @returns {Array<{ title: string, intro: string, rows: DocumentedSetting[] }>} */
export function settingGroups() {
  return [
    {
      title: 'Server',
      intro:
        'Read by PocketBase from the environment it runs in (`npm start` passes its own on; a ' +
        'release reads its `.env`). Declared in pb_hooks/lib/env.js; a value that does not parse reads as the default and is logged at start.',
      rows: serverSettings(),
    },
    {
      title: 'Client build',
      intro:
        'Read by Vite at build time from the environment or `.env` (see `.env.example`): they end up in the public bundle. Listed in src/lib/build-settings.json.',
      rows: BUILD,
    },
    {
      title: 'Local development and tests',
      intro: 'Read by the launcher, `npm run dev`, the seed and the test runners.',
      rows: DEV_SETTINGS,
    },
    { title: 'Benches', intro: 'Read by `npm run bench` and its parts.', rows: BENCH_SETTINGS },
  ];
}

/**
 * Text broken into lines of at most `width` characters, at spaces.
 * @param {string} text @param {number} width @param {string} [prefix] put before each line
 * @returns {string[]}
 */
function wrap(text, width, prefix = '') {
  /** @type {string[]} */
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && prefix.length + line.length + 1 + word.length > width) {
      lines.push(prefix + line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(prefix + line);
  return lines;
}

export const START = '<!-- settings:start (generated by `npm run docs:settings`) -->';
export const END = '<!-- settings:end -->';

/**
 * The README section between the markers: a table per group, without column padding so each
 * row stays short enough for a terminal (prettier leaves it alone).
 * @returns {string}
 */
export function settingsMarkdown() {
  const cell = (/** @type {string} */ text) => text.replace(/\|/g, '\\|');
  const lines = [START, '<!-- prettier-ignore-start -->'];
  for (const group of settingGroups()) {
    lines.push(
      '',
      `### ${group.title}`,
      '',
      ...wrap(group.intro, 96),
      '',
      '| variable | default | meaning |',
      '| --- | --- | --- |',
    );
    for (const row of group.rows) {
      lines.push(`| \`${row.name}\` | ${cell(row.default)} | ${cell(row.doc)} |`);
    }
  }
  lines.push('', '<!-- prettier-ignore-end -->', END);
  return lines.join('\n');
}

/** @returns {string} .env.example: the client build settings, each with its doc */
export function envExample() {
  const lines = [
    '# Client build settings, generated from src/lib/build-settings.json by `npm run docs:settings`.',
    '# Vite reads them at build time and puts them in the public bundle: never put a secret here.',
    '# Copy this file to .env to set them; an empty value means the default. The server, local',
    '# development and bench settings are read from the environment instead (README',
    '# "Configuration"); a release has its own .env.example for the server.',
  ];
  for (const row of BUILD) {
    const doc = `${row.doc}; default: ${row.default}`.replace(/`/g, '');
    lines.push(...wrap(doc, 96, '# '));
    lines.push(`${row.name}=`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * README.md with its settings section replaced.
 * @param {string} readme the current text, holding START and END once
 * @returns {string}
 * @throws {Error} when the markers are missing
 */
export function readmeWithSettings(readme) {
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) throw new Error(`README.md: no ${START} … ${END} section`);
  return readme.slice(0, from) + settingsMarkdown() + readme.slice(to + END.length);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const readmePath = join(ROOT, 'README.md');
  writeFileSync(readmePath, readmeWithSettings(readFileSync(readmePath, 'utf8')));
  writeFileSync(join(ROOT, '.env.example'), envExample());
  console.log('README.md and .env.example: settings written');
}
