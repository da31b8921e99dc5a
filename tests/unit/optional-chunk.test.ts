import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, retryUrl } from '@/lib/lazy-module';
import { optionalChunk } from '@/lib/optional-chunk';

function Greeting({ name }: { name: string }) {
  return createElement('h1', null, `Hello ${name}`);
}

const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('optionalChunk (lib/optional-chunk.ts)', () => {
  it('renders nothing, and does not throw, before its chunk has loaded', () => {
    const Chunk = optionalChunk<{ name: string }>(offline, new EventTarget());
    expect(renderToString(createElement(Chunk, { name: 'Ada' }))).toBe('');
  });

  it('a failed load resolves false and is tried again when the browser is back online', async () => {
    const win = new EventTarget();
    const factory = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockImplementationOnce(offline)
      .mockResolvedValue({ default: Greeting });
    const Chunk = optionalChunk(factory, win);
    await expect(Chunk.preload()).resolves.toBe(false);
    expect(factory).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(factory).toHaveBeenCalledTimes(2));
    await expect(Chunk.preload()).resolves.toBe(true);
    // Loaded once: no further fetch, and no second retry on a later "online".
    win.dispatchEvent(new Event('online'));
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('several failures while offline wait for one "online", not one each', async () => {
    const win = new EventTarget();
    const factory = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockImplementationOnce(offline)
      .mockImplementationOnce(offline)
      .mockResolvedValue({ default: Greeting });
    const Chunk = optionalChunk(factory, win);
    await expect(Chunk.preload()).resolves.toBe(false);
    await expect(Chunk.preload()).resolves.toBe(false);
    win.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(factory).toHaveBeenCalledTimes(3));
    await expect(Chunk.preload()).resolves.toBe(true);
    expect(factory).toHaveBeenCalledTimes(3);
  });

  it('says when it has loaded, and tells its subscribers once it has', async () => {
    const win = new EventTarget();
    const Chunk = optionalChunk(() => Promise.resolve({ default: Greeting }), win);
    const heard = vi.fn();
    const unsubscribe = Chunk.subscribe(heard);
    expect(Chunk.isLoaded()).toBe(false);
    await expect(Chunk.preload()).resolves.toBe(true);
    expect(Chunk.isLoaded()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('retries a failed chunk under another URL: some browsers remember a failed import', () => {
    const url = failedModuleUrl(
      new TypeError(
        'Failed to fetch dynamically imported module: https://x.example/assets/banner-abc.js',
      ),
    );
    expect(url).toBe('https://x.example/assets/banner-abc.js');
    expect(retryUrl(url ?? '', 2)).toBe('https://x.example/assets/banner-abc.js?retry=2');
    expect(retryUrl('https://x.example/a.js?v=1', 1)).toBe('https://x.example/a.js?v=1&retry=1');
    expect(failedModuleUrl(new Error('something else'))).toBeNull();
  });
});
