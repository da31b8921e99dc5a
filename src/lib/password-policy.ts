/**
 * The password policy for new passwords, the same as the server's
 * (pb_hooks/lib/password-policy.js): not only whitespace, 10 to 71 characters and not on the
 * common-password list
 * (pb_hooks/lib/common-passwords.json, from @zxcvbn-ts/language-common). The list (~21 KB) is
 * a lazily loaded chunk of its own, fetched only by the forms that set a password.
 */
import limits from '../../pb_hooks/lib/password-limits.json' with { type: 'json' };

/** Shortest accepted password, in characters (Unicode code points, as PocketBase counts). */
export const PASSWORD_MIN_LENGTH: number = limits.minLength;
/** PocketBase refuses more than 71 bytes, and bcrypt more than 72. */
export const PASSWORD_MAX_BYTES: number = limits.maxBytes;

/** Why a new password is refused. */
export type PasswordProblem = 'blank' | 'tooShort' | 'tooLong' | 'common';

/** Lower-cased common passwords. */
export type CommonPasswords = ReadonlySet<string>;

let loading: Promise<CommonPasswords> | null = null;

/**
 * The common-password list, fetched once per page load. A failed fetch (offline before the
 * chunk was cached) resolves to an empty set: the server checks again anyway.
 */
export function loadCommonPasswords(): Promise<CommonPasswords> {
  loading ??= import('../../pb_hooks/lib/common-passwords.json').then(
    (module) => new Set(module.default.passwords),
    () => {
      loading = null;
      return new Set<string>();
    },
  );
  return loading;
}

/**
 * What is wrong with a new password, or null.
 * @param password as typed
 * @param common the list from loadCommonPasswords (an empty set checks the length only)
 */
export function passwordProblem(password: string, common: CommonPasswords): PasswordProblem | null {
  // String.prototype.trim removes the same whitespace on both sides (the server's is JS too).
  if (password.trim() === '') return 'blank';
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES) return 'tooLong';
  if (common.has(password.toLowerCase())) return 'common';
  return null;
}
