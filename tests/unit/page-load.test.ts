import { afterAll, describe, expect, it, vi } from 'vitest';
import { markAppStarted, markWindowLoaded, whenPageLoaded } from '@/lib/page-load';

// One module state per file: the steps below run in order on it.
describe('page-load', () => {
  vi.useFakeTimers({ now: 1_000 });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('is the later of the load event and the first commit; a cancelled call never comes', () => {
    const seen: number[] = [];
    const cancelled = vi.fn();
    whenPageLoaded((at) => seen.push(at));
    const cancel = whenPageLoaded(cancelled);
    cancel();
    vi.setSystemTime(2_000);
    markWindowLoaded();
    expect(seen).toEqual([]);
    vi.setSystemTime(5_000);
    markAppStarted();
    expect(seen).toEqual([5_000]);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('afterwards calls back at once with the same moment; later marks change nothing', () => {
    vi.setSystemTime(9_000);
    markAppStarted();
    markWindowLoaded();
    const seen: number[] = [];
    whenPageLoaded((at) => seen.push(at));
    expect(seen).toEqual([5_000]);
  });
});
