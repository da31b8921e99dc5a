/** Exit-intent offer: the watcher, its dialog and rules, and the marketing confirmation page. */
import { lazyPage } from '@/lib/lazy-page';

export { ExitIntent } from './components/exit-intent';
export { audienceFor, isTopExit, mayOpen, SHOWN_KEY } from './model';

export const MarketingConfirmPage = lazyPage(() => import('./components/marketing-confirm-page'));
