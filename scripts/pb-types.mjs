#!/usr/bin/env node
/**
 * Writes `pb_data/types.d.ts`, the JSVM type declarations PocketBase generates for the pinned
 * version, so `tsc -p tsconfig.pb.json` can check pb_hooks and pb_migrations (`checkJs`).
 * Runs `pocketbase migrate up` on a throwaway data dir (the binary writes types.d.ts there)
 * and copies the file. Skips the work when the file already exists for this version.
 * Exits 1 with the launcher's error when no PocketBase binary can be found.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPocketBase, POCKETBASE_VERSION, ROOT } from './pocketbase.mjs';

const outDir = join(ROOT, 'pb_data');
const typesFile = join(outDir, 'types.d.ts');
const stampFile = join(outDir, 'types.version');

if (
  existsSync(typesFile) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === POCKETBASE_VERSION
) {
  process.exit(0);
}

const bin = await findPocketBase();
const dir = mkdtempSync(join(tmpdir(), 'pb-types-'));
try {
  const run = spawnSync(
    bin,
    [
      'migrate',
      'up',
      '--dir',
      dir,
      '--migrationsDir',
      join(ROOT, 'pb_migrations'),
      '--hooksDir',
      join(ROOT, 'pb_hooks'),
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0 || !existsSync(join(dir, 'types.d.ts'))) {
    console.error(`pocketbase migrate up did not write types.d.ts:\n${run.stderr}`);
    process.exit(1);
  }
  mkdirSync(outDir, { recursive: true });
  copyFileSync(join(dir, 'types.d.ts'), typesFile);
  writeFileSync(stampFile, POCKETBASE_VERSION);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
