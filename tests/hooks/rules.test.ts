import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { loadHooksLib } from '../support/hooks-lib';

const { bodyMustNotSet, all, SIGNED_IN } = loadHooksLib('rules.js') as {
  bodyMustNotSet: (fields: string[]) => string;
  all: (parts: string[]) => string;
  SIGNED_IN: string;
};

// schema.js reads languages.json through PocketBase's __hooks global.
(globalThis as { __hooks?: string }).__hooks = join(ROOT, 'pb_hooks');
const { autodates, languageNames, relation } = loadHooksLib('schema.js') as {
  autodates: () => { name: string; onCreate: boolean; onUpdate: boolean }[];
  languageNames: () => string[];
  relation: (
    name: string,
    id: string,
    o?: { required?: boolean; cascadeDelete?: boolean },
  ) => object;
};

describe('pb_hooks/lib/rules.js', () => {
  it('builds a guard that refuses any of the given body fields', () => {
    expect(bodyMustNotSet(['verified', 'rating_avg'])).toBe(
      '@request.body.verified:isset = false && @request.body.rating_avg:isset = false',
    );
  });

  it('joins parts with && and keeps each part’s || inside its parentheses', () => {
    expect(all(['a = 1 || b = 2', 'c = 3'])).toBe('(a = 1 || b = 2) && (c = 3)');
  });

  it('counts only users of the users collection as signed in', () => {
    expect(SIGNED_IN).toContain('@request.auth.collectionName = "users"');
  });
});

describe('pb_hooks/lib/schema.js', () => {
  it('gives created on create and updated on every write', () => {
    expect(autodates()).toEqual([
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ]);
  });

  it('lists the 20 language names of spec §3', () => {
    expect(languageNames()).toEqual([
      'English',
      'Spanish',
      'French',
      'German',
      'Italian',
      'Portuguese',
      'Russian',
      'Chinese',
      'Japanese',
      'Korean',
      'Arabic',
      'Hindi',
      'Hebrew',
      'Polish',
      'Dutch',
      'Turkish',
      'Swedish',
      'Norwegian',
      'Danish',
      'Finnish',
    ]);
  });

  it('makes single relations required unless told otherwise', () => {
    expect(relation('user', 'abc')).toEqual({
      name: 'user',
      type: 'relation',
      collectionId: 'abc',
      maxSelect: 1,
      required: true,
      cascadeDelete: false,
    });
    expect(relation('user', 'abc', { required: false, cascadeDelete: true })).toMatchObject({
      required: false,
      cascadeDelete: true,
    });
  });
});
