import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, signUp, superuser } from '../support/actors';
import { testPocketBaseUrl } from '../support/servers';

// The password policy (pb_hooks/lib/password-policy.js), attacked with plain HTTP: at least
// 10 characters, not on the common-password list, on sign-up and on a password change.
const url = testPocketBaseUrl();
const opts = { requestKey: null };

let admin: PocketBase;
beforeAll(async () => {
  admin = await superuser(url);
});

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${url}${path}`, {
    method: path.includes('/records/') ? 'PATCH' : 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: token }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const signUpBody = (email: string, password: string) => ({
  email,
  password,
  passwordConfirm: password,
  user_type: 'client',
});

async function userExists(email: string): Promise<boolean> {
  const list = await admin
    .collection('users')
    .getList(1, 1, { filter: admin.filter('email = {:email}', { email }), ...opts });
  return list.totalItems > 0;
}

describe('password policy: sign-up', () => {
  it.each([
    ['password', 'validation_password_too_short'],
    ['12345678', 'validation_password_too_short'],
    ['aaaaaaaa', 'validation_password_too_short'],
    ['nine-char', 'validation_password_too_short'],
    ['qwertyuiop', 'validation_password_common'],
    ['1234567890', 'validation_password_common'],
    // The list is compared without regard to case.
    ['Password123', 'validation_password_common'],
    // Nothing but whitespace, however long.
    [' '.repeat(10), 'validation_password_blank'],
    ['\t \u00a0\u3000 '.repeat(4), 'validation_password_blank'],
  ])('refuses %j with 400 %s and creates no user', async (password, code) => {
    const email = freshEmail('policy');
    const answer = await post('/api/collections/users/records', signUpBody(email, password));
    expect(answer.status).toBe(400);
    const data = answer.body.data as Record<string, { code: string }>;
    expect(Object.keys(data)).toEqual(['password']);
    expect(data.password?.code).toBe(code);
    expect(await userExists(email)).toBe(false);
  });

  it('accepts a 10-character password that is not common', async () => {
    const email = freshEmail('policy');
    const answer = await post('/api/collections/users/records', signUpBody(email, 'tr4de-mark'));
    expect(answer.status).toBe(200);
    expect(await userExists(email)).toBe(true);
  });

  it("sets PocketBase's own users password minimum to 10", async () => {
    const users = await admin.collections.getOne('users', opts);
    expect(users.fields.find((field) => field.name === 'password')).toMatchObject({ min: 10 });
  });
});

describe('password policy: password change', () => {
  it('refuses a common or short new password and keeps the old one', async () => {
    const user = await signUp(url);
    for (const [password, code] of [
      ['letmein', 'validation_password_too_short'],
      ['football123', 'validation_password_common'],
      [' '.repeat(12), 'validation_password_blank'],
    ] as const) {
      const answer = await post(
        `/api/collections/users/records/${user.id}`,
        { oldPassword: 'actor-password-123', password, passwordConfirm: password },
        user.token,
      );
      expect(answer.status).toBe(400);
      expect((answer.body.data as Record<string, { code: string }>).password?.code).toBe(code);
      const login = await post('/api/collections/users/auth-with-password', {
        identity: user.email,
        password,
      });
      expect(login.status).toBe(400);
    }
    const login = await post('/api/collections/users/auth-with-password', {
      identity: user.email,
      password: 'actor-password-123',
    });
    expect(login.status).toBe(200);
  });
});
