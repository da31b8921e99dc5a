import { describe, expect, it } from 'vitest';
import { FOOTER_GROUPS } from '@/app/layout/footer-links';
import { PAGE_ROUTES, samplePath } from '@/app/route-table';
import pages from '@/i18n/locales/en/pages.json' with { type: 'json' };

// Spec §2 "Screens and routes", every row.
const SPEC_ROUTES = [
  '/browse',
  '/dashboard',
  '/profile/:id',
  '/auth',
  '/contractor-portal',
  '/community',
  '/how-it-works',
  '/faq',
  '/terms',
  '/privacy',
  '/client-dashboard',
  '/admin',
  '/admin/email-blast',
  '/account-settings',
  '/payment-success',
  '/affiliate-signup',
  '/affiliate-pending',
  '/affiliate-dashboard',
  '/affiliate-terms',
  '/affiliate-verify',
  '/legal-inquiries',
  '/safety-and-trust',
  '/contact-support',
  '/construction-estimator',
  '/plan-estimator',
  '/subscribe-estimator',
  '/estimator/projects',
  '/estimator/auth',
  '/materials-database',
  '/labor-database',
  '/best-practices',
  '/test-resend',
];

// Spec §2 "Footer links".
const SPEC_FOOTER = [
  '/browse',
  '/auth',
  '/contractor-portal',
  '/how-it-works',
  '/faq',
  '/best-practices',
  '/contact-support',
  '/safety-and-trust',
  '/construction-estimator',
  '/plan-estimator',
  '/terms',
  '/privacy',
  '/affiliate-signup',
  '/legal-inquiries',
];

describe('route table (spec §2)', () => {
  it('has exactly the spec routes besides home', () => {
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

  it('links every spec footer path exactly once', () => {
    const footer = FOOTER_GROUPS.flatMap((g) => g.links.map((l) => l.to));
    expect([...footer].sort()).toEqual([...SPEC_FOOTER].sort());
  });
});
