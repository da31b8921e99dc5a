import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

// lib/trust.js identitySalt: IDENTITY_HASH_SALT, else one random salt kept in trust_settings.
// The first requests of a new server race to make it (the key is unique): the capacity bench
// saw the losers answered 400 `validation_not_unique`. Each must use the salt that was kept.
const { identitySalt } = loadHooksLib('trust.js') as {
  identitySalt: (app: unknown, envSalt: string, randomSalt: () => string) => string;
};

/** A record as goja's `new Record(collection)` gives one: set and getString. */
class FakeRecord {
  private readonly fields = new Map<string, string>();
  set(name: string, value: string) {
    this.fields.set(name, value);
  }
  getString(name: string) {
    return this.fields.get(name) ?? '';
  }
}

/** The stored salt, and a save that fails as a unique index does when one is there. */
function appWith(stored: { value: string | null }, winner: string | null = null) {
  return {
    findCollectionByNameOrId: () => ({}),
    findFirstRecordByData: () => {
      if (stored.value === null) throw new Error('sql: no rows in result set');
      const record = new FakeRecord();
      record.set('value', stored.value);
      return record;
    },
    save: (record: FakeRecord) => {
      if (winner !== null) {
        stored.value = winner; // another request saved first
        throw new Error('key: Value must be unique.');
      }
      stored.value = record.getString('value');
    },
  };
}

const globals = globalThis as { Record?: unknown };
beforeEach(() => {
  globals.Record = FakeRecord;
});
afterEach(() => {
  delete globals.Record;
});

describe('identitySalt', () => {
  it('uses IDENTITY_HASH_SALT when set, without touching the records', () => {
    expect(identitySalt(null, 'from-env', () => 'random')).toBe('from-env');
  });

  it('makes and keeps a random salt once, then reads it', () => {
    const stored = { value: null as string | null };
    expect(identitySalt(appWith(stored), '', () => 'first')).toBe('first');
    expect(identitySalt(appWith(stored), '', () => 'second')).toBe('first');
  });

  it('uses the salt another request saved first instead of failing', () => {
    const stored = { value: null as string | null };
    expect(identitySalt(appWith(stored, 'winner'), '', () => 'loser')).toBe('winner');
  });

  it('still fails when the save fails for another reason', () => {
    const app = {
      ...appWith({ value: null }),
      save: () => {
        throw new Error('disk full');
      },
    };
    expect(() => identitySalt(app, '', () => 'x')).toThrow('disk full');
  });
});
