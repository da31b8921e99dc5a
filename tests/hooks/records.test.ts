import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

const { ratingSummary, isStaleUpdate, clientContact, publicName } = loadHooksLib('records.js') as {
  publicName: (name: string) => string;
  clientContact: (
    client: { name: string; email: string },
    contactPreference: string,
  ) => { name: string; email: string };
  isStaleUpdate: (ifMatch: string, current: string) => boolean;
  ratingSummary: (ratings: number[]) => { avg: number; count: number };
};

describe('pb_hooks/lib/records.js', () => {
  it('averages ratings to two decimals and counts them', () => {
    expect(ratingSummary([5, 4, 4])).toEqual({ avg: 4.33, count: 3 });
    expect(ratingSummary([1])).toEqual({ avg: 1, count: 1 });
  });

  it('gives 0 and 0 when there are no ratings', () => {
    expect(ratingSummary([])).toEqual({ avg: 0, count: 0 });
  });

  it('shows a hire’s contractor the client’s name, and the email unless they asked for a call', () => {
    const client = { name: ' Chris Client ', email: 'chris@example.com' };
    expect(clientContact(client, 'either')).toEqual({
      name: 'Chris Client',
      email: 'chris@example.com',
    });
    expect(clientContact(client, 'email').email).toBe('chris@example.com');
    expect(clientContact(client, 'phone')).toEqual({ name: 'Chris Client', email: '' });
    expect(clientContact({ name: 'x'.repeat(150), email: '' }, '').name).toHaveLength(100);
  });

  it('names a review’s author by first name and last initial', () => {
    expect(publicName('Chris Client')).toBe('Chris C.');
    expect(publicName('  Ana María  López ')).toBe('Ana L.');
    expect(publicName('Prince')).toBe('Prince');
    expect(publicName('Zoë Ørsted')).toBe('Zoë Ø.');
    expect(publicName('   ')).toBe('');
  });

  describe('isStaleUpdate (the sync conflict check)', () => {
    const current = '2026-11-22 03:05:00.123Z';
    it.each([
      ['no If-Match header', '', false],
      ['any version', '*', false],
      ['the current version', current, false],
      ['the current version as a quoted ETag', `"${current}"`, false],
      ['the current version as a weak ETag', `W/"${current}"`, false],
      ['an older version', '2026-11-22 03:04:59.999Z', true],
      ['an older version, quoted', '"2026-11-22 03:04:59.999Z"', true],
      ['garbage', 'not-a-date', true],
    ])('%s → stale: %s', (_name, ifMatch, stale) => {
      expect(isStaleUpdate(ifMatch, current)).toBe(stale);
    });
  });
});
