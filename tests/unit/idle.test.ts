import { describe, expect, it } from 'vitest';
import { nextIdle } from '@/lib/idle';

// lib/idle.ts: background work waits for the browser's idle periods.

describe('nextIdle', () => {
  it('resolves only when the scheduler calls back (the browser is idle)', async () => {
    let idle: () => void = () => undefined;
    let resolved = false;
    const waiting = nextIdle((callback) => (idle = callback)).then(() => (resolved = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    idle();
    await waiting;
    expect(resolved).toBe(true);
  });
});
