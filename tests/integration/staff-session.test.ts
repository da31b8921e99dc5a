import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { expectRefused, guest, signedIn, signUp } from '../support/actors';
import { useSmtpCatcher } from '../support/smtp-catcher';
import { ACTOR_PASSWORD, codeMailedTo, makeStaff, stampStaff, staffSignIn } from '../support/staff';
import { testPocketBaseUrl } from '../support/servers';

// Staff sign in with two factors (password, then the emailed code: migration
// 1763900500_staff_mfa.js), and the server ends a staff session after 15 idle minutes
// (user_roles.active_until, pb_hooks/lib/staff.js); ordinary users are not touched.
const url = testPocketBaseUrl();
const opts = { requestKey: null };
const post = { method: 'POST', requestKey: null };
const catcher = useSmtpCatcher(url);

async function deadlineOf(userId: string): Promise<number> {
  const roles = await catcher.admin
    .collection('user_roles')
    .getFullList({ filter: catcher.admin.filter('user = {:u}', { u: userId }), ...opts });
  return Math.max(...roles.map((r) => Date.parse(String(r.active_until).replace(' ', 'T'))));
}

describe('two-factor sign-in for staff', () => {
  it('asks staff for the emailed code after the password, then signs them in', async () => {
    const staff = await makeStaff(url, catcher.admin, 'admin', { idle: true });
    const pb = guest(url);
    const refused = await expectRefused(
      pb.collection('users').authWithPassword(staff.email, ACTOR_PASSWORD, opts),
      401,
    );
    expect((refused.response as { mfaId?: unknown }).mfaId).toMatch(/^\w{15}$/);
    expect(pb.authStore.isValid).toBe(false);

    const signedInStaff = await staffSignIn(url, catcher.smtp, staff.email);
    expect(signedInStaff.authStore.record?.id).toBe(staff.id);
    // A completed sign-in starts the staff session: the admin check answers at once.
    expect(await signedInStaff.send('/api/admin-verify-session', post)).toEqual({
      isAdmin: true,
      roles: ['admin'],
    });
  });

  it('refuses a wrong code with the mfaId and signs nobody in', async () => {
    const staff = await makeStaff(url, catcher.admin, 'moderator', { idle: true });
    const pb = guest(url);
    const refused = await expectRefused(
      pb.collection('users').authWithPassword(staff.email, ACTOR_PASSWORD, opts),
      401,
    );
    const mfaId = String((refused.response as { mfaId?: unknown }).mfaId);
    const { otpId } = await pb.collection('users').requestOTP(staff.email, opts);
    await expectRefused(
      pb.collection('users').authWithOTP(otpId, '00000000', { ...opts, mfaId }),
      400,
    );
    expect(pb.authStore.isValid).toBe(false);
  });

  it('also takes the emailed code first, then the password with the mfaId', async () => {
    const staff = await makeStaff(url, catcher.admin, 'admin', { idle: true });
    const pb = guest(url);
    const since = catcher.smtp.messages.length;
    const { otpId } = await pb.collection('users').requestOTP(staff.email, opts);
    const code = await codeMailedTo(catcher.smtp, staff.email, since);
    const refused = await expectRefused(pb.collection('users').authWithOTP(otpId, code, opts), 401);
    const mfaId = String((refused.response as { mfaId?: unknown }).mfaId);
    await expectRefused(
      pb.collection('users').authWithPassword(staff.email, 'not-the-password', { ...opts, mfaId }),
      400,
    );
    await pb.collection('users').authWithPassword(staff.email, ACTOR_PASSWORD, { ...opts, mfaId });
    expect(await pb.send('/api/admin-verify-session', post)).toEqual({
      isAdmin: true,
      roles: ['admin'],
    });
  });

  it('leaves ordinary users with one factor', async () => {
    const user = await signUp(url, { user_type: 'contractor' });
    const auth = await guest(url)
      .collection('users')
      .authWithPassword(user.email, ACTOR_PASSWORD, opts);
    expect(auth.record.id).toBe(user.id);
    expect(await signedIn(url, auth).send('/api/admin-verify-session', post)).toEqual({
      isAdmin: false,
      roles: [],
    });
  });

  it('is the users collection MFA rule, for accounts with a role only', async () => {
    const users = await catcher.admin.collections.getOne('users', opts);
    expect(users.mfa).toMatchObject({ enabled: true, rule: '@collection.user_roles.user ?= id' });
  });
});

describe('the 15-minute staff session on the server', () => {
  it('refuses admin routes with 401 staff_session_expired once idle, until a fresh sign-in', async () => {
    const staff = await makeStaff(url, catcher.admin, 'admin');
    expect(await staff.pb.send('/api/admin/leads', opts)).toMatchObject({ page: 1 });

    await stampStaff(catcher.admin, staff.id, -1000);
    for (const call of [
      () => staff.pb.send('/api/admin/leads', opts),
      () => staff.pb.send('/api/admin-verify-session', post),
      () => staff.pb.send('/api/test-resend', post),
      () => staff.pb.collection('security_events').getList(1, 1, opts),
      () => staff.pb.collection('admin_actions').getList(1, 1, opts),
    ]) {
      const error = await expectRefused(call(), 401);
      expect(error.response).toMatchObject({
        data: { session: { code: 'staff_session_expired' } },
      });
    }

    const fresh = await staffSignIn(url, catcher.smtp, staff.email);
    expect(await fresh.send('/api/admin/leads', opts)).toMatchObject({ page: 1 });
  });

  it('is extended by a staff request, and not by an auth refresh', async () => {
    const staff = await makeStaff(url, catcher.admin, 'admin');
    await stampStaff(catcher.admin, staff.id, 60_000);
    await staff.pb.collection('users').authRefresh({ requestKey: null });
    expect(await deadlineOf(staff.id)).toBeLessThan(Date.now() + 2 * 60_000);

    await staff.pb.send('/api/admin/leads', opts);
    expect(await deadlineOf(staff.id)).toBeGreaterThan(Date.now() + 14 * 60_000);

    await stampStaff(catcher.admin, staff.id, -1000);
    await staff.pb.collection('users').authRefresh({ requestKey: null });
    await expectRefused(staff.pb.send('/api/admin/leads', opts), 401);
  });

  it('does not shorten an ordinary user’s session', async () => {
    const user = await signUp(url, { user_type: 'contractor' });
    const refreshed = await user.pb.collection('users').authRefresh({ requestKey: null });
    expect(refreshed.record.id).toBe(user.id);
    const error = await user.pb.send<unknown>('/api/admin/leads', opts).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientResponseError);
    expect((error as ClientResponseError).status).toBe(403);
  });
});
