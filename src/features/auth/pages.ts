/**
 * The pages the account mails link to (/auth/confirm-…?token=…), each its own lazily loaded
 * chunk. The router imports them from here rather than from the feature's index, whose
 * re-exports (the sign-in forms and their English strings) would otherwise be reachable from
 * the entry chunk and load on every first visit.
 */
import { lazyPage } from '@/lib/lazy-page';

export const ConfirmVerificationPage = lazyPage(
  () => import('./components/confirm-verification-page'),
);
export const ConfirmPasswordResetPage = lazyPage(
  () => import('./components/confirm-password-reset-page'),
);
export const ConfirmEmailChangePage = lazyPage(
  () => import('./components/confirm-email-change-page'),
);
export const OAuthCallbackPage = lazyPage(() => import('./components/oauth-callback-page'));
export const ChooseUserTypePage = lazyPage(() => import('./components/choose-user-type-page'));
