/** Pure session rules (spec §2 "Navigation bar", §6 "Roles and permissions"). */

/** The signed-in user as the UI sees it. `userType` is null when the account has none yet. */
export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly userType: string | null;
  /** English name of the chosen language (users.language_preference), '' when none. */
  readonly languagePreference: string;
}

/** Everyone except user_type "client" gets Profile (/dashboard) and Contractor Portal. */
export function hasContractorTools(user: SessionUser): boolean {
  return user.userType !== 'client';
}
