/**
 * Payments of the $1 fees: the pay button and dialog (Stripe.js loaded only when it opens),
 * the fee notices of the portal and the client's hires, /payment-success, and the user's
 * payments in account settings. All lazily loaded; the pure fee rules for other features.
 */
import { lazy } from 'react';
import { lazyPage } from '@/lib/lazy-page';

export const PaymentSuccessPage = lazyPage(() => import('./components/payment-success-page'));
export const PayButton = lazy(() => import('./components/pay-button'));
export const ListingFeeNotice = lazy(() => import('./components/listing-fee-notice'));
export const HireFeeNotice = lazy(() => import('./components/hire-fee-notice'));
export const MyPayments = lazy(() => import('./components/my-payments'));
export { useFeeSettings } from './hooks/use-fee-settings';
export { canComplete, contactsRevealed, formatMoney, hireFeeView, listingFeeState } from './model';
