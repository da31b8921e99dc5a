/**
 * The 20 interface languages. `name` is the English name stored in `language_preference`;
 * `code` is the i18next locale; `dir` the text direction. The list lives in
 * pb_hooks/lib/languages.json, shared with the PocketBase migrations that restrict
 * `language_preference` to these names.
 */
import languagesJson from '../../pb_hooks/lib/languages.json' with { type: 'json' };

export interface Language {
  readonly code: string;
  readonly name: string;
  readonly nativeName: string;
  readonly dir: 'ltr' | 'rtl';
}

function parseLanguages(
  raw: readonly { code: string; name: string; nativeName: string; dir: string }[],
) {
  return raw.map((l): Language => {
    if (l.dir !== 'ltr' && l.dir !== 'rtl') throw new Error(`language ${l.code}: bad dir ${l.dir}`);
    return { code: l.code, name: l.name, nativeName: l.nativeName, dir: l.dir };
  });
}

export const LANGUAGES: readonly Language[] = parseLanguages(languagesJson);

/** The default `preferredLanguage`: English. */
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0] as Language;
