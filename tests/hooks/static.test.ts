import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

const { cacheControlFor, contentTypeFor, shouldCompress, frameAncestorsPolicy, isAppPath } =
  loadHooksLib('static.js') as {
    cacheControlFor: (path: string) => string | null;
    contentTypeFor: (path: string) => string | null;
    shouldCompress: (path: string) => boolean;
    frameAncestorsPolicy: (extra: string) => string;
    isAppPath: (path: string) => boolean;
  };

describe('pb_hooks/lib/static.js', () => {
  it('types the web manifest, and leaves known types and the API to PocketBase', () => {
    expect(contentTypeFor('/manifest.webmanifest')).toBe('application/manifest+json');
    expect(contentTypeFor('/MANIFEST.WEBMANIFEST')).toBe('application/manifest+json');
    for (const path of ['/', '/index.html', '/sw.js', '/robots.txt', '/api/x.webmanifest']) {
      expect(contentTypeFor(path)).toBeNull();
    }
  });

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

  it('leaves the caching of the REST API and the dashboard alone', () => {
    for (const path of ['/api/health', '/api', '/api/realtime', '/_/', '/_/#/collections']) {
      expect(cacheControlFor(path)).toBeNull();
    }
  });

  it("compresses the REST API's answers, not the realtime stream, files, backups or dashboard", () => {
    for (const path of [
      '/api/health',
      '/api',
      '/api/collections/contractors/records',
      '/api/ip-location',
      '/api/realtimex',
    ]) {
      expect(shouldCompress(path), path).toBe(true);
    }
    for (const path of [
      '/api/realtime',
      '/api/files/contractors/abc/photo.jpg',
      '/api/backups/x.zip',
      '/api/backups',
      '/_/',
      '/_',
      '/_/#/collections',
    ]) {
      expect(shouldCompress(path), path).toBe(false);
    }
  });

  it('does not mistake look-alike paths for the API', () => {
    expect(cacheControlFor('/apiary')).toBe('no-cache');
    expect(cacheControlFor('/assetsx/a.js')).toBe('no-cache');
  });
});

const { pageFileFor, publicDirFrom, appRouteMatches } = loadHooksLib('static.js') as {
  pageFileFor: (path: string, exists: (file: string) => boolean) => string | null;
  appRouteMatches: (path: string, patterns: string[]) => boolean;
  publicDirFrom: (args: string[]) => string;
};

describe('pageFileFor: the HTML file that answers a page URL', () => {
  const files = new Set(['faq.html', 'terms.html', 'shell.html', 'index.html']);
  const exists = (file: string) => files.has(file);

  it('serves a prerendered page from its own file, with or without a trailing slash', () => {
    expect(pageFileFor('/faq', exists)).toBe('faq.html');
    expect(pageFileFor('/faq/', exists)).toBe('faq.html');
    expect(pageFileFor('/terms', exists)).toBe('terms.html');
  });

  it('serves the app shell for every other app route', () => {
    for (const path of ['/browse', '/profile/abc123', '/admin/email-blast', '/no-such-page']) {
      expect(pageFileFor(path, exists)).toBe('shell.html');
    }
  });

  it('never builds a file name from a suspicious path', () => {
    for (const path of ['/../pb_data', '/faq/../../etc/passwd', '/%2e%2e/x', '/FAQ']) {
      expect(pageFileFor(path, exists)).toBe('shell.html');
    }
  });

  it('leaves home, real files, the API and the dashboard to PocketBase', () => {
    for (const path of [
      '/',
      '/sw.js',
      '/assets/index-abc.js',
      '/icons/icon-192.png',
      '/api/health',
      '/_/',
    ]) {
      expect(pageFileFor(path, exists)).toBeNull();
    }
  });
});

describe('appRouteMatches: whether the app has a page for a URL (React Router matching)', () => {
  const patterns = ['/', '/faq', '/profile/:id', '/best-practices/:slug', '/admin/leads'];

  it('matches home, fixed paths and one segment per parameter, a trailing slash ignored', () => {
    for (const path of [
      '/',
      '/faq',
      '/faq/',
      '/profile/abc123',
      '/best-practices/x',
      '/admin/leads',
    ]) {
      expect(appRouteMatches(path, patterns)).toBe(true);
    }
  });

  it('ignores case, as React Router does', () => {
    expect(appRouteMatches('/FAQ', patterns)).toBe(true);
    expect(appRouteMatches('/Admin/Leads', patterns)).toBe(true);
  });

  it('matches nothing else: unknown paths, missing or extra segments', () => {
    for (const path of [
      '/no-such-page',
      '/profile',
      '/profile/',
      '/profile/a/b',
      '/faq/x',
      '/admin',
      '/admin/leads/1',
    ]) {
      expect(appRouteMatches(path, patterns)).toBe(false);
    }
  });
});

describe('publicDirFrom: the --publicDir PocketBase was started with', () => {
  it('reads both flag spellings', () => {
    expect(publicDirFrom(['/opt/pb/pocketbase', 'serve', '--publicDir=/srv/dist'])).toBe(
      '/srv/dist',
    );
    expect(publicDirFrom(['/opt/pb/pocketbase', 'serve', '--publicDir', './dist'])).toBe('./dist');
  });

  it('defaults to pb_public beside the executable, as PocketBase does', () => {
    expect(publicDirFrom(['/opt/pb/pocketbase', 'serve'])).toBe('/opt/pb/pb_public');
    expect(publicDirFrom(['pocketbase', 'serve'])).toBe('./pb_public');
  });
});

describe('frame-ancestors', () => {
  it('lets only the app itself frame it by default (a release run as ./pocketbase serve)', () => {
    expect(frameAncestorsPolicy('')).toBe("frame-ancestors 'self'");
  });
  it('takes local development origins only when FRAME_ANCESTORS names them', () => {
    expect(frameAncestorsPolicy('http://localhost:* http://127.0.0.1:*')).toBe(
      "frame-ancestors 'self' http://localhost:* http://127.0.0.1:*",
    );
    expect(frameAncestorsPolicy('http://intranet:* localhostx')).toBe("frame-ancestors 'self'");
  });
  it('adds the origins of FRAME_ANCESTORS and drops anything that could break the header', () => {
    expect(frameAncestorsPolicy(' https://preview.example  *.lovable.app ')).toBe(
      "frame-ancestors 'self' https://preview.example *.lovable.app",
    );
    expect(
      frameAncestorsPolicy("https://ok.example 'none'; script-src * http://x.example:8080"),
    ).toBe("frame-ancestors 'self' https://ok.example http://x.example:8080");
  });
  it('applies to the app, not to the API or the dashboard', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/faq')).toBe(true);
    expect(isAppPath('/assets/index.js')).toBe(true);
    expect(isAppPath('/apiary')).toBe(true);
    expect(isAppPath('/api/health')).toBe(false);
    expect(isAppPath('/_/')).toBe(false);
  });
});

describe('contentSecurityPolicy', () => {
  const { contentSecurityPolicy, securityHeaders } = loadHooksLib('static.js') as {
    contentSecurityPolicy: (build: unknown, extra: string, stripeAtRunTime?: boolean) => string;
    securityHeaders: () => Record<string, string>;
  };
  const hash = "'sha256-ZJYypIWgv91Fdvhu7jtNj6N1YcV7T21PF94v6eHLTOg='";

  it("allows the build's inline-script hashes and outside origins, and nothing else", () => {
    const policy = contentSecurityPolicy(
      {
        inline: { scripts: [hash, "'unsafe-inline'", 'sha256-unquoted'] },
        outside: {
          connect: ['https://geocode.test', 'https://a.test; script-src *', 'javascript:x'],
          script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
          frame: ['https://hooks.stripe.com'],
          img: ['https://api.example:8443'],
        },
      },
      '',
    );
    expect(policy.split('; ')).toEqual([
      "default-src 'self'",
      `script-src 'self' ${hash} https://js.stripe.com https://*.js.stripe.com`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://api.example:8443",
      "connect-src 'self' https://geocode.test",
      "frame-src 'self' https://hooks.stripe.com",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ]);
  });

  it("allows Stripe.js's origins only when the server has a publishable key at run time", () => {
    const build = {
      outside: { connect: ['https://geocode.test'], script: [], frame: [] },
      stripe: {
        script: ['https://js.stripe.com'],
        connect: ['https://api.stripe.com', 'https://x.test; script-src *'],
        frame: ['https://hooks.stripe.com', 'https://js.stripe.com'],
      },
    };
    const off = contentSecurityPolicy(build, '', false);
    expect(off).not.toContain('stripe.com');
    const on = contentSecurityPolicy(build, '', true).split('; ');
    expect(on).toContain("script-src 'self' https://js.stripe.com");
    expect(on).toContain("connect-src 'self' https://geocode.test https://api.stripe.com");
    expect(on).toContain("frame-src 'self' https://hooks.stripe.com https://js.stripe.com");
    // A build that already allows them (its own key) lists each once.
    const both = contentSecurityPolicy(
      { ...build, outside: { ...build.outside, script: ['https://js.stripe.com'] } },
      '',
      true,
    );
    expect(both).toContain("script-src 'self' https://js.stripe.com;");
  });

  it('without a csp.json allows no inline script and no outside origin', () => {
    const policy = contentSecurityPolicy(null, 'https://preview.example');
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-ancestors 'self' https://preview.example");
  });

  it('sends Referrer-Policy and Permissions-Policy', () => {
    expect(securityHeaders()).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'geolocation=(self)',
    });
  });
});
