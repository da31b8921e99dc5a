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
import { PAGE_ROUTES, type PageKey } from './route-table';

const NotFound = lazyPage(() => import('./not-found'));

/** Pages with their own component; every other key renders the generic InfoPage. */
const OWN_PAGES: Partial<Record<PageKey, LazyPage<object>>> = {
  browse: BrowsePage,
  profile: ProfilePage,
  clientDashboard: ClientDashboardPage,
  accountSettings: AccountSettingsPage,
  auth: AuthPage,
  confirmVerification: ConfirmVerificationPage,
  oauthCallback: OAuthCallbackPage,
  chooseUserType: ChooseUserTypePage,
  confirmPasswordReset: ConfirmPasswordResetPage,
  confirmEmailChange: ConfirmEmailChangePage,
  contractorPortal: ContractorPortalPage,
  dashboard: DashboardPage,
  testResend: TestResendPage,
  howItWorks: HowItWorksPage,
  safetyAndTrust: SafetyAndTrustPage,
  faq: FaqPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  bestPractices: BestPracticesPage,
  bestPracticesArticle: BestPracticeArticlePage,
  paymentSuccess: PaymentSuccessPage,
  adminSecurityEvents: SecurityEventsPage,
  adminLeads: LeadsPage,
  adminAffiliates: AffiliatesPage,
  adminAudit: AuditPage,
  adminEmailBlast: EmailBlastPage,
  admin: AdminDashboardPage,
  adminListings: ModerationListingsPage,
  adminReviews: ModerationReviewsPage,
  adminVerifications: VerificationsPage,
  adminDisputes: DisputesPage,
  contactSupport: ContactSupportPage,
  legalInquiries: LegalInquiriesPage,
  adminSupport: SupportPage,
  affiliateSignup: AffiliateSignupPage,
  affiliateVerify: AffiliateVerifyPage,
  marketingConfirm: MarketingConfirmPage,
  affiliatePending: AffiliatePendingPage,
  affiliateDashboard: AffiliateDashboardPage,
  affiliateTerms: AffiliateTermsPage,
  materialsDatabase: MaterialsDatabasePage,
  laborDatabase: LaborDatabasePage,
  adminCostData: CostDataImportPage,
  planEstimator: PlanEstimatorPage,
  estimatorProjects: EstimatorProjectsPage,
  estimatorAuth: EstimatorAuthPage,
  subscribeEstimator: SubscribeEstimatorPage,
  constructionEstimator: ConstructionEstimatorPage,
};

/**
 * Whether a route's page has its own component, rather than the placeholder InfoPage (a
 * heading and one sentence).
 * @param page the route table's page key
 */
export function hasOwnPage(page: PageKey): boolean {
  return OWN_PAGES[page] !== undefined;
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
  return (OWN_PAGES[route.page] ?? InfoPage).preload();
}

function pageElement(page: PageKey) {
  const Own = OWN_PAGES[page];
  return Own ? <Own /> : <InfoPage page={page} />;
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
            element={<ServedPage>{pageElement(route.page)}</ServedPage>}
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
