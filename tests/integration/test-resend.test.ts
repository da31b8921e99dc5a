import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { expectRefused, guest, signUp } from '../support/actors';
import { sendMailTo, startSmtpCatcher, useSmtpCatcher } from '../support/smtp-catcher';
import { stampStaff } from '../support/staff';
import { testPocketBaseUrl } from '../support/servers';

const url = testPocketBaseUrl();
const send = (pb: PocketBase) =>
  pb.send<{ ok: boolean; to?: string; error?: string }>('/api/test-resend', {
    method: 'POST',
    requestKey: null,
  });

const catcher = useSmtpCatcher(url);

async function signUpAdmin() {
  const user = await signUp(url, { user_type: 'contractor' });
  await catcher.admin
    .collection('user_roles')
    .create({ user: user.id, role: 'admin' }, { requestKey: null });
  await stampStaff(catcher.admin, user, 15 * 60_000);
  return user;
}

describe('POST /api/test-resend', () => {
  it('is refused to guests (401) and to users who are not admins (403)', async () => {
    await expectRefused(send(guest(url)), 401);
    const user = await signUp(url, { user_type: 'client' });
    await expectRefused(send(user.pb), 403);
    expect(catcher.smtp.messages).toHaveLength(0);
  });

  it('sends an admin a test email through the configured SMTP server', async () => {
    const user = await signUpAdmin();
    expect(await send(user.pb)).toEqual({ ok: true, to: user.email });
    const mail = catcher.smtp.messages.at(-1);
    expect(mail?.to).toEqual([user.email]);
    expect(mail?.from).toBe('noreply@tests.local');
    expect(mail?.raw).toContain('Subject: TradesMarket test email');
  });

  it('answers the mailer error raw when the SMTP server is down', async () => {
    const user = await signUpAdmin();
    const down = await startSmtpCatcher();
    await down.stop();
    await sendMailTo(catcher.admin, down.port);
    try {
      const error = await expectRefused(send(user.pb), 502);
      expect(error.response).toMatchObject({ ok: false });
      expect(String((error.response as { error?: string }).error)).toMatch(/connect|refused|dial/i);
    } finally {
      await sendMailTo(catcher.admin, catcher.smtp.port);
    }
  });
});
