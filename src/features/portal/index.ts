/** Contractor portal (issue 5): /contractor-portal and /dashboard, lazily loaded. */
import { lazy } from 'react';

export const ContractorPortalPage = lazy(() => import('./components/contractor-portal-page'));
export const DashboardPage = lazy(() => import('./components/dashboard-page'));
