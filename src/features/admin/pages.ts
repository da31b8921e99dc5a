/**
 * The staff area's pages, each its own lazily loaded chunk, for the router (whatever
 * index.ts exports would land in the entry chunk):
 * - moderation (docs/moderation.md): the /admin dashboard with the queue counts, and the queues
 *   of listings, reviews, verification requests and disputes with their actions;
 * - lists: security events (filterable), exit-intent leads and affiliates (admins only, with CSV
 *   export; approve / suspend affiliates), the audit log;
 * - support: what the contact forms brought (support requests, legal inquiries);
 * - email-blast: /admin/email-blast (admins only; the server decides).
 */
import { lazyPage } from '@/lib/lazy-page';

export const AdminDashboardPage = lazyPage(() => import('./moderation/components/dashboard-page'));
export const ModerationListingsPage = lazyPage(
  () => import('./moderation/components/listings-page'),
);
export const ModerationReviewsPage = lazyPage(() => import('./moderation/components/reviews-page'));
export const VerificationsPage = lazyPage(
  () => import('./moderation/components/verifications-page'),
);
export const DisputesPage = lazyPage(() => import('./moderation/components/disputes-page'));
export const SecurityEventsPage = lazyPage(() => import('./lists/components/security-events-page'));
export const LeadsPage = lazyPage(() => import('./lists/components/leads-page'));
export const AffiliatesPage = lazyPage(() => import('./lists/components/affiliates-page'));
export const AuditPage = lazyPage(() => import('./lists/components/audit-page'));
export const SupportPage = lazyPage(() => import('./support/components/support-page'));
export const EmailBlastPage = lazyPage(() => import('./email-blast/components/email-blast-page'));
