/**
 * Client dashboard: /client-dashboard and the profile's Save button, lazily loaded; staff's
 * note on a resolved dispute, which the portal's hire requests show too. The two parts other
 * pages show are optional chunks (lib/optional-chunk.ts): offline before they load, they show
 * nothing instead of taking the page down.
 */
import { lazyPage } from '@/lib/lazy-page';
import { optionalChunk } from '@/lib/optional-chunk';

export const ClientDashboardPage = lazyPage(() => import('./components/client-dashboard-page'));
export const SaveContractorButton = optionalChunk(
  () => import('./components/save-contractor-button'),
);
export const DisputeResolution = optionalChunk(() => import('./components/dispute-resolution'));
