import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb } from '@/data/local-db';
import { cachedTranslation, cacheTranslation, textHash } from '@/data/translations';

let db: LocalDb | undefined;
let n = 0;
afterEach(async () => {
  db?.close();
  await db?.delete();
  db = undefined;
});

describe('translation cache (IndexedDB)', () => {
  it('keys by the SHA-256 of the text', async () => {
    expect(await textHash('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('gives back a stored translation for the same text and language only', async () => {
    const local = (db = new LocalDb(`translations-${++n}`));
    await cacheTranslation('Roof repairs', 'es', 'Reparación de tejados', local);
    expect(await cachedTranslation('Roof repairs', 'es', local)).toBe('Reparación de tejados');
    expect(await cachedTranslation('Roof repairs', 'fr', local)).toBeUndefined();
    expect(await cachedTranslation('Roof repair', 'es', local)).toBeUndefined();
  });

  it('is emptied by clearing the table (a language change)', async () => {
    const local = (db = new LocalDb(`translations-${++n}`));
    await cacheTranslation('a', 'de', 'b', local);
    await local.translations.clear();
    expect(await cachedTranslation('a', 'de', local)).toBeUndefined();
  });
});
