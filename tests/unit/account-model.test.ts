import { describe, expect, it } from 'vitest';
import {
  buildExport,
  confirmsDeletion,
  exportFileName,
  isEmail,
  validatePasswordChange,
  withoutSecrets,
} from '@/features/account/model';
import { loadCommonPasswords } from '@/lib/password-policy';

describe('validatePasswordChange', () => {
  it('needs 10 characters, no common password and a matching confirmation', async () => {
    expect(validatePasswordChange('nine-char', 'nine-char')).toBe('password.tooShort');
    expect(validatePasswordChange(' '.repeat(10), ' '.repeat(10))).toBe('password.blank');
    expect(validatePasswordChange('x'.repeat(72), 'x'.repeat(72))).toBe('password.tooLong');
    const common = await loadCommonPasswords();
    expect(validatePasswordChange('1q2w3e4r5t', '1q2w3e4r5t', common)).toBe('password.common');
    expect(validatePasswordChange('long-enough', 'long-enougH')).toBe('password.mismatch');
    expect(validatePasswordChange('long-enough', 'long-enough')).toBeNull();
  });
});

describe('confirmsDeletion', () => {
  it('accepts the account email, ignoring case and spaces around', () => {
    expect(confirmsDeletion(' Ann@Example.com ', 'ann@example.com')).toBe(true);
    expect(confirmsDeletion('ann@example.org', 'ann@example.com')).toBe(false);
    expect(confirmsDeletion('', '')).toBe(false);
  });
});

describe('isEmail', () => {
  it('tells plausible addresses', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a b@c.de')).toBe(false);
  });
});

describe('buildExport', () => {
  const now = new Date('2026-05-01T10:00:00Z');

  it('leaves out tokens, passwords and SDK bookkeeping', () => {
    expect(
      withoutSecrets({
        id: 'u1',
        name: 'Ann',
        tokenKey: 'x',
        token: 'y',
        password: 'z',
        collectionId: 'c',
        collectionName: 'users',
        expand: {},
      }),
    ).toEqual({ id: 'u1', name: 'Ann' });
  });

  it('holds the user, listing, hires and reviews, sorted by creation', () => {
    const result = buildExport(
      {
        user: { id: 'u1', email: 'ann@example.com', tokenKey: 'secret' },
        listing: { id: 'c1', business_name: 'Ann Builds', collectionName: 'contractors' },
        hires: [
          { id: 'h2', created: '2026-04-02 00:00:00.000Z' },
          { id: 'h1', created: '2026-04-01 00:00:00.000Z' },
        ],
        reviews: [{ id: 'r1', rating: 5 }],
        savedContractors: ['c9'],
        from: 'server',
      },
      now,
    );
    expect(result).toEqual({
      format: 'tradesmarket-account-export',
      version: 1,
      exportedAt: '2026-05-01T10:00:00.000Z',
      source: 'server',
      user: { id: 'u1', email: 'ann@example.com' },
      listing: { id: 'c1', business_name: 'Ann Builds' },
      hires: [
        { id: 'h1', created: '2026-04-01 00:00:00.000Z' },
        { id: 'h2', created: '2026-04-02 00:00:00.000Z' },
      ],
      reviews: [{ id: 'r1', rating: 5 }],
      savedContractors: ['c9'],
    });
    expect(JSON.stringify(result)).not.toContain('secret');
  });

  it('names the file by day', () => {
    expect(exportFileName(now)).toBe('tradesmarket-data-2026-05-01.json');
  });
});
