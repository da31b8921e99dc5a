// Writes pb_hooks/lib/common-passwords.json: the common passwords that the password policy
// refuses, shared by the server (lib/password-policy.js) and the app (src/lib/password-policy.ts).
// Source: the "passwords-common" dictionary of @zxcvbn-ts/language-common (MIT), a frequency-
// ordered list of leaked passwords. Only entries of at least PASSWORD_MIN_LENGTH characters are
// kept: anything shorter is refused for its length anyway, and the file stays small (~21 KB).
// Run after upgrading the package: `node scripts/common-passwords.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const PACKAGE = '@zxcvbn-ts/language-common';
const { version, license } = JSON.parse(
  readFileSync(require.resolve(`${PACKAGE}/package.json`), 'utf8'),
);
const { dictionary } = require(PACKAGE);
const policy = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../pb_hooks/lib/password-limits.json', import.meta.url)),
    'utf8',
  ),
);

const seen = new Set();
const passwords = [];
for (const entry of dictionary['passwords-common']) {
  const word = String(entry).toLowerCase();
  if (Array.from(word).length < policy.minLength || seen.has(word)) continue;
  seen.add(word);
  passwords.push(word);
}

const out = {
  source: `npm ${PACKAGE}@${version}, dictionary "passwords-common" (https://github.com/zxcvbn-ts/zxcvbn)`,
  license: `${license}: Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc.; Copyright (c) 2021 @zxcvbn-ts`,
  generatedBy: 'scripts/common-passwords.mjs',
  note: `lower-cased entries of at least ${policy.minLength} characters; compare lower-cased`,
  passwords,
};
const target = fileURLToPath(new URL('../pb_hooks/lib/common-passwords.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(out, null, 0)}\n`);
console.log(`${passwords.length} passwords → ${target}`);
