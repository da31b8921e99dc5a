import { describe, expect, it } from 'vitest';
import {
  afterOAuth,
  callbackCode,
  oauthProblemOf,
  OAUTH_PENDING_MAX_AGE_MS,
  parsePendingOAuth,
  type PendingOAuth,
} from '@/features/auth/oauth-model';

const NOW = 1_800_000_000_000;
const pending: PendingOAuth = {
  provider: 'google',
  displayName: 'Google',
  state: 'state-1',
  codeVerifier: 'verifier-1',
  redirectURL: 'https://tradesmarket.example/auth/oauth-callback',
  next: '/contractor-portal',
  link: false,
  startedAt: NOW - 60_000,
};

describe('parsePendingOAuth', () => {
  it('reads back what was stored, within 15 minutes', () => {
    expect(parsePendingOAuth(JSON.stringify(pending), NOW)).toEqual(pending);
  });

  it('forgets a stale, future, malformed or missing sign-in', () => {
    const old = { ...pending, startedAt: NOW - OAUTH_PENDING_MAX_AGE_MS - 1 };
    expect(parsePendingOAuth(JSON.stringify(old), NOW)).toBeNull();
    expect(
      parsePendingOAuth(JSON.stringify({ ...pending, startedAt: NOW + 3_600_000 }), NOW),
    ).toBeNull();
    expect(parsePendingOAuth(JSON.stringify({ ...pending, state: '' }), NOW)).toBeNull();
    expect(parsePendingOAuth('{not json', NOW)).toBeNull();
    expect(parsePendingOAuth(null, NOW)).toBeNull();
  });
});

describe('callbackCode', () => {
  const query = (q: string) => new URLSearchParams(q);
  it('gives the code when the state is the one sent', () => {
    expect(callbackCode(query('code=abc&state=state-1'), pending)).toEqual({ code: 'abc' });
  });

  it('refuses another state, an error answer, no code, or no sign-in under way', () => {
    expect(callbackCode(query('code=abc&state=other'), pending)).toEqual({ problem: 'mismatch' });
    expect(callbackCode(query('error=access_denied&state=state-1'), pending)).toEqual({
      problem: 'cancelled',
    });
    expect(callbackCode(query('state=state-1'), pending)).toEqual({ problem: 'cancelled' });
    expect(callbackCode(query('code=abc&state=state-1'), null)).toEqual({ problem: 'stale' });
  });
});

describe('oauthProblemOf', () => {
  it("reads the server's codes", () => {
    const invalid = (code: string) =>
      oauthProblemOf({
        kind: 'invalid',
        status: 400,
        message: '',
        fields: { email: { code, message: '' } },
      });
    expect(invalid('oauth_link_needs_password')).toBe('linkNeedsPassword');
    expect(invalid('oauth_email_missing')).toBe('emailMissing');
    expect(invalid('email_taken')).toBe('linkNeedsPassword');
    expect(invalid('validation_invalid_email')).toBe('failed');
    expect(
      oauthProblemOf({ kind: 'refused', status: 451, message: '', code: 'sanctioned_region' }),
    ).toBe('sanctioned');
    expect(oauthProblemOf({ kind: 'offline' })).toBe('offline');
    expect(oauthProblemOf({ kind: 'network' })).toBe('offline');
    expect(oauthProblemOf({ kind: 'server', status: 500, message: '' })).toBe('failed');
  });
});

describe('afterOAuth', () => {
  it('sends a new account to the user type choice first, keeping where it was going', () => {
    expect(afterOAuth({ userType: null, choosesUserType: true }, '/contractor-portal')).toBe(
      '/auth/choose-role?next=%2Fcontractor-portal',
    );
    expect(afterOAuth({ userType: null, choosesUserType: true }, null)).toBe('/auth/choose-role');
  });

  it('sends anyone else to next, or their home; never off the site', () => {
    expect(afterOAuth({ userType: 'client', choosesUserType: false }, null)).toBe(
      '/client-dashboard',
    );
    expect(afterOAuth({ userType: 'contractor', choosesUserType: false }, '//evil.example')).toBe(
      '/dashboard',
    );
    expect(afterOAuth({ userType: 'contractor', choosesUserType: false }, '/browse')).toBe(
      '/browse',
    );
  });
});
