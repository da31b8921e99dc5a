/**
 * Account calls to PocketBase's `users` collection for account settings: name,
 * email change request, password change, signing out everywhere, the server's copy of the
 * user's data, and account deletion. The users rules (pb_migrations/1763769700_users_profile.js) let a user update
 * and delete only themself. Each call answers a CallResult; nothing is sent while offline.
 */
import type { CommonOptions, RecordModel } from 'pocketbase';
import { callPocketBase, type CallResult } from '@/lib/pocketbase-call';
import {
  MAIL_CHECK_DELAY_MS,
  mailOutcomeAfterSend,
  mailRefusalOf,
  type MailOutcome,
} from '@/lib/server-capabilities';
import type { ExportSource } from './model';

const options: CommonOptions = { requestKey: null };

/** Saves the user's name (the SDK updates the stored session, so the UI follows). */
export function updateName(userId: string, name: string): Promise<CallResult<void>> {
  return callPocketBase(async (pb) => {
    await pb.collection('users').update(userId, { name: name.trim() }, options);
  });
}

/**
 * Mails a confirmation link to the new address; the email changes once it is followed.
 * @returns what became of the mail: 'sent', or 'notConfigured' / 'failed' when the server
 *   refused because mail cannot go out (503 {mail}) or its send failed a moment later
 *   (lib/server-capabilities.ts); other refusals (401, 400 for a taken address) fail
 */
export function requestEmailChange(newEmail: string): Promise<CallResult<MailOutcome>> {
  return callPocketBase(async (pb) => {
    try {
      await pb.collection('users').requestEmailChange(newEmail.trim(), options);
    } catch (error) {
      const refusal = mailRefusalOf(error);
      if (refusal && refusal !== 'sent') return refusal;
      throw error;
    }
    return mailOutcomeAfterSend(MAIL_CHECK_DELAY_MS);
  });
}

/**
 * Changes the password (PocketBase asks for the old one), then signs in again with the new
 * one: the change ends every session of the account, this one included.
 * @returns "signedIn", or "signInAgain" for staff, whose sign-in needs the emailed code too
 *   (the password changed; the session ended)
 */
export function changePassword(
  userId: string,
  email: string,
  input: { oldPassword: string; password: string; passwordConfirm: string },
): Promise<CallResult<'signedIn' | 'signInAgain'>> {
  return callPocketBase(async (pb) => {
    await pb.collection('users').update(userId, input, options);
    try {
      await pb.collection('users').authWithPassword(email, input.password, options);
      return 'signedIn' as const;
    } catch (error) {
      // Staff sign in with two factors: the password alone answers 401 {mfaId}. The password
      // did change; they sign in again with it and the emailed code.
      const mfaId: unknown = (error as { response?: { mfaId?: unknown } }).response?.mfaId;
      if (typeof mfaId === 'string' && mfaId) return 'signInAgain' as const;
      throw error;
    }
  });
}

/**
 * Ends every session of the account, on every device, this one included
 * (`POST /api/account/sign-out-everywhere`: the server gives the account a new token key).
 * The caller then signs out here.
 */
export function signOutEverywhere(): Promise<CallResult<void>> {
  return callPocketBase(async (pb) => {
    await pb.send('/api/account/sign-out-everywhere', { method: 'POST', ...options });
  });
}

/** The user's own data as the server holds it. */
export function fetchServerData(
  userId: string,
  savedContractors: readonly string[],
): Promise<CallResult<ExportSource>> {
  return callPocketBase(async (pb) => {
    const id = userId.replace(/[^a-z0-9]/g, '');
    const [user, listings, hires, reviews] = await Promise.all([
      pb.collection('users').getOne(id, options),
      pb.collection('contractors').getFullList({ ...options, filter: `owner = '${id}'` }),
      // The list rule gives the hires the user is a party to (as client or contractor).
      pb.collection('hires').getFullList({ ...options, sort: 'created' }),
      pb.collection('reviews').getFullList({ ...options, filter: `author = '${id}'` }),
    ]);
    const plain = (record: RecordModel) => ({ ...record }) as Record<string, unknown>;
    return {
      user: plain(user),
      listing: listings[0] ? plain(listings[0]) : null,
      hires: hires.map(plain),
      reviews: reviews.map(plain),
      savedContractors,
      from: 'server' as const,
    };
  });
}

/** Deletes the account on the server (the SDK then clears the stored session). */
export function deleteAccount(userId: string): Promise<CallResult<void>> {
  return callPocketBase(async (pb) => {
    await pb.collection('users').delete(userId, options);
    pb.authStore.clear();
  });
}
