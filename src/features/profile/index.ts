/** Profile (issue 5): /profile/{id}, lazily loaded. */
import { lazy } from 'react';

export const ProfilePage = lazy(() => import('./components/profile-page'));
