/**
 * The staff's lists under /admin: security events (filterable), exit-intent leads and
 * affiliates (admins only, with CSV export; approve / suspend affiliates) and the audit log.
 * Each page is its own lazily loaded chunk.
 */
import { lazyPage } from '@/lib/lazy-page';

export const SecurityEventsPage = lazyPage(() => import('./components/security-events-page'));
export const LeadsPage = lazyPage(() => import('./components/leads-page'));
export const AffiliatesPage = lazyPage(() => import('./components/affiliates-page'));
export const AuditPage = lazyPage(() => import('./components/audit-page'));
