import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb } from '@/data/local-db';
import { cachedTranslation, cacheTranslation, textHash } from '@/data/translations';

let db: LocalDb;
let n = 0;
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('translation cache (IndexedDB)', () => {
  it('keys by the SHA-256 of the text', async () => {
    expect(await textHash('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('gives back a stored translation for the same text and language only', async () => {
    db = new LocalDb(`translations-${++n}`);
    await cacheTranslation('Roof repairs', 'es', 'Reparación de tejados', db);
    expect(await cachedTranslation('Roof repairs', 'es', db)).toBe('Reparación de tejados');
    expect(await cachedTranslation('Roof repairs', 'fr', db)).toBeUndefined();
    expect(await cachedTranslation('Roof repair', 'es', db)).toBeUndefined();
  });

  it('is emptied by clearing the table (a language change)', async () => {
    db = new LocalDb(`translations-${++n}`);
    await cacheTranslation('a', 'de', 'b', db);
    await db.translations.clear();
    expect(await cachedTranslation('a', 'de', db)).toBeUndefined();
  });
});
