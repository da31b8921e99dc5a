import { describe, expect, it } from 'vitest';
import { ACTIVITY_EVENTS, inactivityLimitMs, isInactive } from '@/features/session/model';

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
