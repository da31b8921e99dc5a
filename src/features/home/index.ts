/** Home page feature, loaded lazily as its own chunk. */
import { FAQ_PAGE, withContent } from '@/features/content';
import { lazyPage } from '@/lib/lazy-page';

/** The page's chunk and the FAQ's questions (its FAQ section) in the current language. */
export const HomePage = lazyPage(withContent([FAQ_PAGE], () => import('./components/home-page')));
