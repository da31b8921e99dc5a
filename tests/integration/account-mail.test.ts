import type { CommonOptions } from 'pocketbase';
import { describe, expect, it, vi } from 'vitest';
import { guest, PASSWORD, signUp, type Actor } from '../support/actors';
import { partsOf, subjectOf, useSmtpCatcher, type CaughtMail } from '../support/smtp-catcher';
import { testPocketBaseUrl } from '../support/servers';

// PocketBase's account mails (pb_hooks/mailer.pb.js) in the
// recipient's language_preference, with lang/dir on the HTML and a plain-text part, and the
// link or code in them still doing its job.
const url = testPocketBaseUrl();
const opts: CommonOptions = { requestKey: null };
const catcher = useSmtpCatcher(url);

/** Waits for the next mail to `to` that is not in `seen` (PocketBase sends in the background). */
async function nextMailTo(to: string, seen: CaughtMail[] = []): Promise<CaughtMail> {
  return vi.waitFor(
    () => {
      const mail = catcher.smtp.messages.find((m) => m.to.includes(to) && !seen.includes(m));
      if (!mail) throw new Error(`no new mail to ${to} yet`);
      return mail;
    },
    { timeout: 8000, interval: 50 },
  );
}

const mailsTo = (to: string) => catcher.smtp.messages.filter((m) => m.to.includes(to));

/** What each language's mails must say (from pb_hooks/lib/account-mail.json). */
const EXPECTED = {
  Arabic: {
    lang: 'ar',
    dir: 'rtl',
    verification: 'أكّد عنوان بريدك الإلكتروني في TradesMarket',
    verificationBody: 'شكرًا لانضمامك إلى TradesMarket.',
    passwordReset: 'إعادة تعيين كلمة مرور TradesMarket',
    emailChange: 'أكّد عنوان بريدك الإلكتروني الجديد في TradesMarket',
    otp: 'كلمة المرور لمرة واحدة الخاصة بك في TradesMarket',
    otpLine: 'كلمة المرور لمرة واحدة هي: ',
    otpValidity: 'ومدة صلاحيتها بالدقائق: 10',
    authAlert: 'تسجيل دخول جديد إلى حسابك في TradesMarket',
    alertAddress: 'عنوان IP: ',
  },
  German: {
    lang: 'de',
    dir: 'ltr',
    verification: 'Bestätigen Sie Ihre E-Mail-Adresse für TradesMarket',
    verificationBody: 'Danke, dass Sie sich bei TradesMarket registriert haben.',
    passwordReset: 'Setzen Sie Ihr Passwort für TradesMarket zurück',
    emailChange: 'Bestätigen Sie Ihre neue E-Mail-Adresse für TradesMarket',
    otp: 'Ihr Einmalpasswort für TradesMarket',
    otpLine: 'Ihr Einmalpasswort lautet: ',
    otpValidity: 'Es ist 10 Minuten lang gültig',
    authAlert: 'Neue Anmeldung bei Ihrem TradesMarket-Konto',
    alertAddress: 'IP-Adresse: ',
  },
  Japanese: {
    lang: 'ja',
    dir: 'ltr',
    verification: 'TradesMarket のメールアドレスを確認してください',
    verificationBody: 'TradesMarket にご登録いただきありがとうございます。',
    passwordReset: 'TradesMarket のパスワードの再設定',
    emailChange: 'TradesMarket の新しいメールアドレスを確認してください',
    otp: 'TradesMarket のワンタイムパスワード',
    otpLine: 'ワンタイムパスワード： ',
    otpValidity: '有効期間は 10 分',
    authAlert: 'TradesMarket アカウントへの新しいログイン',
    alertAddress: 'IP アドレス: ',
  },
} as const;

/** Asserts the HTML part's lang/dir and that a text part exists; returns both parts. */
function expectLocalised(mail: CaughtMail, lang: string, dir: string) {
  const parts = partsOf(mail);
  expect(parts.html).toContain(`<html lang="${lang}" dir="${dir}">`);
  expect(parts.text.trim().length).toBeGreaterThan(20);
  expect(parts.text).not.toContain('<');
  return parts;
}

const TOKEN = /confirm-[a-z-]+\?token=([\w.-]+)/;

for (const [language, x] of Object.entries(EXPECTED)) {
  describe(`account mails in ${language}`, () => {
    it('confirmation of the email address: its link confirms the account', async () => {
      const user = await signUp(url, { verified: false, language_preference: language });
      // The sign-up itself asked for nothing; ask for the mail as the app does.
      await guest(url).collection('users').requestVerification(user.email, opts);
      const mail = await nextMailTo(user.email);
      expect(subjectOf(mail)).toBe(x.verification);
      const { text, html } = expectLocalised(mail, x.lang, x.dir);
      expect(text).toContain(x.verificationBody);
      expect(text).toContain('https://trades.example/auth/confirm-verification?token=');
      expect(html).toContain('href="https://trades.example/auth/confirm-verification?token=');
      const token = TOKEN.exec(text)?.[1] ?? '';
      expect(await guest(url).collection('users').confirmVerification(token, opts)).toBe(true);
      const record = await user.pb.collection('users').getOne(user.id, opts);
      expect(record.verified).toBe(true);
    });

    it('password reset: its link sets a new password', async () => {
      const user = await signUp(url, { language_preference: language });
      await guest(url).collection('users').requestPasswordReset(user.email, opts);
      const mail = await nextMailTo(user.email);
      expect(subjectOf(mail)).toBe(x.passwordReset);
      const { text } = expectLocalised(mail, x.lang, x.dir);
      const token = TOKEN.exec(text)?.[1] ?? '';
      const password = 'a-new-password-42';
      await guest(url).collection('users').confirmPasswordReset(token, password, password, opts);
      const auth = await guest(url)
        .collection('users')
        .authWithPassword(user.email, password, opts);
      expect(auth.record.id).toBe(user.id);
    });

    it('email change: sent to the new address, its link moves the account there', async () => {
      const user = await signUp(url, { language_preference: language });
      const newEmail = `moved-${x.lang}-${Date.now()}@example.com`;
      await user.pb.collection('users').requestEmailChange(newEmail, opts);
      const mail = await nextMailTo(newEmail);
      expect(subjectOf(mail)).toBe(x.emailChange);
      const { text } = expectLocalised(mail, x.lang, x.dir);
      expect(text).toContain(newEmail);
      const token = TOKEN.exec(text)?.[1] ?? '';
      await guest(url).collection('users').confirmEmailChange(token, PASSWORD, opts);
      const auth = await guest(url).collection('users').authWithPassword(newEmail, PASSWORD, opts);
      expect(auth.record.id).toBe(user.id);
    });

    it('one-time password: its code signs the user in', async () => {
      const user = await signUp(url, { language_preference: language });
      const pb = guest(url);
      const { otpId } = await pb.collection('users').requestOTP(user.email, opts);
      const mail = await nextMailTo(user.email);
      expect(subjectOf(mail)).toBe(x.otp);
      const { text, html } = expectLocalised(mail, x.lang, x.dir);
      expect(text).toContain(x.otpValidity);
      const code = new RegExp(`${x.otpLine}(\\d{8})`).exec(text)?.[1] ?? '';
      expect(code).toMatch(/^\d{8}$/);
      expect(html).toContain(code);
      const auth = await pb.collection('users').authWithOTP(otpId, code, opts);
      expect(auth.record.id).toBe(user.id);
    });

    it('new sign-in alert: says from which address and browser', async () => {
      const user = await signUp(url, { language_preference: language });
      const seen = mailsTo(user.email);
      await signInFromNewBrowser(user, 'NewBrowser/15.0');
      const mail = await nextMailTo(user.email, seen);
      expect(subjectOf(mail)).toBe(x.authAlert);
      const { text, html } = expectLocalised(mail, x.lang, x.dir);
      expect(text).toContain(`${x.alertAddress}127.0.0.1`);
      expect(text).toContain('NewBrowser/15.0');
      expect(html).toContain('<bdi>127.0.0.1</bdi>');
    });
  });
}

/** Signs in with a password from a browser the account has not been used from. */
async function signInFromNewBrowser(user: Actor, userAgent: string): Promise<void> {
  const res = await fetch(`${url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ identity: user.email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
}

describe('account mails for a user without a language', () => {
  it('are in English, lang="en" dir="ltr", with a text part', async () => {
    const user = await signUp(url, { verified: false });
    await guest(url).collection('users').requestVerification(user.email, opts);
    const verification = await nextMailTo(user.email);
    expect(subjectOf(verification)).toBe('Confirm your TradesMarket email address');
    expect(expectLocalised(verification, 'en', 'ltr').text).toContain(
      'Thanks for joining TradesMarket.',
    );
    const seen = mailsTo(user.email);
    await guest(url).collection('users').requestOTP(user.email, opts);
    const otp = await nextMailTo(user.email, seen);
    expect(subjectOf(otp)).toBe('Your TradesMarket one-time password');
    expect(expectLocalised(otp, 'en', 'ltr').text).toMatch(
      /Your one-time password is: \d{8}\s+It is valid for 10 minutes/,
    );
  });

  it('follow a change of language: the next mail is in the new one', async () => {
    const user = await signUp(url, {});
    await user.pb.collection('users').update(user.id, { language_preference: 'Hebrew' }, opts);
    await guest(url).collection('users').requestPasswordReset(user.email, opts);
    const mail = await nextMailTo(user.email);
    expect(subjectOf(mail)).toBe('איפוס הסיסמה שלכם ב-TradesMarket');
    expectLocalised(mail, 'he', 'rtl');
  });
});
