import { describe, expect, it } from 'vitest';
import { FOOTER_GROUPS } from '@/app/layout/footer-links';
import { canonicalUrl, PAGE_ROUTES, PRERENDER_PATHS, samplePath } from '@/app/route-table';
import pages from '@/i18n/locales/en/pages.json' with { type: 'json' };
import { SPEC_FOOTER_LINKS, SPEC_ROUTES } from '../support/spec';

describe('route table', () => {
  it('has exactly the required routes besides home', () => {
    expect(PAGE_ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('gives every route an English heading and description', () => {
    for (const route of PAGE_ROUTES) {
      expect(pages[route.page].title.length).toBeGreaterThan(2);
      expect(pages[route.page].description.length).toBeGreaterThan(20);
    }
  });

  it('fills the profile id in sample paths', () => {
    expect(PAGE_ROUTES.map(samplePath)).toContain('/profile/demo');
  });

  it('links every required footer path exactly once', () => {
    const footer = FOOTER_GROUPS.flatMap((g) => g.links.map((l) => l.to));
    expect([...footer].sort()).toEqual([...SPEC_FOOTER_LINKS].sort());
  });

  describe('canonical URL', () => {
    const origin = 'https://tradesmarket.example';

    it('is the public origin and path of every prerendered page', () => {
      for (const path of PRERENDER_PATHS)
        expect(canonicalUrl(origin, path)).toBe(`${origin}${path}`);
      expect(canonicalUrl(origin, '/')).toBe(`${origin}/`);
      expect(canonicalUrl(origin, '/best-practices/getting-quotes')).toBe(
        `${origin}/best-practices/getting-quotes`,
      );
    });

    it('drops a trailing slash', () => {
      expect(canonicalUrl(origin, '/faq/')).toBe(`${origin}/faq`);
    });

    it('is null for private pages, unknown articles and paths, and without PUBLIC_URL', () => {
      for (const path of [
        '/dashboard',
        '/admin',
        '/admin/leads',
        '/auth',
        '/account-settings',
        '/affiliate-dashboard',
        '/profile/abc',
        '/best-practices/no-such-article',
        '/nowhere',
      ]) {
        expect(canonicalUrl(origin, path), path).toBeNull();
      }
      expect(canonicalUrl(null, '/faq')).toBeNull();
    });
  });
});
