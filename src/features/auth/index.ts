/**
 * Accounts: sign-up, login (password or emailed code), password reset, at /auth; the pages the
 * account mails link to (/auth/confirm-…?token=…), each its own lazily loaded chunk.
 */
import { lazyPage } from '@/lib/lazy-page';

export { AuthPanel, type AuthPanelProps, type SignedInAccount } from './components/auth-panel';
export { resendVerification } from './api';
export { VerifyEmailNotice, type VerifyPurpose } from './components/verify-email-notice';
export { destinationAfterSignIn, homeFor, safeNextPath, USER_TYPES, type UserType } from './model';
export const ConfirmVerificationPage = lazyPage(
  () => import('./components/confirm-verification-page'),
);
export const ConfirmPasswordResetPage = lazyPage(
  () => import('./components/confirm-password-reset-page'),
);
export const ConfirmEmailChangePage = lazyPage(
  () => import('./components/confirm-email-change-page'),
);
