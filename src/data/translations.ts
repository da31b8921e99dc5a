/**
 * The cache of translated user content: one row per text and language in
 * IndexedDB, keyed by the SHA-256 of the text, so a translation once fetched is there offline.
 * Cleared when the interface language changes.
 */
import { localDb, type LocalDb } from './local-db';

/**
 * Hex SHA-256 of the text (Web Crypto); outside secure contexts, where Web Crypto is missing,
 * a 64-bit FNV-1a hash stands in (it is only a cache key).
 */
export async function textHash(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  if (typeof crypto !== 'undefined' && 'subtle' in crypto) {
    const digest = await crypto.subtle.digest('SHA-256', bytes);
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  }
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (const b of bytes) {
    h1 = Math.imul(h1 ^ b, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ b, 0x811c9dc5) >>> 0;
  }
  return `fnv${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}`;
}

/** The cached translation of `text` into `language` (a locale code), or undefined. */
export async function cachedTranslation(
  text: string,
  language: string,
  db: LocalDb = localDb(),
): Promise<string | undefined> {
  const row = await db.translations.get(`${await textHash(text)}:${language}`);
  return row?.text;
}

/** Stores a translation of `text` into `language`. */
export async function cacheTranslation(
  text: string,
  language: string,
  translated: string,
  db: LocalDb = localDb(),
  now: number = Date.now(),
): Promise<void> {
  await db.translations.put({
    key: `${await textHash(text)}:${language}`,
    text: translated,
    savedAt: now,
  });
}
