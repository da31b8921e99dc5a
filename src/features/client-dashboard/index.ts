/** Client dashboard: /client-dashboard and the profile's Save button, lazily loaded. */
import { lazy } from 'react';
import { lazyPage } from '@/lib/lazy-page';

export const ClientDashboardPage = lazyPage(() => import('./components/client-dashboard-page'));
export const SaveContractorButton = lazy(() => import('./components/save-contractor-button'));
