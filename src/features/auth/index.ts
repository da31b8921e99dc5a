/** Accounts: sign-up, login (password or emailed code), password reset, at /auth. */
export { AuthPanel } from './components/auth-panel';
export { resendVerification } from './api';
export { VerifyEmailNotice, type VerifyPurpose } from './components/verify-email-notice';
export { destinationAfterSignIn, homeFor, safeNextPath, USER_TYPES, type UserType } from './model';
