import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallResult } from '@/lib/pocketbase-call';

// Whether "Translate" is offered: the server's capability call, once per page load, with its
// answer kept on the device for offline use. The server's answers are stood in for here;
// tests/integration/translate-content.test.ts checks the real route.
const server = vi.hoisted(() => {
  const state: { answer: unknown; requests: string[] } = { answer: null, requests: [] };
  return state;
});

vi.mock('@/lib/pocketbase-call', () => ({
  callPocketBase: (call: (pb: unknown) => Promise<unknown>): Promise<CallResult<unknown>> =>
    call({
      send: (path: string) => {
        server.requests.push(path);
        return server.answer === null
          ? Promise.reject(new Error('offline'))
          : Promise.resolve(server.answer);
      },
    }).then(
      (value) => ({ ok: true, value }),
      () => ({ ok: false, failure: { kind: 'offline' } }),
    ),
}));

/**
 * A new page load: the module state (the one call per load) starts afresh. The page counts
 * as loaded at once unless `loaded` is false: what waits for idle (keeping the answer) then
 * waits for the returned `finishLoad`.
 */
async function pageLoad(loaded = true) {
  vi.resetModules();
  const { markAppStarted, markWindowLoaded } = await import('@/lib/page-load');
  const finishLoad = () => {
    markWindowLoaded();
    markAppStarted();
  };
  if (loaded) finishLoad();
  return Object.assign(await import('@/features/translate/api'), { finishLoad });
}

/** What the device keeps of the server's capabilities, once the page's idle write is in. */
async function kept(): Promise<unknown> {
  const { getSetting } = await import('@/data/settings');
  return getSetting('server_capabilities');
}

beforeEach(async () => {
  server.requests = [];
  const { removeSettings } = await import('@/data/settings');
  await removeSettings(['server_capabilities']);
});

describe('translationAvailable', () => {
  it('answers before the answer is kept: the device keeps it once the page is idle', async () => {
    server.answer = { translate: true, mail: true, mailState: 'ready' };
    const api = await pageLoad(false);
    expect(await api.translationAvailable()).toBe(true);
    expect(await kept()).toBeUndefined();
    api.finishLoad();
    await vi.waitFor(async () => expect(await kept()).toEqual({ translate: true }));
  });

  it('follows the server and asks it once per page load', async () => {
    server.answer = { translate: false, mail: true, mailState: 'ready' };
    const api = await pageLoad();
    expect(await api.translationAvailable()).toBe(false);
    expect(await api.translationAvailable()).toBe(false);
    expect(server.requests).toEqual(['/api/app/capabilities']);

    server.answer = { translate: true, mail: false, mailState: 'not_configured' };
    expect(await (await pageLoad()).translationAvailable()).toBe(true);
  });

  it('offline, keeps the last answer on the device', async () => {
    server.answer = { translate: true, mail: false, mailState: 'not_configured' };
    expect(await (await pageLoad()).translationAvailable()).toBe(true);
    await vi.waitFor(async () => expect(await kept()).toEqual({ translate: true }));
    server.answer = null;
    expect(await (await pageLoad()).translationAvailable()).toBe(true);

    server.answer = { translate: false, mail: false, mailState: 'not_configured' };
    expect(await (await pageLoad()).translationAvailable()).toBe(false);
    await vi.waitFor(async () => expect(await kept()).toEqual({ translate: false }));
    server.answer = null;
    expect(await (await pageLoad()).translationAvailable()).toBe(false);
  });

  it('is false when never known, or when the answer has no translate field', async () => {
    server.answer = null;
    expect(await (await pageLoad()).translationAvailable()).toBe(false);
    server.answer = { mail: true, mailState: 'ready' };
    expect(await (await pageLoad()).translationAvailable()).toBe(false);
  });
});
