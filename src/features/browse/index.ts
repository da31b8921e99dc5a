/** Browse (issue 5): the /browse page, lazily loaded. */
import { lazy } from 'react';

export const BrowsePage = lazy(() => import('./components/browse-page'));
export { RatingSummary } from './components/listing-card';
