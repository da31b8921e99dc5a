import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

const { cacheControlFor, shouldCompress } = loadHooksLib('static.js') as {
  cacheControlFor: (path: string) => string | null;
  shouldCompress: (path: string) => boolean;
};

describe('pb_hooks/lib/static.js', () => {
  it('caches content-hashed assets for a year', () => {
    expect(cacheControlFor('/assets/index-AbC123.js')).toBe('public, max-age=31536000, immutable');
    expect(shouldCompress('/assets/index-AbC123.css')).toBe(true);
  });

  it('makes the shell, service worker and manifest revalidate', () => {
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/browse', '/faq']) {
      expect(cacheControlFor(path)).toBe('no-cache');
      expect(shouldCompress(path)).toBe(true);
    }
  });

  it('leaves the REST API and the dashboard alone', () => {
    for (const path of ['/api/health', '/api', '/api/realtime', '/_/', '/_/#/collections']) {
      expect(cacheControlFor(path)).toBeNull();
      expect(shouldCompress(path)).toBe(false);
    }
  });

  it('does not mistake look-alike paths for the API', () => {
    expect(cacheControlFor('/apiary')).toBe('no-cache');
    expect(cacheControlFor('/assetsx/a.js')).toBe('no-cache');
  });
});
