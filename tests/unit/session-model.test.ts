import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_EVENTS,
  firstStepFor,
  inactivityLimitMs,
  isInactive,
  type SessionUser,
} from '@/lib/session/model';

describe('inactivity', () => {
  it('allows 30 minutes for users and 15 for admins', () => {
    expect(inactivityLimitMs(false)).toBe(30 * 60_000);
    expect(inactivityLimitMs(true)).toBe(15 * 60_000);
  });
  it('expires exactly at the limit', () => {
    expect(isInactive(0, 30 * 60_000 - 1, false)).toBe(false);
    expect(isInactive(0, 30 * 60_000, false)).toBe(true);
    expect(isInactive(0, 15 * 60_000, true)).toBe(true);
  });
  it('counts mouse, key, scroll, touch and click as activity', () => {
    expect(ACTIVITY_EVENTS).toEqual(
      expect.arrayContaining(['mousemove', 'keydown', 'scroll', 'touchstart', 'click']),
    );
  });
});

describe('firstStepFor', () => {
  const user: SessionUser = {
    id: 'u1',
    email: 'rana@example.com',
    name: 'Rana',
    userType: null,
    languagePreference: 'Arabic',
    updated: '',
    userTypePending: true,
  };
  it('sends a new OAuth2 account to the user type choice, keeping where it was going', () => {
    expect(firstStepFor(user, '/contractor-portal', '?x=1')).toBe(
      '/auth/choose-role?next=%2Fcontractor-portal%3Fx%3D1',
    );
    expect(firstStepFor(user, '/', '')).toBe('/auth/choose-role');
    expect(firstStepFor(user, '/auth', '')).toBe('/auth/choose-role');
  });

  it('lets it see the choice, the way back from the provider and the legal pages', () => {
    for (const path of ['/auth/choose-role', '/auth/oauth-callback', '/terms', '/privacy']) {
      expect(firstStepFor(user, path, '')).toBeNull();
    }
  });

  it('leaves everyone else alone', () => {
    expect(firstStepFor({ ...user, userTypePending: false }, '/browse', '')).toBeNull();
    expect(firstStepFor(null, '/browse', '')).toBeNull();
  });
});
