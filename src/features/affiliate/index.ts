/**
 * The affiliate programme: tracking on page load, the visitor id a sign-up carries, and the
 * five pages (/affiliate-signup, -verify, -pending, -dashboard, -terms), each its own lazily
 * loaded chunk.
 */
import { lazyPage } from '@/lib/lazy-page';

export { AffiliateTracker } from './components/affiliate-tracker';
export { newVisitorId, referralCodeFrom, VISITOR_PREFIX } from './model';

export const AffiliateSignupPage = lazyPage(() => import('./components/signup-page'));
export const AffiliateVerifyPage = lazyPage(() => import('./components/verify-page'));
export const AffiliatePendingPage = lazyPage(() => import('./components/pending-page'));
export const AffiliateDashboardPage = lazyPage(() => import('./components/dashboard-page'));
export const AffiliateTermsPage = lazyPage(() => import('./components/terms-page'));
