import { describe, expect, it } from 'vitest';
import { guest, signUp, superuser } from '../support/actors';
import { stampStaff } from '../support/staff';
import { testPocketBaseUrl } from '../support/servers';

const url = testPocketBaseUrl();
const opts = { method: 'POST', requestKey: null };

type Answer = { isAdmin: boolean; roles: string[] };
const NOT_STAFF = { isAdmin: false, roles: [] };

describe('POST /api/admin-verify-session', () => {
  it('answers false with no session', async () => {
    expect(await guest(url).send<Answer>('/api/admin-verify-session', opts)).toEqual(NOT_STAFF);
  });

  it('answers false for an ordinary user, a moderator and a superuser token', async () => {
    const user = await signUp(url, { user_type: 'client' });
    expect(await user.pb.send<Answer>('/api/admin-verify-session', opts)).toEqual(NOT_STAFF);
    const admin = await superuser(url);
    await admin
      .collection('user_roles')
      .create({ user: user.id, role: 'moderator' }, { requestKey: null });
    await stampStaff(admin, user, 15 * 60_000);
    expect(await user.pb.send<Answer>('/api/admin-verify-session', opts)).toEqual({
      isAdmin: false,
      roles: ['moderator'],
    });
    expect(await admin.send<Answer>('/api/admin-verify-session', opts)).toEqual(NOT_STAFF);
  });

  it('answers true for a user with an admin role, and false again once it is removed', async () => {
    const user = await signUp(url, { user_type: 'contractor' });
    const admin = await superuser(url);
    const role = await admin
      .collection('user_roles')
      .create({ user: user.id, role: 'admin' }, { requestKey: null });
    await stampStaff(admin, user, 15 * 60_000);
    expect(await user.pb.send<Answer>('/api/admin-verify-session', opts)).toEqual({
      isAdmin: true,
      roles: ['admin'],
    });
    await admin.collection('user_roles').delete(role.id, { requestKey: null });
    expect(await user.pb.send<Answer>('/api/admin-verify-session', opts)).toEqual(NOT_STAFF);
  });

  it('answers false for a forged token', async () => {
    const pb = guest(url);
    pb.authStore.save('not.a.token', null);
    expect(await pb.send<Answer>('/api/admin-verify-session', opts)).toEqual(NOT_STAFF);
  });
});
