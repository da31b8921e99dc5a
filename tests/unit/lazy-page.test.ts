import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadWithin, retryFailedPages } from '@/lib/lazy-page';

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

  it('a failed render is kept until retryFailedPages, then the next mount loads again', async () => {
    const factory = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const Page = lazyPage(factory);
    // Waits for every lazy part; an error goes to onError and leaves the fallback.
    const render = async () => {
      const errors: string[] = [];
      const { prelude } = await prerender(
        createElement(Suspense, { fallback: 'Loading...' }, createElement(Page, { name: 'Ada' })),
        { onError: (error) => void errors.push(String(error)) },
      );
      return { html: await new Response(prelude).text(), errors };
    };
    const failed = await render();
    expect(failed.errors.join()).toContain('Failed to fetch dynamically imported module');
    expect(failed.html).not.toContain('Hello Ada');
    // React renders a failed part again before giving up: that must fail, not load anew.
    const kept = await render();
    expect(kept.errors.join()).toContain('Failed to fetch dynamically imported module');
    expect(factory).toHaveBeenCalledTimes(1);
    retryFailedPages();
    const again = await render();
    expect(again.errors).toEqual([]);
    expect(again.html).toContain('Hello Ada');
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
