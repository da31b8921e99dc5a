/**
 * The staff's moderation area (docs/moderation.md): the /admin dashboard with the queue
 * counts, and the queues of listings, reviews, verification requests and disputes with their
 * actions. Each page is its own lazily loaded chunk.
 */
import { lazyPage } from '@/lib/lazy-page';

export const AdminDashboardPage = lazyPage(() => import('./components/dashboard-page'));
export const ModerationListingsPage = lazyPage(() => import('./components/listings-page'));
export const ModerationReviewsPage = lazyPage(() => import('./components/reviews-page'));
export const VerificationsPage = lazyPage(() => import('./components/verifications-page'));
export const DisputesPage = lazyPage(() => import('./components/disputes-page'));
