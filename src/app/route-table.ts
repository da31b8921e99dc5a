/**
 * Every route of spec §2 with the `pages` i18n key of its heading. Pure data: the router,
 * the unit tests and the e2e tests all read this one table.
 */
import type { PageKey } from '@/features/pages';

export type { PageKey };

/** A route other than home: its React Router path and the i18n key of its page. */
export interface PageRoute {
  readonly path: string;
  readonly page: PageKey;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/browse', page: 'browse' },
  { path: '/dashboard', page: 'dashboard' },
  { path: '/profile/:id', page: 'profile' },
  { path: '/auth', page: 'auth' },
  { path: '/contractor-portal', page: 'contractorPortal' },
  { path: '/community', page: 'community' },
  { path: '/how-it-works', page: 'howItWorks' },
  { path: '/faq', page: 'faq' },
  { path: '/terms', page: 'terms' },
  { path: '/privacy', page: 'privacy' },
  { path: '/client-dashboard', page: 'clientDashboard' },
  { path: '/admin', page: 'admin' },
  { path: '/admin/email-blast', page: 'adminEmailBlast' },
  { path: '/account-settings', page: 'accountSettings' },
  { path: '/payment-success', page: 'paymentSuccess' },
  { path: '/affiliate-signup', page: 'affiliateSignup' },
  { path: '/affiliate-pending', page: 'affiliatePending' },
  { path: '/affiliate-dashboard', page: 'affiliateDashboard' },
  { path: '/affiliate-terms', page: 'affiliateTerms' },
  { path: '/affiliate-verify', page: 'affiliateVerify' },
  { path: '/legal-inquiries', page: 'legalInquiries' },
  { path: '/safety-and-trust', page: 'safetyAndTrust' },
  { path: '/contact-support', page: 'contactSupport' },
  { path: '/construction-estimator', page: 'constructionEstimator' },
  { path: '/plan-estimator', page: 'planEstimator' },
  { path: '/subscribe-estimator', page: 'subscribeEstimator' },
  { path: '/estimator/projects', page: 'estimatorProjects' },
  { path: '/estimator/auth', page: 'estimatorAuth' },
  { path: '/materials-database', page: 'materialsDatabase' },
  { path: '/labor-database', page: 'laborDatabase' },
  { path: '/best-practices', page: 'bestPractices' },
  { path: '/test-resend', page: 'testResend' },
];

/** A concrete URL for a route pattern (fills `:id`), for links and tests. */
export function samplePath(route: PageRoute): string {
  return route.path.replace(':id', 'demo');
}
