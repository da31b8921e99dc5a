import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb } from '@/data/local-db';
import { getSetting, removeSettings, setSetting } from '@/data/settings';

let db: LocalDb;
let n = 0;
const fresh = () => (db = new LocalDb(`settings-test-${++n}`));

afterEach(async () => {
  db.close();
  await db.delete();
});

describe('settings (IndexedDB through Dexie)', () => {
  it('reads back what was stored under a key, and undefined for nothing', async () => {
    fresh();
    expect(await getSetting('visitor_id', db)).toBeUndefined();
    await setSetting('visitor_id', 'visitor_1732240000000_ab12cd34', db);
    await setSetting('cookie_consent', { accepted: true, timestamp: 't', location: 'DE' }, db);
    expect(await getSetting('visitor_id', db)).toBe('visitor_1732240000000_ab12cd34');
    expect(await getSetting('cookie_consent', db)).toEqual({
      accepted: true,
      timestamp: 't',
      location: 'DE',
    });
  });

  it('keeps values across a reopen of the database (a reload)', async () => {
    const name = `settings-reload-${++n}`;
    const first = new LocalDb(name);
    await setSetting('preferredLanguage', 'ar', first);
    first.close();
    db = new LocalDb(name);
    expect(await getSetting('preferredLanguage', db)).toBe('ar');
  });

  it('removes only the keys given', async () => {
    fresh();
    await setSetting('visitor_id', 'v', db);
    await setSetting('affiliate_code', 'JANE', db);
    await setSetting('preferredLanguage', 'es', db);
    await removeSettings(['visitor_id', 'affiliate_code', 'affiliate_first_visit'], db);
    expect(await getSetting('visitor_id', db)).toBeUndefined();
    expect(await getSetting('affiliate_code', db)).toBeUndefined();
    expect(await getSetting('preferredLanguage', db)).toBe('es');
  });
});
