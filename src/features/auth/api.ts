/**
 * Account calls to PocketBase's `users` auth collection: sign-up with a
 * verification mail, password login, login with an emailed one-time code (OTP), password
 * reset and verification requests. Nothing is sent while the browser is offline. A session
 * the SDK stores is picked up by lib/session (authStore.onChange). A mail request
 * says whether the mail went out (the server refuses while mail cannot go out, and sends in
 * the background, so a failure is asked about a moment later: lib/server-capabilities.ts).
 */
import type PocketBase from 'pocketbase';
import type { CommonOptions, RecordAuthResponse, RecordModel } from 'pocketbase';
import { signUpAttribution } from '@/features/consent';
import { reportFailedAuth } from '@/features/security';
import { clientPlaceHeaders } from '@/lib/client-place';
import { callPocketBase, type CallResult } from '@/lib/pocketbase-call';
import {
  MAIL_CHECK_DELAY_MS,
  mailOutcomeAfterSend,
  mailRefusalOf,
  type MailOutcome,
} from '@/lib/server-capabilities';
import { authFailure, type SignUpInput } from './model';

/** The account just signed in. */
export interface SignedInAccount {
  /** The user's record id; '' when the account exists but is not signed in. */
  readonly id: string;
  readonly email: string;
  readonly userType: string | null;
  /**
   * True when this sign-in completed the second factor (PocketBase MFA), which only staff
   * accounts are asked for: their home is /admin, whatever their user type.
   */
  readonly staff?: boolean;
}

/** The result of a sign-up. */
export interface SignUpResult extends SignedInAccount {
  /** False when the account was created but the sign-in after it failed. */
  readonly signedIn: boolean;
  /** What became of the verification mail. */
  readonly mail: MailOutcome;
}

/** A mail request's result: the value when the mail went out, else why it did not. */
export type MailRequestResult<T> =
  { readonly mail: 'sent'; readonly value: T } | { readonly mail: Exclude<MailOutcome, 'sent'> };

/**
 * Sends a request that makes the server email someone, then asks whether the email went out.
 * The server's "mail cannot go out" refusal is a result, not a failure; other errors fail.
 */
async function mailRequest<T>(
  pb: PocketBase,
  send: (pb: PocketBase) => Promise<T>,
): Promise<MailRequestResult<T>> {
  let value: T;
  try {
    value = await send(pb);
  } catch (error) {
    const refusal = mailRefusalOf(error);
    if (refusal && refusal !== 'sent') return { mail: refusal };
    throw error;
  }
  const mail = await mailOutcomeAfterSend(MAIL_CHECK_DELAY_MS);
  return mail === 'sent' ? { mail, value } : { mail };
}

/** Account calls are never auto-cancelled by a later call of the same kind. */
const options: CommonOptions = { requestKey: null };

/**
 * Asks the browser to keep this site's storage (IndexedDB: the user's local data) under
 * storage pressure. Where the API is missing or refuses, nothing changes.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  // Feature detection: older browsers and some webviews have no StorageManager.
  const storage = (navigator as { storage?: Partial<StorageManager> }).storage;
  try {
    if (typeof storage?.persist !== 'function') return false;
    return await storage.persist();
  } catch {
    return false;
  }
}

function accountOf(record: RecordModel): SignedInAccount {
  const userType: unknown = record.user_type;
  const email: unknown = record.email;
  return {
    id: record.id,
    email: typeof email === 'string' ? email : '',
    userType: typeof userType === 'string' && userType ? userType : null,
  };
}

function signedIn(record: RecordModel, staff = false): SignedInAccount {
  void requestPersistentStorage();
  return staff ? { ...accountOf(record), staff } : accountOf(record);
}

/**
 * Creates the account, asks PocketBase to send the verification mail, and signs in. The
 * create carries the consented visitor id of an affiliate's link (`signUpAttribution`) and the visitor's IP-location place (`clientPlaceHeaders`): the server refuses a
 * sanctioned one with 451 `sanctioned_region` (docs/fees.md) and creates nothing.
 * @param languageName the interface language's English name, stored as language_preference
 */
export function signUp(
  input: SignUpInput,
  languageName: string,
): Promise<CallResult<SignUpResult>> {
  return callPocketBase(async (pb) => {
    const users = pb.collection('users');
    const email = input.email.trim();
    const headers = await clientPlaceHeaders();
    // The visitor session of an affiliate's link, where the visitor consented: the server
    // attributes the sign-up (or not; docs/security-model.md "Affiliate programme").
    const visitorId = await signUpAttribution();
    await users.create(
      {
        name: input.name.trim(),
        email,
        password: input.password,
        passwordConfirm: input.passwordConfirm,
        user_type: input.userType,
        language_preference: languageName,
        ...(visitorId !== undefined && { visitor_id: visitorId }),
      },
      { ...options, headers },
    );
    // The account exists now: a failed mail request or sign-in no longer fails the sign-up.
    const mail: MailOutcome = await mailRequest(pb, (client) =>
      client.collection('users').requestVerification(email, options),
    ).then(
      (result) => result.mail,
      () => 'failed',
    );
    try {
      const auth = await users.authWithPassword(email, input.password, options);
      return { ...signedIn(auth.record), signedIn: true, mail };
    } catch {
      return { id: '', email, userType: input.userType || null, signedIn: false, mail };
    }
  });
}

/** A refused sign-in (400: wrong email, password or code) is logged as failed_auth. */
function logRefusal<T>(
  outcome: CallResult<T>,
  reason: 'invalid_credentials' | 'invalid_code',
  email: string,
): CallResult<T> {
  if (outcome.ok) return outcome;
  const failure = authFailure(outcome.failure);
  if (failure.kind === 'refused' && failure.status === 400) void reportFailedAuth(reason, email);
  return outcome;
}

/**
 * Where a sign-in stands: done, or (staff accounts: the users collection's MFA rule) waiting
 * for the second factor, which must then be sent with `mfaId`.
 */
export type SignInStep =
  | { readonly kind: 'signedIn'; readonly account: SignedInAccount }
  | { readonly kind: 'secondFactor'; readonly mfaId: string };

/**
 * Runs a sign-in; PocketBase's 401 `{mfaId}` (the first of two factors was right) is a step,
 * not a failure.
 */
async function signInStep(
  auth: () => Promise<RecordAuthResponse>,
  secondFactor: boolean,
): Promise<SignInStep> {
  try {
    return { kind: 'signedIn', account: signedIn((await auth()).record, secondFactor) };
  } catch (error) {
    const { status, response } = (error ?? {}) as { status?: unknown; response?: unknown };
    const mfaId: unknown = (response as { mfaId?: unknown } | null)?.mfaId;
    if (status === 401 && typeof mfaId === 'string' && mfaId) {
      return { kind: 'secondFactor', mfaId };
    }
    throw error;
  }
}

/**
 * Signs in with email and password.
 * @param mfaId the second step of a staff sign-in that began with an emailed code
 */
export async function signInWithPassword(
  email: string,
  password: string,
  mfaId?: string,
): Promise<CallResult<SignInStep>> {
  const outcome = await callPocketBase((pb) =>
    signInStep(
      () =>
        pb
          .collection('users')
          .authWithPassword(email.trim(), password, mfaId ? { ...options, mfaId } : options),
      Boolean(mfaId),
    ),
  );
  return logRefusal(outcome, 'invalid_credentials', email);
}

/**
 * Asks PocketBase to email a one-time code. It answers the same whether or not the address
 * has an account (the id is then a decoy).
 * @returns the id of the code, needed to sign in with it, when the mail went out
 */
export function requestLoginCode(email: string): Promise<CallResult<MailRequestResult<string>>> {
  return callPocketBase((pb) =>
    mailRequest(pb, async (client) => {
      const { otpId } = await client.collection('users').requestOTP(email.trim(), options);
      return otpId;
    }),
  );
}

/**
 * Signs in with the emailed code (it also marks the email verified).
 * @param email the address the code was sent to, for the failed_auth log
 * @param mfaId the second step of a staff sign-in that began with the password
 */
export async function signInWithCode(
  otpId: string,
  code: string,
  email: string,
  mfaId?: string,
): Promise<CallResult<SignInStep>> {
  const outcome = await callPocketBase((pb) =>
    signInStep(
      () =>
        pb.collection('users').authWithOTP(otpId, code, mfaId ? { ...options, mfaId } : options),
      Boolean(mfaId),
    ),
  );
  return logRefusal(outcome, 'invalid_code', email);
}

/** Asks for a password reset mail; the answer is the same for unknown addresses. */
export function requestPasswordReset(email: string): Promise<CallResult<MailRequestResult<void>>> {
  return callPocketBase((pb) =>
    mailRequest(pb, async (client) => {
      await client.collection('users').requestPasswordReset(email.trim(), options);
    }),
  );
}

/** Asks for the verification mail again. */
export function resendVerification(email: string): Promise<CallResult<MailRequestResult<void>>> {
  return callPocketBase((pb) =>
    mailRequest(pb, async (client) => {
      await client.collection('users').requestVerification(email.trim(), options);
    }),
  );
}

/**
 * Confirms the account's email address with the token of the emailed link
 * (/auth/confirm-verification?token=…). Works signed out.
 * @returns ok when PocketBase accepted the token; a 400 when it is expired, used or forged
 */
export function confirmVerification(token: string): Promise<CallResult<void>> {
  return callPocketBase(async (pb) => {
    await pb.collection('users').confirmVerification(token, options);
  });
}

/**
 * Sets a new password with the token of the emailed reset link
 * (/auth/confirm-password-reset?token=…). Works signed out; the server applies the password
 * policy (pb_hooks/lib/password-policy.js) and answers 400 with field errors or a bad token.
 */
export function confirmPasswordReset(
  token: string,
  password: string,
  passwordConfirm: string,
): Promise<CallResult<void>> {
  return callPocketBase(async (pb) => {
    await pb.collection('users').confirmPasswordReset(token, password, passwordConfirm, options);
  });
}

/**
 * Moves the account to the new address with the token of the emailed link
 * (/auth/confirm-email-change?token=…) and the account's current password. Works signed out;
 * PocketBase ends every session of the account, so the user signs in again.
 */
export function confirmEmailChange(token: string, password: string): Promise<CallResult<void>> {
  return callPocketBase(async (pb) => {
    await pb.collection('users').confirmEmailChange(token, password, options);
  });
}
