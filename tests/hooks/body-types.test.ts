import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

interface FieldInfo {
  name: string;
  type: string;
  maxSelect: number;
}
const { bodyTypeErrors } = loadHooksLib('body-types.js') as {
  bodyTypeErrors: (body: unknown, fields: FieldInfo[]) => Record<string, { code: string }>;
};

const fields: FieldInfo[] = [
  { name: 'name', type: 'text', maxSelect: 0 },
  { name: 'email', type: 'email', maxSelect: 0 },
  { name: 'years', type: 'number', maxSelect: 0 },
  { name: 'insured', type: 'bool', maxSelect: 0 },
  { name: 'status', type: 'select', maxSelect: 1 },
  { name: 'owner', type: 'relation', maxSelect: 1 },
  { name: 'trades', type: 'relation', maxSelect: 45 },
  { name: 'details', type: 'json', maxSelect: 0 },
];
const codes = (body: unknown) =>
  Object.fromEntries(Object.entries(bodyTypeErrors(body, fields)).map(([k, v]) => [k, v.code]));

describe('bodyTypeErrors', () => {
  it('accepts values of the right JSON type, empty values and unknown keys', () => {
    expect(
      codes({
        name: 'Ann',
        email: 'a@b.co',
        years: 12,
        insured: true,
        status: 'active',
        owner: 'abc',
        trades: ['a', 'b'],
        details: { any: ['thing'] },
        unknown: { ignored: true },
      }),
    ).toEqual({});
    expect(codes({ name: null, years: '', insured: null, status: '', trades: [] })).toEqual({});
  });

  it('accepts what a multipart form sends: numeric and boolean strings, one relation id', () => {
    expect(codes({ years: '12', insured: 'true', trades: 'a', name: 42 })).toEqual({});
    expect(codes({ years: '-1.5', insured: '0' })).toEqual({});
  });

  it('accepts lists with the + and - modifiers', () => {
    expect(codes({ 'trades+': ['c'], '+trades': 'd', 'trades-': ['a'] })).toEqual({});
  });

  it.each([
    ['an array for a single select', { status: ['draft', 'active'] }, 'status'],
    ['an array for a single relation', { owner: ['a', 'b'] }, 'owner'],
    ['an object for a relation list', { trades: { id: 'a' } }, 'trades'],
    ['numbers in a relation list', { trades: [1, 2] }, 'trades'],
    ['a word for a number', { years: 'ten' }, 'years'],
    ['a boolean for a number', { years: true }, 'years'],
    ['Infinity-like for a number', { years: '1e999' }, 'years'],
    ['a word for a bool', { insured: 'yes' }, 'insured'],
    ['an object for text', { name: { first: 'Ann' } }, 'name'],
    ['an array for text', { name: ['Ann'] }, 'name'],
    ['a number for an email', { email: 12345 }, 'email'],
    ['a number for a single select', { status: 5 }, 'status'],
  ])('refuses %s', (_case, body, field) => {
    expect(codes(body)).toEqual({ [field]: 'validation_invalid_type' });
  });

  it('checks nothing when the body is not an object (PocketBase refuses it itself)', () => {
    expect(codes('text')).toEqual({});
    expect(codes([1, 2])).toEqual({});
    expect(codes(null)).toEqual({});
  });
});
