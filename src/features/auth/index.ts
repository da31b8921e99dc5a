/**
 * Accounts: sign-up, login (password or emailed code), password reset, at /auth; the pages the
 * account mails link to (/auth/confirm-…?token=…), each its own lazily loaded chunk.
 */
export { AuthPanel, type AuthPanelProps, type SignedInAccount } from './components/auth-panel';
export { resendVerification } from './api';
export { VerifyEmailNotice, type VerifyPurpose } from './components/verify-email-notice';
export { destinationAfterSignIn, homeFor, safeNextPath, USER_TYPES, type UserType } from './model';
export { ConfirmEmailChangePage, ConfirmPasswordResetPage, ConfirmVerificationPage } from './pages';
