/** Client dashboard (issue 5 "Hiring"): /client-dashboard and the profile's Save button, lazily loaded. */
import { lazy } from 'react';

export const ClientDashboardPage = lazy(() => import('./components/client-dashboard-page'));
export const SaveContractorButton = lazy(() => import('./components/save-contractor-button'));
