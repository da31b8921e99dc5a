import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadWithin } from '@/lib/lazy-page';

function Greeting({ name }: { name: string }) {
  return createElement('h1', null, `Hello ${name}`);
}

/** Renders synchronously: what a first render shows, fallback or page. */
const firstRender = (Page: ReturnType<typeof lazyPage<{ name: string }>>) =>
  renderToString(
    createElement(Suspense, { fallback: 'Loading...' }, createElement(Page, { name: 'Ada' })),
  );

describe('lazyPage (lib/lazy-page.ts)', () => {
  it('suspends while the chunk is not loaded, renders at once after preload', async () => {
    const factory = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Page = lazyPage(factory);
    expect(firstRender(Page)).toContain('Loading...');
    await Page.preload();
    expect(firstRender(Page)).toContain('Hello Ada');
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('a failed preload rejects and the next one tries again', async () => {
    const factory = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting });
    const Page = lazyPage(factory);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(firstRender(Page)).toContain('Hello Ada');
    expect(factory).toHaveBeenCalledTimes(2);
  });
});

describe('preloadWithin', () => {
  it('resolves when the preload is done, or failed', async () => {
    await expect(preloadWithin(Promise.resolve(), 10_000)).resolves.toBeUndefined();
    await expect(preloadWithin(Promise.reject(new Error('x')), 10_000)).resolves.toBeUndefined();
  });

  it('stops waiting after the cap', async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = preloadWithin(new Promise<void>(() => undefined), 250).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(249);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
    vi.useRealTimers();
  });
});
