/**
 * Client dashboard: /client-dashboard and the profile's Save button, lazily loaded; staff's
 * note on a resolved dispute, which the portal's hire requests show too.
 */
import { lazy } from 'react';
import { lazyPage } from '@/lib/lazy-page';

export const ClientDashboardPage = lazyPage(() => import('./components/client-dashboard-page'));
export const SaveContractorButton = lazy(() => import('./components/save-contractor-button'));
export const DisputeResolution = lazy(() => import('./components/dispute-resolution'));
