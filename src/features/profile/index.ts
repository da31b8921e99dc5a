/** Profile: /profile/{id}, lazily loaded. */
import { lazyPage } from '@/lib/lazy-page';

export const ProfilePage = lazyPage(() => import('./components/profile-page'));
