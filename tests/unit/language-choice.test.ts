import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  judgeProfileLanguage,
  keepStoredLanguage,
  profileLanguageVerdict,
  settleProfileLanguage,
  storedLanguage,
  storeLanguageChoice,
} from '@/data/language';
import { LocalDb, type OutboxRow } from '@/data/local-db';
import { getSetting } from '@/data/settings';
import { flushOutbox, type SendOutcome } from '@/data/sync/outbox';
import { cachedTranslation, cacheTranslation } from '@/data/translations';
import { clearLocalUserData } from '@/data/users';

// The language repository (src/data/language.ts): the device's choice, the profile write
// through the outbox, and the rule that keeps an offline choice from being undone by an
// older copy of the profile.
let db: LocalDb;
let n = 0;
const fresh = () => (db = new LocalDb(`language-test-${++n}`));
afterEach(async () => {
  db.close();
  await db.delete();
});

const USER = 'user00000000001';
const OLD = '2026-03-01 10:00:00.000Z';
const SENT = '2026-03-02 10:00:00.000Z';
const LATER = '2026-03-03 10:00:00.000Z';

/** A stand-in server that takes every write and answers with the user record. */
function usersServer(updated: string) {
  const received: OutboxRow[] = [];
  const send = (row: OutboxRow): Promise<SendOutcome> => {
    received.push(row);
    return Promise.resolve({
      kind: 'sent',
      record: { id: row.recordId, created: OLD, updated, ...row.body },
    });
  };
  return { send, received };
}

describe('the device’s language choice', () => {
  it('stores the choice and clears the cached translations, queueing nothing when signed out', async () => {
    fresh();
    await cacheTranslation('Hola', 'en', 'Hello', db);
    await storeLanguageChoice('de', null, db);
    expect(await storedLanguage(db)).toBe('de');
    expect(await cachedTranslation('Hola', 'en', db)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues the signed-in user’s profile write with the choice, without If-Match', async () => {
    fresh();
    await storeLanguageChoice('de', { userId: USER, name: 'German' }, db);
    expect(await storedLanguage(db)).toBe('de');
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      collection: 'users',
      recordId: USER,
      op: 'update',
      body: { language_preference: 'German' },
    });
    expect(queued[0]?.baseUpdated).toBeUndefined();
  });

  it('lines the stored choice up with the boot mirror without clearing translations', async () => {
    fresh();
    await cacheTranslation('Hola', 'fr', 'Bonjour', db);
    await keepStoredLanguage('fr', db);
    expect(await storedLanguage(db)).toBe('fr');
    expect(await cachedTranslation('Hola', 'fr', db)).toBe('Bonjour');
  });

  it('keeps what the server answered to the profile write, and forgets it with the account', async () => {
    fresh();
    expect(await settleProfileLanguage(USER, { name: '', updated: OLD }, 'Spanish', db)).toBe(
      'save-local',
    );
    const { send, received } = usersServer(SENT);
    expect(await flushOutbox(send, db, Date.now, USER)).toEqual({
      sent: 1,
      waiting: 0,
      refused: 0,
    });
    expect(received.map((row) => row.body)).toEqual([{ language_preference: 'Spanish' }]);
    expect(await getSetting('profile_language', db)).toEqual({
      userId: USER,
      name: 'Spanish',
      updated: SENT,
    });
    await clearLocalUserData(USER, db);
    expect(await getSetting('profile_language', db)).toBeUndefined();
  });
});

describe('reconciling with the profile’s language', () => {
  it('keeps the local choice while its profile write waits in the outbox', async () => {
    fresh();
    await storeLanguageChoice('de', { userId: USER, name: 'German' }, db);
    expect(await judgeProfileLanguage(USER, { name: 'English', updated: OLD }, db)).toBe(
      'keep-local',
    );
    // Another user's waiting write says nothing about this one.
    expect(
      await judgeProfileLanguage('user00000000002', { name: 'English', updated: OLD }, db),
    ).toBe('use-profile');
  });

  it('keeps the local choice against a copy of the profile read before the write landed', async () => {
    fresh();
    await storeLanguageChoice('de', { userId: USER, name: 'German' }, db);
    await flushOutbox(usersServer(SENT).send, db, Date.now, USER);
    expect(await db.outbox.count()).toBe(0);
    // The session stored before the offline change, or a refresh answered just before it.
    expect(await judgeProfileLanguage(USER, { name: 'English', updated: OLD }, db)).toBe(
      'keep-local',
    );
    expect(await judgeProfileLanguage(USER, { name: 'English', updated: '' }, db)).toBe(
      'keep-local',
    );
    // The copy that holds the write, and a later choice made on another device, win.
    expect(await judgeProfileLanguage(USER, { name: 'German', updated: SENT }, db)).toBe(
      'use-profile',
    );
    expect(await judgeProfileLanguage(USER, { name: 'French', updated: LATER }, db)).toBe(
      'use-profile',
    );
  });

  it('queues the local language for an empty profile once, and nothing for the other verdicts', async () => {
    fresh();
    expect(
      await settleProfileLanguage(USER, { name: 'Japanese', updated: OLD }, 'German', db),
    ).toBe('use-profile');
    expect(await db.outbox.count()).toBe(0);
    expect(await settleProfileLanguage(USER, { name: '', updated: OLD }, 'German', db)).toBe(
      'save-local',
    );
    // The write now waits: a second reconcile before it is sent queues nothing more.
    expect(await settleProfileLanguage(USER, { name: '', updated: OLD }, 'German', db)).toBe(
      'keep-local',
    );
    expect(await db.outbox.toArray()).toMatchObject([
      { collection: 'users', recordId: USER, body: { language_preference: 'German' } },
    ]);
  });

  it('lets the profile win when this device wrote nothing, and saves to an empty one', async () => {
    fresh();
    expect(await judgeProfileLanguage(USER, { name: 'Japanese', updated: OLD }, db)).toBe(
      'use-profile',
    );
    expect(await judgeProfileLanguage(USER, { name: '', updated: OLD }, db)).toBe('save-local');
  });

  it('does not count a refused profile write as waiting', async () => {
    fresh();
    await storeLanguageChoice('de', { userId: USER, name: 'German' }, db);
    await flushOutbox(
      () => Promise.resolve({ kind: 'refused', status: 404, message: 'not found' }),
      db,
      Date.now,
      USER,
    );
    expect(await judgeProfileLanguage(USER, { name: 'English', updated: OLD }, db)).toBe(
      'use-profile',
    );
  });

  it('follows the rule as a pure function', () => {
    const copy = (name: string, updated: string) => ({ name, updated });
    expect(
      profileLanguageVerdict({ profile: copy('English', LATER), waiting: true, sentUpdated: '' }),
    ).toBe('keep-local');
    expect(
      profileLanguageVerdict({ profile: copy('English', OLD), waiting: false, sentUpdated: SENT }),
    ).toBe('keep-local');
    expect(
      profileLanguageVerdict({ profile: copy('English', SENT), waiting: false, sentUpdated: SENT }),
    ).toBe('use-profile');
    expect(
      profileLanguageVerdict({ profile: copy('', OLD), waiting: false, sentUpdated: '' }),
    ).toBe('save-local');
    expect(
      profileLanguageVerdict({ profile: copy('', OLD), waiting: false, sentUpdated: SENT }),
    ).toBe('keep-local');
  });
});
