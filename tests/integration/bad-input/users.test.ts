import { describe, expect, it } from 'vitest';
import { freshEmail } from '../../support/actors';
import { HTML, opts, SCRIPT, useMarketplace, useMatrix } from '../../support/bad-input';
import { bad, invalid, row, type Fields, type Row, hiddenFromCaller } from '../../support/refusal';

// Bad input to `users`: sign-up and profile updates. Every case answers 4xx and writes nothing
// (tests/support/bad-input.ts).
const m = useMatrix('bad-input/users');
/** The people and records the cases run against. */
const w = useMarketplace(m);

const PASSWORD = 'bad-input-password-1';

describe('users: sign-up (create), as a guest', () => {
  const account = (fields: Fields = {}): Fields => ({
    email: freshEmail('bad-input'),
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    user_type: 'client',
    ...fields,
  });

  it.each<Row<Fields>>([
    row(
      'a sign-up without an email',
      () => account({ email: undefined }),
      bad('email', 'validation_required'),
    ),
    row(
      'a sign-up without a password',
      () => account({ password: undefined, passwordConfirm: undefined }),
      invalid({ password: 'validation_required', passwordConfirm: 'validation_required' }),
    ),
    row(
      'a 9-character password (min 10)',
      () => account({ password: 'short-9ch', passwordConfirm: 'short-9ch' }),
      bad('password', 'validation_password_too_short'),
    ),
    row(
      'a common password ("qwertyuiop")',
      () => account({ password: 'qwertyuiop', passwordConfirm: 'qwertyuiop' }),
      bad('password', 'validation_password_common'),
    ),
    row(
      'a passwordConfirm that differs from the password',
      () => account({ passwordConfirm: `${PASSWORD}-other` }),
      bad('passwordConfirm', 'validation_values_mismatch'),
    ),
    row(
      'email "not-an-email"',
      () => account({ email: 'not-an-email' }),
      bad('email', 'validation_is_email'),
    ),
    row(
      'email <script> in the local part',
      () => account({ email: `${SCRIPT}@example.com` }),
      bad('email', 'validation_is_email'),
    ),
    row(
      'email as a number (12345)',
      () => account({ email: 12345 }),
      bad('email', 'validation_invalid_type'),
    ),
    row(
      'user_type "superhero" (not an allowed value)',
      () => account({ user_type: 'superhero' }),
      bad('user_type', 'validation_invalid_value'),
    ),
    row(
      'user_type as a number (5)',
      () => account({ user_type: 5 }),
      bad('user_type', 'validation_invalid_type'),
    ),
    // PocketBase 0.40.6 alone keeps the last element; lib/body-types.js refuses it.
    row(
      'user_type ["client", "contractor"] (an array for a single select)',
      () => account({ user_type: ['client', 'contractor'] }),
      bad('user_type', 'validation_invalid_type'),
    ),
    row(
      'language_preference "Klingon" (not one of the 20 languages)',
      () => account({ language_preference: 'Klingon' }),
      bad('language_preference', 'validation_invalid_value'),
    ),
    row(
      'a 256-character name (max 255)',
      () => account({ name: 'n'.repeat(256) }),
      bad('name', 'validation_max_text_constraint'),
    ),
    // PocketBase 0.40.6 alone stores an empty name; lib/body-types.js refuses it.
    row(
      'name as an object ({first: "Ann"}) for a text field',
      () => account({ name: { first: 'Ann' } }),
      bad('name', 'validation_invalid_type'),
    ),
    row(
      'verified: true (a server field) at sign-up',
      () => account({ verified: true }),
      bad('verified', 'validation_values_mismatch'),
    ),
  ])('%s', (_title, c) => m.refusedCreate('users', m.as(), c.body(), c.expected));
});

describe('users: updating a profile', () => {
  it.each<Row<Fields>>([
    row(
      'verified: false on oneself (test users are verified; the server sets it)',
      () => ({ verified: false }),
      bad('verified', 'validation_values_mismatch'),
    ),
    row(
      'a new email set directly (without the email-change confirmation)',
      () => ({ email: freshEmail('bad-input') }),
      bad('email', 'validation_values_mismatch'),
    ),
    row(
      'a new password without oldPassword',
      () => ({ password: 'new-password-123', passwordConfirm: 'new-password-123' }),
      bad('oldPassword', 'validation_required'),
    ),
    row(
      'a new password with a wrong oldPassword',
      () => ({
        oldPassword: 'not-my-password',
        password: 'new-password-123',
        passwordConfirm: 'new-password-123',
      }),
      bad('oldPassword', 'validation_invalid_old_password'),
    ),
    row(
      'user_type "admin"',
      () => ({ user_type: 'admin' }),
      bad('user_type', 'validation_invalid_value'),
    ),
    row(
      'language_preference "Klingon"',
      () => ({ language_preference: 'Klingon' }),
      bad('language_preference', 'validation_invalid_value'),
    ),
    row(
      'a 256-character name',
      () => ({ name: 'n'.repeat(256) }),
      bad('name', 'validation_max_text_constraint'),
    ),
    row(
      "another user's name changed by a signed-in user",
      () => ({ name: 'Hacked' }),
      hiddenFromCaller,
      {
        target: () => w.outsider.id,
      },
    ),
    row("a user's name changed by a guest", () => ({ name: 'Hacked' }), hiddenFromCaller, {
      by: () => m.as(),
    }),
  ])('%s', (_title, c) =>
    m.refusedUpdate(
      'users',
      (c.by ?? (() => m.as(w.client)))(),
      (c.target ?? (() => w.client.id))(),
      c.body(),
      c.expected,
    ),
  );

  it('stores an HTML/script name as plain text, byte for byte', async () => {
    const saved = await m
      .as(w.client)
      .collection('users')
      .update(w.client.id, { name: HTML }, opts);
    expect(saved.name).toBe(HTML);
    expect((await m.as(w.client).collection('users').getOne(w.client.id, opts)).name).toBe(HTML);
  });
});
