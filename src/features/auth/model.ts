/**
 * Account rules: the sign-up and login input checks, which mirror the server's (PocketBase's
 * users collection: email format, the password policy of lib/password-policy.ts, name up to
 * 255, user_type one of four), the reading of PocketBase's error answers, and where to go after signing in. Pure: no
 * React, no SDK.
 */
import {
  readCallFailure,
  serverFieldErrors,
  type CallFailure,
  type ServerFieldError,
} from '@/lib/call-failure';
import { SANCTIONS_REFUSAL_CODE } from '@/lib/client-place';
import { passwordProblem, type CommonPasswords } from '@/lib/password-policy';
import type { MailOutcome, MailState } from '@/lib/server-capabilities';

export { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from '@/lib/password-policy';

/** The user types of users.user_type (migration 1763769700_users_profile.js). */
export const USER_TYPES = ['client', 'contractor', 'general_contractor', 'subcontractor'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** users.name is a text field of at most 255 characters. */
export const NAME_MAX_LENGTH = 255;
/** How long an emailed one-time code is valid, in minutes (migration 1763771100_users_otp.js). */
export const OTP_VALID_MINUTES = 10;

/** Why a field was refused; each key has a message in the `auth` namespace (errors.*). */
export type FieldErrorKey =
  | 'required'
  | 'nameRequired'
  | 'nameTooLong'
  | 'email'
  | 'emailTaken'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordCommon'
  | 'passwordBlank'
  | 'passwordMismatch'
  | 'userType'
  | 'code';

/** A field's error: one of ours, or the server's own text when we have no better words. */
/**
 * A field's error: our own words (`key`), or a server validation code we have no form words
 * for, worded by lib/server-errors.ts (never the server's English message).
 */
export type FieldError = { readonly key: FieldErrorKey } | { readonly serverCode: string };

export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

export interface SignUpInput {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly passwordConfirm: string;
  /** '' until the user has chosen. */
  readonly userType: UserType | '';
}

export type SignUpField = keyof SignUpInput;

/** Whether `value` is one of the four user types. */
export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/**
 * An email address as PocketBase accepts it, roughly: something@domain.tld without spaces
 * (PocketBase also refuses a domain without a dot, such as a@localhost).
 */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email.trim());
}

/** Length in Unicode code points, as PocketBase counts text (Go runes). */
function codePoints(text: string): number {
  return Array.from(text).length;
}

/** The email field's error, if any. */
export function emailError(email: string): FieldError | undefined {
  if (email.trim() === '') return { key: 'required' };
  return isValidEmail(email) ? undefined : { key: 'email' };
}

const PASSWORD_PROBLEM_KEYS = {
  blank: 'passwordBlank',
  tooShort: 'passwordTooShort',
  tooLong: 'passwordTooLong',
  common: 'passwordCommon',
} as const;

/**
 * The new password's error, if any.
 * @param common the common-password list (lib/password-policy.ts loadCommonPasswords); without
 *   it only the length is checked
 */
export function newPasswordError(
  password: string,
  common: CommonPasswords = new Set(),
): FieldError | undefined {
  if (password === '') return { key: 'required' };
  const problem = passwordProblem(password, common);
  return problem ? { key: PASSWORD_PROBLEM_KEYS[problem] } : undefined;
}

function compact<F extends string>(errors: Record<F, FieldError | undefined>): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const key of Object.keys(errors) as F[]) {
    const error = errors[key];
    if (error) out[key] = error;
  }
  return out;
}

/**
 * Every error of a sign-up form; empty when it may be sent.
 * @param common the common-password list; without it only the password's length is checked
 */
export function validateSignUp(
  input: SignUpInput,
  common: CommonPasswords = new Set(),
): FieldErrors<SignUpField> {
  const name = input.name.trim();
  return compact<SignUpField>({
    name:
      name === ''
        ? { key: 'nameRequired' }
        : codePoints(name) > NAME_MAX_LENGTH
          ? { key: 'nameTooLong' }
          : undefined,
    email: emailError(input.email),
    password: newPasswordError(input.password, common),
    passwordConfirm:
      input.passwordConfirm === ''
        ? { key: 'required' }
        : input.passwordConfirm !== input.password
          ? { key: 'passwordMismatch' }
          : undefined,
    userType: isUserType(input.userType) ? undefined : { key: 'userType' },
  });
}

/**
 * Errors of a password login. Only presence and email format are checked: an old account may
 * have a password that today's rules would refuse.
 */
export function validateLogin(email: string, password: string): FieldErrors<'email' | 'password'> {
  return compact<'email' | 'password'>({
    email: emailError(email),
    password: password === '' ? { key: 'required' } : undefined,
  });
}

/** The code as typed, without spaces or dashes (mail apps and people add them). */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]+/g, '');
}

/** The one-time code field's error, if any (PocketBase's codes are digits). */
export function codeError(code: string): FieldError | undefined {
  const normalised = normaliseCode(code);
  if (normalised === '') return { key: 'required' };
  return /^\d+$/.test(normalised) ? undefined : { key: 'code' };
}

/** Why a call to the server did not succeed. */
export type Failure =
  /** The browser is offline: nothing was sent. */
  | { readonly kind: 'offline' }
  /** The request got no answer (connection lost, server down). */
  | { readonly kind: 'network' }
  /** 429 from PocketBase's rate limiter. */
  | { readonly kind: 'rateLimited' }
  /** 400 with field errors. */
  | { readonly kind: 'invalid'; readonly fields: Readonly<Record<string, FieldError>> }
  /**
   * Any other 4xx, e.g. 400 "Failed to authenticate." (wrong password or code), 451
   * `sanctioned_region` (`code`, when the server gave one).
   */
  | {
      readonly kind: 'refused';
      readonly status: number;
      readonly message: string;
      readonly code?: string;
    }
  /** 5xx. */
  | { readonly kind: 'server' };

/** Form field names of PocketBase fields whose names differ. */
const FORM_FIELD: Readonly<Record<string, string>> = { user_type: 'userType' };

/** Our words for PocketBase's validation codes, per field ('*' = any field). */
const CODE_KEYS: Readonly<Record<string, Readonly<Record<string, FieldErrorKey>>>> = {
  name: { validation_required: 'nameRequired', validation_max_text_constraint: 'nameTooLong' },
  email: {
    validation_not_unique: 'emailTaken',
    // pb_hooks/users.pb.js: the same mailbox under another case, +tag or Gmail dots.
    email_taken: 'emailTaken',
    validation_is_email: 'email',
    validation_invalid_email: 'email',
  },
  password: {
    validation_min_text_constraint: 'passwordTooShort',
    validation_max_text_constraint: 'passwordTooLong',
    // pb_hooks/lib/password-policy.js
    validation_password_too_short: 'passwordTooShort',
    validation_password_common: 'passwordCommon',
    validation_password_blank: 'passwordBlank',
    // PocketBase's password-reset confirmation checks the collection's length (min 10, max 255)
    // before our hook; the form refuses more than PASSWORD_MAX_BYTES first, so only "too short"
    // reaches the server from the app.
    validation_length_out_of_range: 'passwordTooShort',
  },
  passwordConfirm: { validation_values_mismatch: 'passwordMismatch' },
  user_type: { validation_invalid_value: 'userType', validation_required: 'userType' },
  '*': { validation_required: 'required' },
};

function fieldErrorFromServer(field: string, answer: ServerFieldError): FieldError | null {
  const key = CODE_KEYS[field]?.[answer.code] ?? CODE_KEYS['*']?.[answer.code];
  if (key) return { key };
  return answer.code ? { serverCode: answer.code } : null;
}

/**
 * Field errors of a PocketBase 400 answer (`data.<field>.{code, message}`), keyed by form
 * field name (user_type → userType).
 */
export function fieldErrorsFromServer(data: unknown): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const [field, answer] of Object.entries(serverFieldErrors(data))) {
    const error = fieldErrorFromServer(field, answer);
    if (error) out[FORM_FIELD[field] ?? field] = error;
  }
  return out;
}

/**
 * A failed call as the account forms tell it: the server's field errors in our words; a 400
 * whose fields we have no words for counts as a plain refusal.
 */
export function authFailure(failure: CallFailure): Failure {
  switch (failure.kind) {
    case 'offline':
    case 'network':
    case 'rateLimited':
    case 'server':
      return { kind: failure.kind };
    case 'invalid': {
      const fields = fieldErrorsFromServer(failure.fields);
      if (Object.keys(fields).length > 0) return { kind: 'invalid', fields };
      return { kind: 'refused', status: failure.status, message: failure.message };
    }
    case 'refused':
      return failure.code
        ? { kind: 'refused', status: failure.status, message: failure.message, code: failure.code }
        : { kind: 'refused', status: failure.status, message: failure.message };
  }
}

/** What went wrong, from an error thrown by the PocketBase SDK or by loading it. */
export function failureFromError(error: unknown): Failure {
  return authFailure(readCallFailure(error));
}

/** The message of a form-level error; each has words in the `auth` namespace (errors.*). */
export type FormErrorKey =
  | 'offline'
  | 'network'
  | 'rateLimited'
  | 'checkFields'
  | 'wrongPassword'
  | 'wrongCode'
  | 'server'
  | 'mailNotConfigured'
  | 'mailFailed'
  | 'sanctioned';

/**
 * The form-level message for an email that did not go out: mail is not set up on the server,
 * or the send failed.
 */
export function mailErrorFor(outcome: 'notConfigured' | 'failed'): FormErrorKey {
  return outcome === 'notConfigured' ? 'mailNotConfigured' : 'mailFailed';
}

/**
 * What the notice after sign-up shows, by what became of the verification link
 * (never say what is not so). With no mail set up on the server no link can reach the user, so
 * there is no "send again" and the site's staff must confirm the account (support form).
 */
export interface SignUpNoticeView {
  /** The link went out: "Check your inbox". */
  readonly mailSent: boolean;
  /** Offer "Send the email again". */
  readonly resend: boolean;
  /** Say that the site's staff must confirm the account, with a link to the support form. */
  readonly staffMustConfirm: boolean;
}

/**
 * The sign-up notice's view.
 * @param mail the latest outcome of the link: of the sign-up, or of the last "send again"
 */
export function signUpNoticeView(mail: MailOutcome): SignUpNoticeView {
  return {
    mailSent: mail === 'sent',
    resend: mail !== 'notConfigured',
    staffMustConfirm: mail === 'notConfigured',
  };
}

/** Where "send the link again" of VerifyEmailNotice is: not asked yet, sending, or its outcome. */
export type ResendState = 'idle' | 'sending' | MailOutcome;

/** What VerifyEmailNotice shows. */
export interface VerifyNoticeView {
  /**
   * 'verify': "Verify your email to …" (a link can reach the user); 'needs': "… needs a
   * confirmed email address" (this server cannot send one).
   */
  readonly headline: 'verify' | 'needs';
  /** The line under it: link sent again, no mail here (staff confirm), a send failed; or none. */
  readonly line: 'sent' | 'noMail' | 'failed' | null;
  /** Offer "Send the link again". */
  readonly resend: boolean;
  /** Link to the support form, where the site's staff can be asked to confirm the account. */
  readonly support: boolean;
}

const NO_MAIL_VIEW: VerifyNoticeView = {
  headline: 'needs',
  line: 'noMail',
  resend: false,
  support: true,
};
const FAILED_VIEW: VerifyNoticeView = {
  headline: 'verify',
  line: 'failed',
  resend: true,
  support: true,
};

/**
 * VerifyEmailNotice's view: the outcome of the user's last "send again" is the newest fact;
 * before one, the server's mail state (null while unknown: offline, not answered yet, an
 * older server) decides. Only a server with no mail set up hides the button.
 * @param mailState GET /api/app/capabilities' mailState, or null
 * @param resend the state of "send the link again"
 */
export function verifyNoticeView(
  mailState: MailState | null,
  resend: ResendState,
): VerifyNoticeView {
  if (resend === 'sent') return { headline: 'verify', line: 'sent', resend: false, support: false };
  if (resend === 'notConfigured') return NO_MAIL_VIEW;
  if (resend === 'failed') return FAILED_VIEW;
  if (mailState === 'not_configured') return NO_MAIL_VIEW;
  if (mailState === 'failing') return FAILED_VIEW;
  return { headline: 'verify', line: null, resend: true, support: false };
}

/** What a form is doing, for choosing the words of a refusal. */
export type FormAction = 'signUp' | 'password' | 'code' | 'request';

/**
 * The form-level message for a failure. A refused password or code login is "wrong email or
 * password" / "wrong or expired code" (PocketBase answers 400 for both without saying which).
 */
export function formErrorFor(failure: Failure, action: FormAction): FormErrorKey {
  switch (failure.kind) {
    case 'offline':
    case 'network':
    case 'rateLimited':
    case 'server':
      return failure.kind;
    case 'invalid':
      return 'checkFields';
    case 'refused':
      if (failure.status === 400 && action === 'password') return 'wrongPassword';
      if (failure.status === 400 && action === 'code') return 'wrongCode';
      if (failure.status === 451 && failure.code === SANCTIONS_REFUSAL_CODE) return 'sanctioned';
      return 'server';
  }
}

/**
 * Where a signed-in user goes when no `next` is given: staff (signed in with the second
 * factor) to /admin, clients to their dashboard, everyone else to /dashboard.
 */
export function homeFor(userType: string | null, staff = false): string {
  if (staff) return '/admin';
  return userType === 'client' ? '/client-dashboard' : '/dashboard';
}

/** A made-up origin to resolve `next` against: anything else it resolves to is foreign. */
const PROBE_ORIGIN = 'https://origin.invalid';

/**
 * `next` when it is a path on this site (starts with one "/", no scheme, no host, no
 * backslash or control character that a browser would turn into another host), else null.
 * /auth itself is refused, so signing in never lands back on the form.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname === '/auth' || url.pathname === '/auth/') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Whether /auth opens on its Log In tab rather than Sign Up: asked for with `?tab=login` (a
 * sign-in prompt, the end of "sign out everywhere") or with the navigation state
 * `{ tab: 'login' }` (the header's Login link, whose address the spec fixes).
 */
export function opensOnLogIn(params: URLSearchParams, state: unknown): boolean {
  if (params.get('tab') === 'login') return true;
  return (state as { tab?: unknown } | null)?.tab === 'login';
}

/** Where to go after signing in: a safe `next`, else the account's home (`homeFor`). */
export function destinationAfterSignIn(
  userType: string | null,
  next: string | null,
  staff = false,
): string {
  return safeNextPath(next) ?? homeFor(userType, staff);
}

/**
 * What a refused confirmation link (verification, password reset, email change) tells the
 * user: the link is expired, used or broken; the current password was wrong (email change:
 * PocketBase's 400 names the `password` field); the new password breaks the policy (reset:
 * field errors); or a failure every call shares.
 */
export type ConfirmFailure =
  | { readonly kind: 'linkRefused' }
  | { readonly kind: 'wrongPassword' }
  | { readonly kind: 'fields'; readonly fields: Readonly<Record<string, FieldError>> }
  | { readonly kind: 'form'; readonly error: FormErrorKey };

/** Fields a user can fix on the confirmation pages (anything else is about the token). */
const CONFIRM_FIELDS = ['password', 'passwordConfirm'] as const;

/**
 * Reads a failed confirmation call.
 * @param action which link: 'verification' has no fields, 'emailChange' only the current
 *   password, 'passwordReset' the new password and its confirmation
 */
export function confirmFailureOf(
  failure: CallFailure,
  action: 'verification' | 'passwordReset' | 'emailChange',
): ConfirmFailure {
  switch (failure.kind) {
    case 'offline':
    case 'network':
    case 'rateLimited':
    case 'server':
      return { kind: 'form', error: failure.kind };
    case 'invalid': {
      if (action === 'emailChange' && 'password' in failure.fields && !('token' in failure.fields))
        return { kind: 'wrongPassword' };
      if (action === 'passwordReset' && !('token' in failure.fields)) {
        const fields = fieldErrorsFromServer(failure.fields);
        const mine = Object.fromEntries(
          Object.entries(fields).filter(([key]) =>
            (CONFIRM_FIELDS as readonly string[]).includes(key),
          ),
        );
        if (Object.keys(mine).length > 0) return { kind: 'fields', fields: mine };
      }
      return { kind: 'linkRefused' };
    }
    case 'refused':
      return failure.status >= 500 ? { kind: 'form', error: 'server' } : { kind: 'linkRefused' };
  }
}
