import type { ReactNode } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { servedNotFound } from '@/data/server-page';
import { HomePage } from '@/features/home';
import { BrowsePage } from '@/features/browse';
import { AccountSettingsPage } from '@/features/account';
import {
  AdminDashboardPage,
  AffiliatesPage,
  AuditPage,
  DisputesPage,
  EmailBlastPage,
  LeadsPage,
  ModerationListingsPage,
  ModerationReviewsPage,
  SecurityEventsPage,
  SupportPage,
  VerificationsPage,
} from '@/features/admin/pages';
import {
  AffiliateDashboardPage,
  AffiliatePendingPage,
  AffiliateSignupPage,
  AffiliateTermsPage,
  AffiliateVerifyPage,
} from '@/features/affiliate';
import {
  ChooseUserTypePage,
  ConfirmEmailChangePage,
  ConfirmPasswordResetPage,
  ConfirmVerificationPage,
  OAuthCallbackPage,
} from '@/features/auth/pages';
import { ClientDashboardPage } from '@/features/client-dashboard';
import { ContactSupportPage, LegalInquiriesPage } from '@/features/contact';
import { MarketingConfirmPage } from '@/features/exit-intent';
import {
  BestPracticeArticlePage,
  BestPracticesPage,
  PrivacyPage,
  TermsPage,
} from '@/features/legal';
import {
  AuthPage,
  FaqPage,
  HowItWorksPage,
  InfoPage,
  SafetyAndTrustPage,
  TestResendPage,
} from '@/features/pages';
import {
  ConstructionEstimatorPage,
  CostDataImportPage,
  EstimatorAuthPage,
  EstimatorProjectsPage,
  LaborDatabasePage,
  MaterialsDatabasePage,
  PlanEstimatorPage,
  SubscribeEstimatorPage,
} from '@/features/estimator';
import { PaymentSuccessPage } from '@/features/payments';
import { ContractorPortalPage, DashboardPage } from '@/features/portal';
import { ProfilePage } from '@/features/profile';
import { lazyPage, type LazyPage } from '@/lib/lazy-page';
import { AppLayout } from './layout/app-layout';
import { PAGE_ROUTES, type PageKey, type RoutePath } from './route-table';

const NotFound = lazyPage(() => import('./not-found'));

/**
 * The page each path of the route table renders. Every path must be here (a missing one is a
 * type error); null renders the placeholder InfoPage (the route's heading and purpose).
 */
const ROUTE_PAGES: Record<RoutePath, LazyPage<object> | null> = {
  '/browse': BrowsePage,
  '/dashboard': DashboardPage,
  '/profile/:id': ProfilePage,
  '/auth': AuthPage,
  '/auth/confirm-verification': ConfirmVerificationPage,
  '/auth/confirm-password-reset': ConfirmPasswordResetPage,
  '/auth/confirm-email-change': ConfirmEmailChangePage,
  '/auth/oauth-callback': OAuthCallbackPage,
  '/auth/choose-role': ChooseUserTypePage,
  '/contractor-portal': ContractorPortalPage,
  '/community': null,
  '/how-it-works': HowItWorksPage,
  '/faq': FaqPage,
  '/terms': TermsPage,
  '/privacy': PrivacyPage,
  '/client-dashboard': ClientDashboardPage,
  '/admin': AdminDashboardPage,
  '/admin/email-blast': EmailBlastPage,
  '/admin/security-events': SecurityEventsPage,
  '/admin/leads': LeadsPage,
  '/admin/affiliates': AffiliatesPage,
  '/admin/audit': AuditPage,
  '/admin/cost-data': CostDataImportPage,
  '/admin/listings': ModerationListingsPage,
  '/admin/reviews': ModerationReviewsPage,
  '/admin/verifications': VerificationsPage,
  '/admin/disputes': DisputesPage,
  '/admin/support': SupportPage,
  '/account-settings': AccountSettingsPage,
  '/payment-success': PaymentSuccessPage,
  '/affiliate-signup': AffiliateSignupPage,
  '/affiliate-pending': AffiliatePendingPage,
  '/affiliate-dashboard': AffiliateDashboardPage,
  '/affiliate-terms': AffiliateTermsPage,
  '/affiliate-verify': AffiliateVerifyPage,
  '/marketing-confirm': MarketingConfirmPage,
  '/legal-inquiries': LegalInquiriesPage,
  '/safety-and-trust': SafetyAndTrustPage,
  '/contact-support': ContactSupportPage,
  '/construction-estimator': ConstructionEstimatorPage,
  '/plan-estimator': PlanEstimatorPage,
  '/subscribe-estimator': SubscribeEstimatorPage,
  '/estimator/projects': EstimatorProjectsPage,
  '/estimator/auth': EstimatorAuthPage,
  '/materials-database': MaterialsDatabasePage,
  '/labor-database': LaborDatabasePage,
  '/best-practices': BestPracticesPage,
  '/best-practices/:slug': BestPracticeArticlePage,
  '/test-resend': TestResendPage,
};

/**
 * Whether a route has a page of its own, rather than the placeholder InfoPage (a heading and
 * one sentence).
 * @param path a path of the route table, e.g. "/admin/leads"
 */
export function hasOwnPage(path: RoutePath): boolean {
  return ROUTE_PAGES[path] !== null;
}

/**
 * Loads the chunk of the page at this path (home, a route of the route table or not-found), so the
 * first render can show it without the "Loading..." fallback (lib/lazy-page.ts).
 * @param pathname e.g. "/browse"
 * @returns resolves once loaded; rejects when the chunk cannot be loaded
 */
export function preloadRoute(pathname: string): Promise<void> {
  if (pathname === '/') return HomePage.preload();
  const route = PAGE_ROUTES.find((r) => matchPath(r.path, pathname));
  if (!route || servedNotFound(pathname)) return NotFound.preload();
  return (ROUTE_PAGES[route.path] ?? InfoPage).preload();
}

function pageElement(path: RoutePath, page: PageKey) {
  const Page = ROUTE_PAGES[path];
  return Page ? <Page /> : <InfoPage page={page} />;
}

/** The route's page, or the not-found page where the server answered this URL with a 404. */
function ServedPage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return servedNotFound(pathname) ? <NotFound /> : children;
}

/** All routes of the route table, each lazy-loaded inside the layout's Suspense ("Loading..."). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        {PAGE_ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<ServedPage>{pageElement(route.path, route.page)}</ServedPage>}
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
