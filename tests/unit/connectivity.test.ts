import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Whether the app can reach its server (src/lib/connectivity.ts): what the browser reports,
// corrected by what requests find.
describe('connectivity', () => {
  let answer: () => Promise<Response>;
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    answer = () => Promise.resolve(new Response(null, { status: 200 }));
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer()),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is offline after a request gets no answer, though the browser says online, until one does', async () => {
    const { isOnline, trackedFetch, subscribeConnectivity } = await import('@/lib/connectivity');
    const changes = vi.fn();
    subscribeConnectivity(changes);
    expect(isOnline()).toBe(true);
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(trackedFetch('/api/collections/hires/records')).rejects.toThrow('Failed to fetch');
    expect(isOnline()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(1);
    // The health check asks again every 5 s; an answer (any status) brings it back.
    await vi.advanceTimersByTimeAsync(5000);
    expect(isOnline()).toBe(false);
    answer = () => Promise.resolve(new Response(null, { status: 404 }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(isOnline()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith('/api/health', { method: 'HEAD', cache: 'no-store' });
  });

  it('finds a dead network once after start, and ignores aborted requests', async () => {
    const { isOnline, trackedFetch, subscribeConnectivity } = await import('@/lib/connectivity');
    answer = () => Promise.reject(new DOMException('aborted', 'AbortError'));
    await expect(trackedFetch('/api/x')).rejects.toThrow('aborted');
    expect(isOnline()).toBe(true);
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    subscribeConnectivity(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect(isOnline()).toBe(false);
  });

  it('keeps checking while the browser says offline for a while, without sending anything', async () => {
    const { isOnline, trackedFetch, subscribeConnectivity } = await import('@/lib/connectivity');
    subscribeConnectivity(() => undefined);
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(trackedFetch('/api/x')).rejects.toThrow('Failed to fetch');
    const browser = navigator as { onLine: boolean };
    browser.onLine = false;
    vi.mocked(fetch).mockClear();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).not.toHaveBeenCalled();
    // The network is back, and no online event came: the next check finds the server.
    browser.onLine = true;
    answer = () => Promise.resolve(new Response(null, { status: 200 }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledWith('/api/health', { method: 'HEAD', cache: 'no-store' });
    expect(isOnline()).toBe(true);
  });

  it('is offline whenever the browser says so', async () => {
    const { isOnline } = await import('@/lib/connectivity');
    (navigator as { onLine: boolean }).onLine = false;
    expect(isOnline()).toBe(false);
  });
});
