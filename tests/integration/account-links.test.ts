import type { CommonOptions } from 'pocketbase';
import { describe, expect, it, vi } from 'vitest';
import { confirmFailureOf } from '@/features/auth/model';
import { readCallFailure } from '@/lib/call-failure';
import { guest, PASSWORD, signUp } from '../support/actors';
import { partsOf, useSmtpCatcher, type CaughtMail } from '../support/smtp-catcher';
import { testPocketBaseUrl } from '../support/servers';

// The account mails link to the app's pages /auth/confirm-…?token=…; those pages
// read PocketBase's refusals with confirmFailureOf. These are PocketBase's real answers to a
// guest (the pages work signed out) sending bad, used or good tokens.
const url = testPocketBaseUrl();
const opts: CommonOptions = { requestKey: null };
const catcher = useSmtpCatcher(url);
const TOKEN = /\/auth\/confirm-[a-z-]+\?token=([\w.-]+)/;

async function tokenMailedTo(to: string): Promise<string> {
  const mail = await vi.waitFor(
    () => {
      const found: CaughtMail | undefined = catcher.smtp.messages.find((m) => m.to.includes(to));
      if (!found) throw new Error(`no mail to ${to} yet`);
      return found;
    },
    { timeout: 8000, interval: 50 },
  );
  const token = TOKEN.exec(partsOf(mail).text)?.[1];
  if (!token) throw new Error('no app link in the mail');
  return token;
}

/** The page's reading of what PocketBase answered to `call`. */
async function refusalOf(
  call: () => Promise<unknown>,
  action: 'verification' | 'passwordReset' | 'emailChange',
) {
  try {
    await call();
  } catch (error) {
    return confirmFailureOf(readCallFailure(error), action);
  }
  throw new Error('PocketBase accepted it');
}

describe('account links: what the confirmation pages get from PocketBase', () => {
  it('verification: a forged token is a refused link; the mailed one confirms', async () => {
    const user = await signUp(url, { verified: false });
    const users = () => guest(url).collection('users');
    expect(
      await refusalOf(() => users().confirmVerification('not.a.token', opts), 'verification'),
    ).toEqual({ kind: 'linkRefused' });
    await users().requestVerification(user.email, opts);
    const token = await tokenMailedTo(user.email);
    expect(await users().confirmVerification(token, opts)).toBe(true);
    const record = await user.pb.collection('users').getOne(user.id, opts);
    expect(record.verified).toBe(true);
    // Opened again (a second click, another device): PocketBase answers OK for an address that
    // is confirmed already, so the page says it is confirmed, which is true.
    expect(await users().confirmVerification(token, opts)).toBe(true);
  });

  it('password reset: a weak password is a field error, a forged token a refused link', async () => {
    const user = await signUp(url);
    const users = () => guest(url).collection('users');
    await users().requestPasswordReset(user.email, opts);
    const token = await tokenMailedTo(user.email);
    const weak = await refusalOf(
      () => users().confirmPasswordReset(token, 'short', 'short', opts),
      'passwordReset',
    );
    expect(weak).toEqual({ kind: 'fields', fields: { password: { key: 'passwordTooShort' } } });
    const common = await refusalOf(
      () => users().confirmPasswordReset(token, 'qwertyuiop', 'qwertyuiop', opts),
      'passwordReset',
    );
    expect(common).toEqual({ kind: 'fields', fields: { password: { key: 'passwordCommon' } } });
    const mismatch = await refusalOf(
      () => users().confirmPasswordReset(token, 'a-long-new-pass-1', 'a-long-new-pass-2', opts),
      'passwordReset',
    );
    expect(mismatch).toEqual({
      kind: 'fields',
      fields: { passwordConfirm: { key: 'passwordMismatch' } },
    });
    expect(
      await refusalOf(
        () =>
          users().confirmPasswordReset(
            'not.a.token',
            'a-long-new-pass-1',
            'a-long-new-pass-1',
            opts,
          ),
        'passwordReset',
      ),
    ).toEqual({ kind: 'linkRefused' });
    await users().confirmPasswordReset(token, 'a-long-new-pass-1', 'a-long-new-pass-1', opts);
    const auth = await users().authWithPassword(user.email, 'a-long-new-pass-1', opts);
    expect(auth.record.id).toBe(user.id);
    expect(
      await refusalOf(
        () => users().confirmPasswordReset(token, 'a-long-new-pass-2', 'a-long-new-pass-2', opts),
        'passwordReset',
      ),
    ).toEqual({ kind: 'linkRefused' });
  });

  it('email change: a wrong current password is said so; a forged token is a refused link', async () => {
    const user = await signUp(url);
    const users = () => guest(url).collection('users');
    const newEmail = `links-moved-${Date.now()}@example.com`;
    await user.pb.collection('users').requestEmailChange(newEmail, opts);
    const token = await tokenMailedTo(newEmail);
    expect(
      await refusalOf(
        () => users().confirmEmailChange(token, 'not-the-password', opts),
        'emailChange',
      ),
    ).toEqual({ kind: 'wrongPassword' });
    expect(
      await refusalOf(
        () => users().confirmEmailChange('not.a.token', PASSWORD, opts),
        'emailChange',
      ),
    ).toEqual({ kind: 'linkRefused' });
    await users().confirmEmailChange(token, PASSWORD, opts);
    const auth = await users().authWithPassword(newEmail, PASSWORD, opts);
    expect(auth.record.id).toBe(user.id);
  });
});
