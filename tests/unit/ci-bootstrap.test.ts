import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// .ci/run asks these scripts for PocketBase's and the Stripe emulator's paths before `npm ci`,
// on a machine with no node_modules: at load they may import Node's own modules only.
const BEFORE_NPM_CI = ['scripts/pocketbase.mjs', 'scripts/localstripe.mjs'];

describe('scripts CI runs before npm ci', () => {
  it.each(BEFORE_NPM_CI)('%s imports only node: modules at load', (file) => {
    const source = readFileSync(file, 'utf8');
    const imported = [...source.matchAll(/^import\s[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => !name?.startsWith('node:'))).toEqual([]);
  });

  it('are the scripts .ci/run calls before npm ci', () => {
    const run = readFileSync('.ci/run', 'utf8');
    const beforeInstall = run.slice(0, run.search(/^npm ci$/m));
    for (const file of BEFORE_NPM_CI) expect(beforeInstall).toContain(`node ${file}`);
  });
});
