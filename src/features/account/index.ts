/** Account settings (issue 5 "Account settings"): /account-settings, lazily loaded. */
import { lazy } from 'react';

export const AccountSettingsPage = lazy(() => import('./components/account-settings-page'));
