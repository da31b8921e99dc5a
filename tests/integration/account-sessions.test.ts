import type PocketBase from 'pocketbase';
import type { CommonOptions } from 'pocketbase';
import { describe, expect, it, vi } from 'vitest';
import { expectRefused, guest, PASSWORD, signedIn, signUp, type Actor } from '../support/actors';
import { partsOf, useSmtpCatcher, type CaughtMail } from '../support/smtp-catcher';
import { staffSessionsOf, staffSignIn } from '../support/staff';
import { testPocketBaseUrl } from '../support/servers';

// Every token of an account ends on a password change, an email change and "sign out
// everywhere" (POST /api/account/sign-out-everywhere): PocketBase signs each token with the
// record's tokenKey, and each of these gives the record a new one.
const url = testPocketBaseUrl();
const opts: CommonOptions = { requestKey: null };
const catcher = useSmtpCatcher(url);
const TOKEN = /\/auth\/confirm-email-change\?token=([\w.-]+)/;

/** Two more devices signed in to `user` with the password (besides user.pb). */
async function otherDevices(user: Actor): Promise<PocketBase[]> {
  const devices: PocketBase[] = [];
  for (let i = 0; i < 2; i += 1) {
    const pb = guest(url);
    await pb.collection('users').authWithPassword(user.email, PASSWORD, opts);
    devices.push(pb);
  }
  // A refreshed token is one of the account's tokens too.
  await devices[1]?.collection('users').authRefresh({ requestKey: null });
  return devices;
}

/** Asserts the token of `pb` no longer works: a refresh answers 401 and own data is hidden. */
async function expectSignedOut(pb: PocketBase, userId: string): Promise<void> {
  await expectRefused(pb.collection('users').authRefresh({ requestKey: null }), 401);
  await expectRefused(pb.collection('users').getOne(userId, opts), 404);
}

describe('ending all of an account’s tokens', () => {
  it('signs out every device on "sign out everywhere", this one too', async () => {
    const user = await signUp(url, { user_type: 'client' });
    const devices = await otherDevices(user);
    await user.pb.send('/api/account/sign-out-everywhere', { method: 'POST', ...opts });
    for (const pb of [user.pb, ...devices]) await expectSignedOut(pb, user.id);
    // The password still signs in, with a new token.
    const again = await guest(url).collection('users').authWithPassword(user.email, PASSWORD, opts);
    expect((await signedIn(url, again).collection('users').getOne(user.id, opts)).id).toBe(user.id);
  });

  it('refuses "sign out everywhere" to guests', async () => {
    const error = await expectRefused(
      guest(url).send('/api/account/sign-out-everywhere', { method: 'POST', ...opts }),
      401,
    );
    expect(error.response).toMatchObject({ data: { auth: { code: 'auth_required' } } });
  });

  it('ends a staff member’s staff session with the rest', async () => {
    const user = await signUp(url, { user_type: 'client' });
    await catcher.admin.collection('user_roles').create({ user: user.id, role: 'admin' }, opts);
    const staff = await staffSignIn(url, catcher.smtp, user.email);
    expect(await staff.send('/api/admin/leads', opts)).toMatchObject({ page: 1 });
    await user.pb.send('/api/account/sign-out-everywhere', { method: 'POST', ...opts });
    await expectRefused(staff.send('/api/admin/leads', opts), 401);
    await expectRefused(staff.collection('users').authRefresh({ requestKey: null }), 401);
    expect(await staffSessionsOf(catcher.admin, user.id)).toEqual([]);
  });

  it('signs out every other device on a password change', async () => {
    const user = await signUp(url, { user_type: 'contractor' });
    const devices = await otherDevices(user);
    const newPassword = 'a-new-password-456';
    await user.pb
      .collection('users')
      .update(
        user.id,
        { oldPassword: PASSWORD, password: newPassword, passwordConfirm: newPassword },
        opts,
      );
    for (const pb of [user.pb, ...devices]) await expectSignedOut(pb, user.id);
    await guest(url).collection('users').authWithPassword(user.email, newPassword, opts);
  });

  it('signs out every device on an email change', async () => {
    const user = await signUp(url, { user_type: 'client' });
    const devices = await otherDevices(user);
    const newEmail = `changed-${Date.now()}@example.com`;
    await user.pb.collection('users').requestEmailChange(newEmail, opts);
    const mail = await vi.waitFor(
      () => {
        const found: CaughtMail | undefined = catcher.smtp.messages.find((m) =>
          m.to.includes(newEmail),
        );
        if (!found) throw new Error(`no mail to ${newEmail} yet`);
        return found;
      },
      { timeout: 8000, interval: 50 },
    );
    const token = TOKEN.exec(partsOf(mail).text)?.[1] ?? '';
    await guest(url).collection('users').confirmEmailChange(token, PASSWORD, opts);
    for (const pb of [user.pb, ...devices]) await expectSignedOut(pb, user.id);
    await guest(url).collection('users').authWithPassword(newEmail, PASSWORD, opts);
  });
});
