import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { mailFiles } from '../../scripts/mail-strings.mjs';

// The server's mail copy (pb_hooks/lib/<kind>-mail.json) is generated from the `mail`
// namespace of the locale files and committed, so PocketBase starts from a fresh clone with
// no build step; this fails when a locale changed and the files were not written again.
const ROOT = join(__dirname, '../..');

it.each([...mailFiles()])(
  '%s holds the locale files’ mail texts (run `node scripts/mail-strings.mjs`)',
  (path, text) => {
    expect(readFileSync(join(ROOT, path), 'utf8')).toBe(text);
  },
);
