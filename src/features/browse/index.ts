/** Browse: the /browse page, lazily loaded. */
import { lazyPage } from '@/lib/lazy-page';

export const BrowsePage = lazyPage(() => import('./components/browse-page'));
export { RatingSummary } from './components/listing-card';
