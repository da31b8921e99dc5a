import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

interface Store {
  get: (key: string) => unknown;
  set: (key: string, value: unknown) => void;
  remove: (key: string) => void;
  keys: () => string[];
}

const lib = loadHooksLib('render-cache.js') as {
  TTL_MS: number;
  cachedRender: <T>(
    store: Store,
    key: string,
    nowMs: number,
    render: () => T,
    maxEntries?: number,
  ) => T;
};

/** The app store's contract as the JSVM sees it: a missing key reads as null. */
function memoryStore(): Store & { size: () => number } {
  const map = new Map<string, unknown>();
  return {
    get: (key) => (map.has(key) ? map.get(key) : null),
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    keys: () => [...map.keys()],
    size: () => map.size,
  };
}

describe('cachedRender', () => {
  it('renders once per key within the time limit, and again after it', () => {
    const store = memoryStore();
    let renders = 0;
    const render = () => ({ body: `<h1>${++renders}</h1>` });
    expect(lib.cachedRender(store, 'a', 0, render)).toEqual({ body: '<h1>1</h1>' });
    expect(lib.cachedRender(store, 'a', lib.TTL_MS - 1, render)).toEqual({ body: '<h1>1</h1>' });
    expect(lib.cachedRender(store, 'b', 0, render)).toEqual({ body: '<h1>2</h1>' });
    expect(lib.cachedRender(store, 'a', lib.TTL_MS, render)).toEqual({ body: '<h1>3</h1>' });
  });

  it('keeps no failed render', () => {
    const store = memoryStore();
    expect(() =>
      lib.cachedRender(store, 'a', 0, () => {
        throw new Error('no bundle');
      }),
    ).toThrow('no bundle');
    expect(lib.cachedRender(store, 'a', 0, () => 'ok')).toBe('ok');
  });

  it('starts again empty past the most entries, leaving other keys of the store alone', () => {
    const store = memoryStore();
    store.set('ipLocation:count', 7);
    for (const key of ['a', 'b', 'c']) lib.cachedRender(store, key, 0, () => key, 3);
    lib.cachedRender(store, 'd', 0, () => 'd', 3);
    expect(store.get('ipLocation:count')).toBe(7);
    expect(
      store.keys().filter((k) => k.startsWith('serverRender:') && k !== 'serverRender:count'),
    ).toEqual(['serverRender:d']);
    expect(lib.cachedRender(store, 'a', 0, () => 'again', 3)).toBe('again');
  });
});
