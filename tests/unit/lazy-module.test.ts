import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, lazyModule, retryingImport } from '@/lib/lazy-module';

const offline = (): Promise<{ answer: number }> =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('lazyModule (lib/lazy-module.ts)', () => {
  it('load answers null while the chunk fails, and the module once it loads', async () => {
    const win = new EventTarget();
    const factory = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockImplementationOnce(offline)
      .mockResolvedValue({ answer: 42 });
    const runner = lazyModule(factory, win);
    await expect(runner.load()).resolves.toBeNull();
    expect(runner.current()).toBeNull();
    // Tried again on "online", not before.
    expect(factory).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(runner.current()).toEqual({ answer: 42 }));
    await expect(runner.load()).resolves.toEqual({ answer: 42 });
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('whenLoaded waits across failures and resolves once back online, each caller once', async () => {
    const win = new EventTarget();
    const factory = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockImplementationOnce(offline)
      .mockImplementationOnce(offline)
      .mockResolvedValue({ answer: 7 });
    const runner = lazyModule(factory, win);
    const got: number[] = [];
    void runner.whenLoaded().then((m) => got.push(m.answer));
    void runner.whenLoaded().then((m) => got.push(m.answer * 10));
    // The attempt in flight (load answers it): failed.
    await expect(runner.load()).resolves.toBeNull();
    // A connection that comes and goes: the second attempt fails too.
    win.dispatchEvent(new Event('online'));
    await expect(runner.load()).resolves.toBeNull();
    expect(factory).toHaveBeenCalledTimes(2);
    expect(got).toEqual([]);
    win.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(got.sort()).toEqual([7, 70]));
    expect(factory).toHaveBeenCalledTimes(3);
  });
});

describe('retryingImport', () => {
  it('after a failure naming the chunk, imports that URL under a new query', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunk-'));
    const file = join(dir, 'chunk.mjs');
    writeFileSync(file, 'export const answer = 42;\n');
    const url = pathToFileURL(file).href;
    const factory = vi.fn(() =>
      Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`)),
    );
    const load = retryingImport<{ answer: number }>(factory);
    await expect(load()).rejects.toThrow('dynamically imported module');
    await expect(load()).resolves.toMatchObject({ answer: 42 });
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('runs the factory again when the error names no URL', async () => {
    const factory = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(7);
    const load = retryingImport(factory);
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe(7);
    expect(factory).toHaveBeenCalledTimes(2);
  });
});

describe('isChunkLoadError', () => {
  it("knows Chromium's, Firefox's and Safari's wording, and nothing else", () => {
    const chromium = 'Failed to fetch dynamically imported module: https://x.example/a.js';
    const firefox = 'error loading dynamically imported module: https://x.example/a.js';
    const safari = 'Importing a module script failed.';
    for (const message of [chromium, firefox, safari]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
    expect(isChunkLoadError(new TypeError("Cannot read properties of null (reading 'x')"))).toBe(
      false,
    );
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
