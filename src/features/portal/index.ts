/** Contractor portal: /contractor-portal and /dashboard, lazily loaded. */
import { lazyPage } from '@/lib/lazy-page';

export const ContractorPortalPage = lazyPage(() => import('./components/contractor-portal-page'));
export const DashboardPage = lazyPage(() => import('./components/dashboard-page'));
