import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedFields, combineEdits, mergeFields, sameValue } from '@/data/sync/merge';

// Field-level merge rules (src/data/sync/merge.ts).
describe('field-level merge', () => {
  it('an edit holds only the fields that differ, each with its old value', () => {
    expect(
      changedFields(
        { phone: '1', trades: ['a', 'b'], insured: true, years: 3 },
        { phone: '2', trades: ['a', 'b'], insured: true, years: 4 },
      ),
    ).toEqual({ body: { phone: '2', years: 4 }, base: { phone: '1', years: 3 } });
    expect(changedFields({ city: 'A' }, { city: 'A' })).toEqual({ body: {}, base: {} });
  });

  it('combines edits: the first base, the last value', () => {
    expect(
      combineEdits([
        { body: { phone: '2' }, base: { phone: '1' } },
        { body: { phone: '3', city: 'B' }, base: { phone: '2', city: 'A' } },
        { body: { website: 'x' }, base: {} },
      ]),
    ).toEqual({
      phone: { base: '1', mine: '3' },
      city: { base: 'A', mine: 'B' },
      website: { mine: 'x' },
    });
  });

  it('resends fields the server did not change, asks about fields changed differently on both sides', () => {
    const fields = combineEdits([
      {
        body: { phone: '2', city: 'B', years: 4, insured: false },
        base: { phone: '1', city: 'A', years: 3, insured: true },
      },
    ]);
    expect(mergeFields(fields, { phone: '1', city: 'C', years: 4, insured: true })).toEqual({
      resend: { phone: '2', insured: false },
      resendBase: { phone: '1', insured: true },
      conflicts: { city: { base: 'A', mine: 'B', theirs: 'C' } },
    });
  });

  it('property: a field changed on only one side is never lost, and only two different changes conflict', () => {
    const value = fc.constantFrom('a', 'b', 'c');
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('f1', 'f2', 'f3', 'f4'), fc.tuple(value, value, value)),
        (triples) => {
          // Per field: [base, mine, theirs].
          const base = Object.fromEntries(Object.entries(triples).map(([f, [b]]) => [f, b]));
          const patch = Object.fromEntries(Object.entries(triples).map(([f, [, m]]) => [f, m]));
          const server = Object.fromEntries(Object.entries(triples).map(([f, [, , t]]) => [f, t]));
          const edit = changedFields(base, patch);
          const result = mergeFields(combineEdits([edit]), server);
          const after = { ...server, ...result.resend };
          for (const [field, [b, m, t]] of Object.entries(triples)) {
            if (m !== b && t === b) expect(after[field]).toBe(m);
            if (m === b) expect(after[field]).toBe(t);
            expect(field in result.conflicts).toBe(m !== b && t !== b && m !== t);
          }
        },
      ),
    );
  });

  it('compares values as JSON', () => {
    expect(sameValue(['a'], ['a'])).toBe(true);
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue(0, '0')).toBe(false);
  });
});
