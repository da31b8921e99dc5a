/** Home page feature, loaded lazily as its own chunk. */
import { lazyPage } from '@/lib/lazy-page';

export const HomePage = lazyPage(() => import('./components/home-page'));
