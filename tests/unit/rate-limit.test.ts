import { describe, expect, it } from 'vitest';
import { RateLimiter } from '@/lib/rate-limit';

describe('RateLimiter (10 per 60 s per user per action)', () => {
  it('allows 10 actions in a minute and blocks the 11th', () => {
    const limiter = new RateLimiter();
    const results = Array.from({ length: 11 }, (_, i) =>
      limiter.attempt('hire', 'u1', {}, 1000 + i),
    );
    expect(results.slice(0, 10)).toEqual(Array(10).fill(true));
    expect(results[10]).toBe(false);
  });

  it('allows again once the oldest attempt is 60 s old (a sliding window)', () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 10; i += 1) limiter.attempt('hire', 'u1', {}, i * 1000);
    expect(limiter.attempt('hire', 'u1', {}, 59_999)).toBe(false);
    expect(limiter.attempt('hire', 'u1', {}, 60_000)).toBe(true);
    expect(limiter.attempt('hire', 'u1', {}, 60_001)).toBe(false);
  });

  it('counts users, anonymous visitors and action keys separately', () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 10; i += 1) limiter.attempt('hire', 'u1', {}, 0);
    expect(limiter.attempt('hire', 'u1', {}, 1)).toBe(false);
    expect(limiter.attempt('hire', 'u2', {}, 1)).toBe(true);
    expect(limiter.attempt('hire', null, {}, 1)).toBe(true);
    expect(limiter.attempt('review', 'u1', {}, 1)).toBe(true);
  });

  it('does not count blocked attempts, so waiting is enough', () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 10; i += 1) limiter.attempt('a', null, {}, 0);
    for (let i = 0; i < 50; i += 1) limiter.attempt('a', null, {}, 30_000);
    expect(limiter.attempt('a', null, {}, 60_000)).toBe(true);
  });

  it('takes other limits per call', () => {
    const limiter = new RateLimiter();
    expect(limiter.attempt('x', null, { max: 1, windowMs: 1000 }, 0)).toBe(true);
    expect(limiter.attempt('x', null, { max: 1, windowMs: 1000 }, 999)).toBe(false);
    expect(limiter.attempt('x', null, { max: 1, windowMs: 1000 }, 1000)).toBe(true);
  });

  it('forgets everything on clear (sign-out)', () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 10; i += 1) limiter.attempt('hire', 'u1', {}, 0);
    limiter.clear();
    expect(limiter.attempt('hire', 'u1', {}, 1)).toBe(true);
  });
});
