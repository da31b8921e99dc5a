/** Session feature: who is signed in, whether they are admin, and sign-out. */
export { SessionProvider } from './components/session-provider';
export { SessionGuards } from './components/session-guards';
export { FirstStepGate } from './components/first-step-gate';
export { useSession, type SessionState } from './session-context';
export {
  hasContractorTools,
  inactivityLimitMs,
  isInactive,
  ACTIVITY_EVENTS,
  STAFF_SESSION_EXPIRED,
  STAFF_SIGN_IN_REQUIRED,
  isStaffSessionExpired,
  firstStepFor,
  USER_TYPE_CHOICE_PATH,
  staffSessionEndOf,
  type SessionUser,
  type StaffSessionEnd,
} from './model';
