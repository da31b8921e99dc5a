/** Pure session rules: roles, inactivity timeouts, the activity that counts. */
import { INACTIVITY_MS_ADMIN, INACTIVITY_MS_USER } from '@/constants/business';
import type { CallFailure } from '@/lib/pocketbase-call';

/** The signed-in user as the UI sees it. `userType` is null when the account has none yet. */
export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly userType: string | null;
  /** English name of the chosen language (users.language_preference), '' when none. */
  readonly languagePreference: string;
  /**
   * Whether the email is verified, in the session's copy (the server checks its own to list,
   * hire and review; docs/security-model.md "Trust rules"). Absent when unknown.
   */
  readonly verified?: boolean;
  /** The account record's `updated` in the session's copy, '' when unknown. */
  readonly updated: string;
  /**
   * An OAuth2 sign-up that has its user type still to choose (users.user_type_pending): the
   * app shows the choice before anything else.
   */
  readonly userTypePending?: boolean;
}

/** The one-time user type choice of a new OAuth2 account. */
export const USER_TYPE_CHOICE_PATH = '/auth/choose-role';

/** Pages a user with the choice still to make may see: the choice, the sign-in, legal text. */
const BEFORE_CHOICE_PATHS = [
  USER_TYPE_CHOICE_PATH,
  '/auth/oauth-callback',
  '/terms',
  '/privacy',
  '/contact-support',
  '/legal-inquiries',
];

/**
 * Where a signed-in user must go first, or null: the user type choice while it is pending.
 * @param pathname the current path
 * @param search the current query, kept as the choice's `next`
 */
export function firstStepFor(
  user: SessionUser | null,
  pathname: string,
  search: string,
): string | null {
  if (!user?.userTypePending || BEFORE_CHOICE_PATHS.includes(pathname)) return null;
  const next = pathname === '/auth' ? '' : `${pathname}${search}`;
  return `${USER_TYPE_CHOICE_PATH}${next && next !== '/' ? `?next=${encodeURIComponent(next)}` : ''}`;
}

/** Everyone except user_type "client" gets Profile (/dashboard) and Contractor Portal. */
export function hasContractorTools(user: SessionUser): boolean {
  return user.userType !== 'client';
}

/** Activity that keeps a session alive: mouse, key, scroll, touch, click. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'click',
] as const;

/** How long a signed-in user may be inactive, ms: 15 min for admins, 30 for everyone else. */
export function inactivityLimitMs(isAdmin: boolean): number {
  return isAdmin ? INACTIVITY_MS_ADMIN : INACTIVITY_MS_USER;
}

/**
 * Whether the session has expired.
 * @param lastActivity epoch ms of the last activity
 * @param now epoch ms
 */
export function isInactive(lastActivity: number, now: number, isAdmin: boolean): boolean {
  return now - lastActivity >= inactivityLimitMs(isAdmin);
}

/** The server's code for a staff session idle for 15 minutes (pb_hooks/lib/staff.js). */
export const STAFF_SESSION_EXPIRED = 'staff_session_expired';

/**
 * The server's code for a token that carries no staff session: not issued by a two-factor
 * staff sign-in (an older token, another device's), or 12 hours after that sign-in.
 */
export const STAFF_SIGN_IN_REQUIRED = 'staff_sign_in_required';

/** Why the server ended a staff session: `idle` 15 minutes, or `signIn` needed again. */
export type StaffSessionEnd = 'idle' | 'signIn';

/** Why a failed call ended the staff session, or null when it did not. */
export function staffSessionEndOf(failure: CallFailure): StaffSessionEnd | null {
  if (failure.kind !== 'refused' || failure.status !== 401) return null;
  if (failure.code === STAFF_SESSION_EXPIRED) return 'idle';
  if (failure.code === STAFF_SIGN_IN_REQUIRED) return 'signIn';
  return null;
}

/**
 * Whether a failed call is the server's 401 `staff_session_expired` or
 * `staff_sign_in_required`: the staff session ended, sign in again.
 */
export function isStaffSessionExpired(failure: CallFailure): boolean {
  return staffSessionEndOf(failure) !== null;
}
