import { describe, expect, it } from 'vitest';
import { hasOwnPage } from '@/app/router';
import { PAGE_ROUTES } from '@/app/route-table';

// Every page the footer, the menu and the cookie banner advertise has real content: none of
// these routes may fall back to the placeholder InfoPage (a heading and one sentence).
const REAL_PAGES = [
  '/how-it-works',
  '/faq',
  '/terms',
  '/privacy',
  '/safety-and-trust',
  '/best-practices',
  '/best-practices/:slug',
  '/contact-support',
  '/legal-inquiries',
  '/affiliate-signup',
  '/affiliate-verify',
  '/marketing-confirm',
  '/affiliate-pending',
  '/affiliate-dashboard',
  '/affiliate-terms',
  '/payment-success',
  '/admin',
  '/admin/email-blast',
  '/test-resend',
  '/plan-estimator',
  '/subscribe-estimator',
  '/estimator/projects',
  '/estimator/auth',
  '/construction-estimator',
];

describe('advertised pages', () => {
  it.each(REAL_PAGES)('%s renders its own page, not the InfoPage placeholder', (path) => {
    const route = PAGE_ROUTES.find((r) => r.path === path);
    expect(route, `${path} is in the route table`).toBeDefined();
    expect(route && hasOwnPage(route.path)).toBe(true);
  });

  it('leaves the placeholder only to pages of later work (community, estimators)', () => {
    const placeholders = PAGE_ROUTES.filter((r) => !hasOwnPage(r.path)).map((r) => r.path);
    expect(placeholders).toEqual(['/community']);
  });
});
