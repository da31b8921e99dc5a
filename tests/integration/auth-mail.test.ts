import type { CommonOptions } from 'pocketbase';
import { describe, expect, it, vi } from 'vitest';
import { expectRefused, guest, signUp } from '../support/actors';
import { subjectOf, useSmtpCatcher, type CaughtMail } from '../support/smtp-catcher';
import { testPocketBaseUrl } from '../support/servers';

// The account mails the app relies on: the one-time code login that migration
// 1763771100_users_otp.js turns on, email verification and password reset.
const url = testPocketBaseUrl();
const opts: CommonOptions = { requestKey: null };
const catcher = useSmtpCatcher(url);

/** PocketBase sends these mails in the background: waits for one to `to` matching subject. */
async function mailTo(to: string, subject: RegExp): Promise<CaughtMail> {
  return vi.waitFor(
    () => {
      const mail = catcher.smtp.messages.find(
        (m) => m.to.includes(to) && subject.test(subjectOf(m)),
      );
      if (!mail) throw new Error(`no mail to ${to} with subject ${String(subject)} yet`);
      return mail;
    },
    { timeout: 5000, interval: 50 },
  );
}

/** The raw mail with quoted-printable undone (soft line breaks, `=3D` for `=`). */
const text = (mail: CaughtMail) =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('one-time code login (OTP)', () => {
  it('is on for users, with 8-digit codes valid for 10 minutes (and MFA for staff)', async () => {
    const users = await catcher.admin.collections.getOne('users', opts);
    expect(users.otp).toMatchObject({ enabled: true, duration: 600, length: 8 });
    // Staff only: the rule asks for a user_roles record (tests/integration/staff-session.test.ts).
    expect(users.mfa).toMatchObject({ enabled: true, rule: '@collection.user_roles.user ?= id' });
  });

  it('mails a code that signs the user in once, and marks the email verified', async () => {
    const user = await signUp(url, { user_type: 'contractor' });
    const pb = guest(url);
    const { otpId } = await pb.collection('users').requestOTP(user.email, opts);
    const code = /one-time password is: (\d{8})/.exec(
      text(await mailTo(user.email, /one-time password$/)),
    )?.[1];
    expect(code).toBeDefined();

    await expectRefused(pb.collection('users').authWithOTP(otpId, '00000000', opts), 400);
    const auth = await pb.collection('users').authWithOTP(otpId, code ?? '', opts);
    expect(auth.record.id).toBe(user.id);
    expect(auth.record.verified).toBe(true);
    await expectRefused(pb.collection('users').authWithOTP(otpId, code ?? '', opts), 400);
  });

  it('answers an unknown address like a known one and mails nothing', async () => {
    const email = `nobody-otp-${Date.now()}@example.com`;
    const { otpId } = await guest(url).collection('users').requestOTP(email, opts);
    expect(otpId).toMatch(/^\w{15}$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(catcher.smtp.messages.some((m) => m.to.includes(email))).toBe(false);
  });
});

describe('verification and password reset mails', () => {
  it('mails a verification link to a new user', async () => {
    const user = await signUp(url, { verified: false });
    expect(await guest(url).collection('users').requestVerification(user.email, opts)).toBe(true);
    const mail = await mailTo(user.email, /^Confirm your .+ email address$/);
    // The app's own page, in the mail's language (src/features/auth confirm pages).
    expect(text(mail)).toMatch(
      /https:\/\/trades\.example\/auth\/confirm-verification\?token=[\w.-]+&lang=en/,
    );
  });

  it('mails a reset link, and answers the same for an unknown address', async () => {
    const user = await signUp(url);
    const stranger = `nobody-reset-${Date.now()}@example.com`;
    const users = guest(url).collection('users');
    expect(await users.requestPasswordReset(user.email, opts)).toBe(true);
    expect(await users.requestPasswordReset(stranger, opts)).toBe(true);
    const mail = await mailTo(user.email, /^Reset your /);
    expect(text(mail)).toMatch(
      /https:\/\/trades\.example\/auth\/confirm-password-reset\?token=[\w.-]+&lang=en/,
    );
    expect(catcher.smtp.messages.some((m) => m.to.includes(stranger))).toBe(false);
  });

  it('refuses a reset to a short or common password (the password policy), then takes a good one', async () => {
    const user = await signUp(url);
    const users = guest(url).collection('users');
    expect(await users.requestPasswordReset(user.email, opts)).toBe(true);
    const token = /confirm-password-reset\?token=([\w.-]+)/.exec(
      text(await mailTo(user.email, /^Reset your /)),
    )?.[1];
    expect(token).toBeDefined();
    // PocketBase validates the reset form (its field minimum, now 10) before the hook runs.
    for (const [password, code] of [
      ['12345678', 'validation_length_out_of_range'],
      ['qwertyuiop', 'validation_password_common'],
    ] as const) {
      const error = await expectRefused(
        users.confirmPasswordReset(token ?? '', password, password, opts),
        400,
      );
      expect((error.response.data as Record<string, { code: string }>).password?.code).toBe(code);
    }
    expect(
      await users.confirmPasswordReset(token ?? '', 'reset-by-mail-42', 'reset-by-mail-42', opts),
    ).toBe(true);
    const auth = await guest(url)
      .collection('users')
      .authWithPassword(user.email, 'reset-by-mail-42', opts);
    expect(auth.record.id).toBe(user.id);
  });
});
