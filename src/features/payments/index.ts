/**
 * Payments of the $1 fees: the pay button and dialog (Stripe.js loaded only when it opens),
 * the fee notices of the portal and the client's hires, /payment-success, and the user's
 * payments in account settings. All lazily loaded; the pure fee rules for other features.
 * The parts other pages show are optional chunks (lib/optional-chunk.ts): one that cannot be
 * loaded (offline before the service worker has it) shows nothing until the browser is back
 * online, instead of taking the whole page down with it.
 */
import { lazyPage } from '@/lib/lazy-page';
import { optionalChunk } from '@/lib/optional-chunk';

export const PaymentSuccessPage = lazyPage(() => import('./components/payment-success-page'));
export const PayButton = optionalChunk(() => import('./components/pay-button'));
export const ListingFeeNotice = optionalChunk(() => import('./components/listing-fee-notice'));
export const HireFeeNotice = optionalChunk(() => import('./components/hire-fee-notice'));
export const MyPayments = optionalChunk(() => import('./components/my-payments'));
export { useFeeSettings } from './hooks/use-fee-settings';
export { canComplete, contactsRevealed, formatMoney, hireFeeView, listingFeeState } from './model';
