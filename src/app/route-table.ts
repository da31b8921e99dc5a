/**
 * Every route of the app with the `pages` i18n key of its heading. Pure data: the router,
 * the unit tests and the e2e tests all read this one table; the router names each path's page
 * component (router.tsx ROUTE_PAGES, keyed by path, so a path without a page is a type error).
 */
import { BEST_PRACTICE_ARTICLES } from '@/constants/best-practices';
import type { PageKey } from '@/features/pages';

export type { PageKey };

/**
 * A route other than home: its React Router path, the i18n key of its page, and whether its
 * HTML is rendered at build time (pages whose first render, without a query string, depends
 * on nothing but the path: no user, no local data). See docs/rendering.md.
 */
export interface PageRoute {
  readonly path: string;
  readonly page: PageKey;
  readonly prerender?: true;
  /**
   * A prerendered page that formats numbers only the device has once it has hydrated
   * (browse: its results' ratings and distances, the visitor's distance unit). Its HTML
   * carries no formatted result for them, so the app makes Intl's first formatter before
   * hydrating, in a task of its own (src/main.tsx).
   */
  readonly formatsDeviceData?: true;
}

const ROUTES = [
  { path: '/browse', page: 'browse', prerender: true, formatsDeviceData: true },
  { path: '/dashboard', page: 'dashboard' },
  { path: '/profile/:id', page: 'profile' },
  { path: '/auth', page: 'auth' },
  { path: '/auth/confirm-verification', page: 'confirmVerification' },
  { path: '/auth/confirm-password-reset', page: 'confirmPasswordReset' },
  { path: '/auth/confirm-email-change', page: 'confirmEmailChange' },
  { path: '/auth/oauth-callback', page: 'oauthCallback' },
  { path: '/auth/choose-role', page: 'chooseUserType' },
  { path: '/contractor-portal', page: 'contractorPortal' },
  { path: '/community', page: 'community' },
  { path: '/how-it-works', page: 'howItWorks', prerender: true },
  { path: '/faq', page: 'faq', prerender: true },
  { path: '/terms', page: 'terms', prerender: true },
  { path: '/privacy', page: 'privacy', prerender: true },
  { path: '/client-dashboard', page: 'clientDashboard' },
  { path: '/admin', page: 'admin' },
  { path: '/admin/email-blast', page: 'adminEmailBlast' },
  { path: '/admin/security-events', page: 'adminSecurityEvents' },
  { path: '/admin/leads', page: 'adminLeads' },
  { path: '/admin/affiliates', page: 'adminAffiliates' },
  { path: '/admin/audit', page: 'adminAudit' },
  { path: '/admin/cost-data', page: 'adminCostData' },
  { path: '/admin/listings', page: 'adminListings' },
  { path: '/admin/reviews', page: 'adminReviews' },
  { path: '/admin/verifications', page: 'adminVerifications' },
  { path: '/admin/disputes', page: 'adminDisputes' },
  { path: '/admin/support', page: 'adminSupport' },
  { path: '/account-settings', page: 'accountSettings' },
  { path: '/payment-success', page: 'paymentSuccess' },
  { path: '/affiliate-signup', page: 'affiliateSignup' },
  { path: '/affiliate-pending', page: 'affiliatePending' },
  { path: '/affiliate-dashboard', page: 'affiliateDashboard' },
  { path: '/affiliate-terms', page: 'affiliateTerms', prerender: true },
  { path: '/affiliate-verify', page: 'affiliateVerify' },
  { path: '/marketing-confirm', page: 'marketingConfirm' },
  { path: '/legal-inquiries', page: 'legalInquiries', prerender: true },
  { path: '/safety-and-trust', page: 'safetyAndTrust', prerender: true },
  { path: '/contact-support', page: 'contactSupport', prerender: true },
  { path: '/construction-estimator', page: 'constructionEstimator' },
  { path: '/plan-estimator', page: 'planEstimator' },
  { path: '/subscribe-estimator', page: 'subscribeEstimator' },
  { path: '/estimator/projects', page: 'estimatorProjects' },
  { path: '/estimator/auth', page: 'estimatorAuth' },
  { path: '/materials-database', page: 'materialsDatabase' },
  { path: '/labor-database', page: 'laborDatabase' },
  { path: '/best-practices', page: 'bestPractices', prerender: true },
  { path: '/best-practices/:slug', page: 'bestPracticesArticle', prerender: true },
  { path: '/test-resend', page: 'testResend' },
] as const satisfies readonly PageRoute[];

/** A path of the route table, e.g. "/admin/leads". */
export type RoutePath = (typeof ROUTES)[number]['path'];

/** The route table: every route other than home. */
export const PAGE_ROUTES: readonly (PageRoute & { readonly path: RoutePath })[] = ROUTES;

/**
 * The concrete paths of a prerendered route: `/best-practices/:slug` is one page per article
 * (src/constants/best-practices.ts); every other flagged route is its own path.
 */
function prerenderedPaths(route: PageRoute): string[] {
  if (route.path === '/best-practices/:slug') {
    return BEST_PRACTICE_ARTICLES.map((a) => `/best-practices/${a.slug}`);
  }
  return [route.path];
}

/**
 * Every path pattern the app has a page for: home and the route table's paths (`:param` is one
 * path segment). The build writes them to dist/routes.json, so the server answers any other
 * page URL with 404 and the not-found page (pb_hooks/lib/server-pages.js).
 */
export const APP_PATH_PATTERNS: readonly string[] = ['/', ...PAGE_ROUTES.map((r) => r.path)];

/** Paths whose HTML is rendered at build time: home plus the flagged routes. */
export const PRERENDER_PATHS: readonly string[] = [
  '/',
  ...PAGE_ROUTES.filter((route) => route.prerender).flatMap(prerenderedPaths),
];

/** A concrete URL for a route pattern (fills `:id`, and `:slug` with the first article), for links and tests. */
export function samplePath(route: PageRoute): string {
  return route.path
    .replace(':id', 'demo')
    .replace(':slug', BEST_PRACTICE_ARTICLES[0]?.slug ?? 'demo');
}

const PRERENDERED = new Set(PRERENDER_PATHS);

/** A URL path without its trailing slashes ("/faq/" → "/faq"; "/" stays). Pure. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

const FORMATS_DEVICE_DATA = new Set<string>(
  PAGE_ROUTES.filter((route) => route.formatsDeviceData).map((route) => route.path),
);

/**
 * Whether the prerendered page at `pathname` formats device data after hydrating
 * (PageRoute.formatsDeviceData). Pure.
 * @param pathname the URL's path, e.g. "/browse" or "/browse/"
 */
export function formatsDeviceData(pathname: string): boolean {
  return FORMATS_DEVICE_DATA.has(withoutTrailingSlash(pathname));
}

/**
 * The canonical URL of the page at `pathname`: the public origin and the path without query,
 * hash or trailing slash, for prerendered pages only (private pages such as dashboards, admin
 * and sign-in are not for search engines).
 * @param origin the site's public origin (PUBLIC_URL), e.g. https://tradesmarket.example; null
 *   when the build has none
 * @param pathname the URL's path, e.g. "/faq" or "/faq/"
 * @returns e.g. "https://tradesmarket.example/faq", or null (no origin, or not prerendered)
 */
export function canonicalUrl(origin: string | null, pathname: string): string | null {
  if (!origin) return null;
  const path = withoutTrailingSlash(pathname);
  return PRERENDERED.has(path) ? `${origin}${path}` : null;
}
