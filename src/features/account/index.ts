/** Account settings: /account-settings, lazily loaded. */
import { lazyPage } from '@/lib/lazy-page';

export const AccountSettingsPage = lazyPage(() => import('./components/account-settings-page'));
