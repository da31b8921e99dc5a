import { ClientResponseError, type CommonOptions } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { expectRefused, guest, signedIn, signUp } from '../support/actors';
import { useSmtpCatcher } from '../support/smtp-catcher';
import {
  ACTOR_PASSWORD,
  codeMailedTo,
  makeStaff,
  stampStaff,
  staffSessionsOf,
  staffSignIn,
} from '../support/staff';
import { testPocketBaseUrl } from '../support/servers';

// Staff sign in with two factors (password, then the emailed code: migration
// 1763900500_staff_mfa.js); the staff session belongs to the token of that sign-in
// (staff_sessions, pb_hooks/lib/staff.js): 15 idle minutes, 12 hours at most, no rights for
// any other token of the same account; ordinary users are not touched.
const url = testPocketBaseUrl();
const opts: CommonOptions = { requestKey: null };
const post = { method: 'POST', requestKey: null };
const catcher = useSmtpCatcher(url);

/** The idle deadline of the staff session bound to `token`, ms since the epoch. */
async function deadlineOf(userId: string, token: string): Promise<number> {
  const rows = await staffSessionsOf(catcher.admin, userId);
  const row = rows.find((r) => r.token === token);
  if (!row) throw new Error('no staff session for this token');
  return Date.parse(String(row.active_until).replace(' ', 'T'));
}

/** The 401 code of a refused staff call. */
async function refusedCode(call: Promise<unknown>): Promise<unknown> {
  const error = await expectRefused(call, 401);
  return (error.response as { data?: { session?: { code?: unknown } } }).data?.session?.code;
}

/** A security event only staff may read (a rule-only check on a single-record view). */
async function staffOnlyEvent(userId: string): Promise<string> {
  const event = await catcher.admin
    .collection('security_events')
    .create({ event_type: 'failed_auth', severity: 'medium', user: userId, details: {} }, opts);
  return event.id;
}

/** A new account given `role` by a superuser after it signed up (no staff session yet). */
async function newStaffAccount(role: 'admin' | 'moderator') {
  const user = await signUp(url, { user_type: 'client' });
  await catcher.admin.collection('user_roles').create({ user: user.id, role }, opts);
  return user;
}

/** The expiry of a JWT, ms since the epoch. */
function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number;
  };
  return payload.exp * 1000;
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

describe('the staff session belongs to one two-factor sign-in', () => {
  it('gives no staff rights to a one-factor token kept alive with refresh while the admin signs in elsewhere', async () => {
    // The token was issued before the role was granted; refresh keeps it alive.
    const user = await newStaffAccount('admin');
    const before = user.pb.authStore.token;
    await user.pb.collection('users').authRefresh({ requestKey: null });
    const refreshed = user.pb.authStore.token;
    const eventId = await staffOnlyEvent(user.id);

    const mfa = await staffSignIn(url, catcher.smtp, user.email);
    expect(await mfa.send('/api/admin/leads', opts)).toMatchObject({ page: 1 });
    expect((await mfa.collection('security_events').getOne(eventId, opts)).id).toBe(eventId);

    for (const token of [before, refreshed]) {
      const old = signedIn(url, { token, record: user.record });
      expect(await refusedCode(old.send('/api/admin/leads', opts))).toBe('staff_sign_in_required');
      expect(await refusedCode(old.send('/api/admin-verify-session', post))).toBe(
        'staff_sign_in_required',
      );
      expect(await refusedCode(old.collection('security_events').getList(1, 1, opts))).toBe(
        'staff_sign_in_required',
      );
      // The rule alone (a view is checked by the rule first): hidden.
      await expectRefused(old.collection('security_events').getOne(eventId, opts), 404);
      // Refreshing again does not bring rights either.
      await old.collection('users').authRefresh({ requestKey: null });
      expect(await refusedCode(old.send('/api/admin/leads', opts))).toBe('staff_sign_in_required');
    }
    // The two-factor token still works after all those refusals.
    expect(await mfa.send('/api/admin/leads', opts)).toMatchObject({ page: 1 });
  });

  it('keeps the two-factor token through an auth refresh, for at most 12 hours', async () => {
    const staff = await newStaffAccount('admin');
    const pb = await staffSignIn(url, catcher.smtp, staff.email);
    const token = pb.authStore.token;
    expect(expiryOf(token)).toBeLessThanOrEqual(Date.now() + 12 * 3600_000 + 5000);
    expect(expiryOf(token)).toBeGreaterThan(Date.now() + 12 * 3600_000 - 60_000);
    const refreshed = await pb.collection('users').authRefresh({ requestKey: null });
    expect(refreshed.token).toBe(token);
    expect(await pb.send('/api/admin/leads', opts)).toMatchObject({ page: 1 });
  });

  it('ends 12 hours after the sign-in, however active', async () => {
    const staff = await newStaffAccount('moderator');
    const pb = await staffSignIn(url, catcher.smtp, staff.email);
    const session = { id: staff.id, token: pb.authStore.token };
    await stampStaff(catcher.admin, session, 10 * 60_000, -12 * 3600_000 + 60_000);
    expect(await pb.send('/api/admin/security-events', opts)).toMatchObject({ page: 1 });
    // The request could not move the idle deadline past the cap.
    expect(await deadlineOf(staff.id, session.token)).toBeLessThanOrEqual(Date.now() + 60_000);

    await stampStaff(catcher.admin, session, 10 * 60_000, -12 * 3600_000 - 1000);
    expect(await refusedCode(pb.send('/api/admin/security-events', opts))).toBe(
      'staff_sign_in_required',
    );
  });

  it('is idle per sign-in: a second device goes on when the first is idle', async () => {
    const staff = await newStaffAccount('admin');
    const first = await staffSignIn(url, catcher.smtp, staff.email);
    const second = await staffSignIn(url, catcher.smtp, staff.email);
    expect(first.authStore.token).not.toBe(second.authStore.token);
    await stampStaff(catcher.admin, { id: staff.id, token: first.authStore.token }, -1000);
    expect(await refusedCode(first.send('/api/admin/leads', opts))).toBe('staff_session_expired');
    expect(await second.send('/api/admin/leads', opts)).toMatchObject({ page: 1 });
    expect(await refusedCode(first.send('/api/admin/leads', opts))).toBe('staff_session_expired');
    // The rules ask for one row that is both live and this token's.
    const eventId = await staffOnlyEvent(staff.id);
    await expectRefused(first.collection('security_events').getOne(eventId, opts), 404);
    expect((await second.collection('security_events').getOne(eventId, opts)).id).toBe(eventId);
  });

  it('gives no staff rights to any other token of the account', async () => {
    const staff = await newStaffAccount('admin');
    const mfa = await staffSignIn(url, catcher.smtp, staff.email);
    const eventId = await staffOnlyEvent(staff.id);
    // A token PocketBase issued to the same account by another way than the staff sign-in.
    const other = await catcher.admin.collection('users').impersonate(staff.id, 3600, opts);
    expect(await refusedCode(other.send('/api/admin/leads', opts))).toBe('staff_sign_in_required');
    await expectRefused(other.collection('security_events').getOne(eventId, opts), 404);
    expect((await mfa.collection('security_events').getOne(eventId, opts)).id).toBe(eventId);
  });
});

describe('the 15-minute staff session on the server', () => {
  it('refuses admin routes with 401 staff_session_expired once idle, until a fresh sign-in', async () => {
    const staff = await makeStaff(url, catcher.admin, 'admin');
    expect(await staff.pb.send('/api/admin/leads', opts)).toMatchObject({ page: 1 });

    await stampStaff(catcher.admin, staff, -1000);
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
    const staff = await makeStaff(url, catcher.admin, 'admin', { idle: true });
    const pb = await staffSignIn(url, catcher.smtp, staff.email);
    const session = { id: staff.id, token: pb.authStore.token };
    await stampStaff(catcher.admin, session, 60_000);
    await pb.collection('users').authRefresh({ requestKey: null });
    expect(await deadlineOf(staff.id, session.token)).toBeLessThan(Date.now() + 2 * 60_000);

    await pb.send('/api/admin/leads', opts);
    expect(await deadlineOf(staff.id, session.token)).toBeGreaterThan(Date.now() + 14 * 60_000);

    await stampStaff(catcher.admin, session, -1000);
    await pb.collection('users').authRefresh({ requestKey: null });
    expect(await refusedCode(pb.send('/api/admin/leads', opts))).toBe('staff_session_expired');
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
