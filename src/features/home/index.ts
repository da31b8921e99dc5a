/** Home page feature (spec §2 "Home page"), loaded lazily as its own chunk. */
import { lazy } from 'react';

export const HomePage = lazy(() => import('./components/home-page'));
