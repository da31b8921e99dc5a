/**
 * Staff for integration tests: a signed-up user given a `user_roles` role by a superuser, with
 * a live (or idle) staff session bound to their token by the superuser, and the real two-factor
 * sign-in (password, then the emailed code read from the SMTP catcher).
 */
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { vi } from 'vitest';
import { guest, signUp, type Actor } from './actors';
import type { Addresses } from './loopback';
import { subjectOf, type SmtpCatcher } from './smtp-catcher';

const opts = { requestKey: null };

/** The password signUp gives every actor (tests/support/actors.ts). */
export const ACTOR_PASSWORD = 'actor-password-123';

/** A PocketBase date string `offsetMs` from now. */
export function pbDate(offsetMs: number): string {
  return new Date(Date.now() + offsetMs).toISOString().replace('T', ' ');
}

/** The staff session rows (staff_sessions) of a user, as a superuser reads them. */
export async function staffSessionsOf(admin: PocketBase, userId: string) {
  return admin
    .collection('staff_sessions')
    .getFullList({ filter: admin.filter('user = {:u}', { u: userId }), ...opts });
}

/**
 * Binds a staff session to `token` of `userId` as a superuser, as a completed two-factor
 * sign-in would (or moves its stamps when it has one).
 * @param offsetMs the idle deadline from now: positive keeps the session live, negative idle
 */
export async function stampStaff(
  admin: PocketBase,
  actor: { readonly id: string; readonly token: string },
  offsetMs: number,
  signedInMs = 0,
): Promise<void> {
  const stamps = { signed_in: pbDate(signedInMs), active_until: pbDate(offsetMs) };
  const rows = await admin.collection('staff_sessions').getFullList({
    filter: admin.filter('token = {:t}', { t: actor.token }),
    ...opts,
  });
  const row = rows[0];
  if (row) {
    await admin
      .collection('staff_sessions')
      .update(row.id, { ...stamps, session: row.session as string }, opts);
    for (const other of await admin.collection('staff_sessions').getFullList({
      filter: admin.filter('session = {:s}', { s: row.session as string }),
      ...opts,
    })) {
      await admin.collection('staff_sessions').update(other.id, stamps, opts);
    }
    return;
  }
  const session = `test${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  await admin
    .collection('staff_sessions')
    .create({ user: actor.id, session, kind: 'auth', token: actor.token, ...stamps }, opts);
}

/**
 * A new user (signed in before the role existed, so with one factor) with `role`, whose token
 * a superuser binds to a staff session live for 15 minutes (idle when `idle`), as a completed
 * two-factor sign-in would.
 */
export async function makeStaff(
  url: string,
  admin: PocketBase,
  role: 'admin' | 'moderator',
  options: { idle?: boolean; from?: Addresses } = {},
): Promise<Actor> {
  const user = await signUp(url, { user_type: 'client' }, options.from);
  await admin.collection('user_roles').create({ user: user.id, role }, opts);
  await stampStaff(admin, user, options.idle ? -60_000 : 15 * 60_000);
  return user;
}

/** Waits for the newest one-time code mailed to `to` after `since` messages, and reads it. */
export async function codeMailedTo(smtp: SmtpCatcher, to: string, since: number): Promise<string> {
  return vi.waitFor(
    () => {
      const mail = smtp.messages
        .slice(since)
        .find((m) => m.to.includes(to) && /one-time password$/.test(subjectOf(m)));
      const code = mail && /one-time password is: (\d{8})/.exec(mail.raw.replace(/=\r?\n/g, ''));
      if (!code?.[1]) throw new Error(`no code mailed to ${to} yet`);
      return code[1];
    },
    { timeout: 5000, interval: 50 },
  );
}

/**
 * The staff sign-in as the app does it: the password answers 401 {mfaId}, then the emailed
 * code with that mfaId completes it.
 * @returns the signed-in client
 * @throws when the password step does not ask for the second factor
 */
export async function staffSignIn(
  url: string,
  smtp: SmtpCatcher,
  email: string,
  from?: Addresses,
): Promise<PocketBase> {
  const pb = guest(url, from);
  let mfaId = '';
  try {
    await pb.collection('users').authWithPassword(email, ACTOR_PASSWORD, opts);
  } catch (error) {
    if (!(error instanceof ClientResponseError) || error.status !== 401) throw error;
    const answer = (error.response as { mfaId?: unknown }).mfaId;
    mfaId = typeof answer === 'string' ? answer : '';
  }
  if (!mfaId) throw new Error('the password alone should not have signed staff in');
  const since = smtp.messages.length;
  const { otpId } = await pb.collection('users').requestOTP(email, opts);
  const code = await codeMailedTo(smtp, email, since);
  await pb.collection('users').authWithOTP(otpId, code, { ...opts, mfaId });
  return pb;
}
