#!/usr/bin/env node
/**
 * Writes `pb_hooks/lib/country-names.json`: each country's name (ISO 3166-1 alpha-2 codes in
 * use) in each of the 20 languages, keyed by locale code, from Node's ICU
 * (CLDR, `Intl.DisplayNames`). The server mails need it because PocketBase's JSVM has no Intl
 * (lib/country-names.js). Run `node scripts/country-names.mjs` after adding a language.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const languages = JSON.parse(readFileSync(join(ROOT, 'pb_hooks/lib/languages.json'), 'utf8'));

/** Codes CLDR names that are not countries in use: withdrawn, reserved or groupings. */
const NOT_COUNTRIES = new Set(
  'AC AN BU CP CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB YD YU ZR ZZ'.split(
    ' ',
  ),
);
const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** @type {string[]} */
const codes = [];
for (let a = 65; a <= 90; a++) {
  for (let b = 65; b <= 90; b++) {
    const code = String.fromCharCode(a, b);
    if (!NOT_COUNTRIES.has(code) && english.of(code)) codes.push(code);
  }
}
/** @type {Record<string, Record<string, string>>} */
const table = {};
for (const { code } of languages) {
  const names = new Intl.DisplayNames([code], { type: 'region' });
  table[code] = Object.fromEntries(codes.map((c) => [c, names.of(c) ?? c]));
}
writeFileSync(join(ROOT, 'pb_hooks/lib/country-names.json'), `${JSON.stringify(table, null, 1)}\n`);
console.log(`${codes.length} countries in ${languages.length} languages`);
