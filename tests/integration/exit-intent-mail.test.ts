import { describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { guest } from '../support/actors';
import { sendMailTo, subjectOf, useSmtpCatcher } from '../support/smtp-catcher';

const url = inject('pocketbaseUrl');
const copy = JSON.parse(readFileSync(join(ROOT, 'pb_hooks/lib/offer-mail.json'), 'utf8')) as Record<
  string,
  Record<string, { subject: string }>
>;
const opts = { requestKey: null };

const catcher = useSmtpCatcher(url);

async function capture(email: string, userIntent: string, language: string) {
  await guest(url)
    .collection('exit_intent_captures')
    .create(
      { email, user_intent: userIntent, language_preference: language, user_agent: 'UA' },
      opts,
    );
  const mail = catcher.smtp.messages.find((m) => m.to.includes(email));
  expect(mail, `a mail to ${email}`).toBeDefined();
  return mail ?? { from: '', to: [], raw: '' };
}

describe('exit-intent offer email (after-create hook)', () => {
  it('sends a contractor the contractor offer, linking to sign-up', async () => {
    const mail = await capture('pro@example.com', 'contractor', 'English');
    expect(subjectOf(mail)).toBe('Your first 30 days on TradesMarket are free');
    expect(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(
      'https://trades.example/auth?mode=contractor',
    );
    expect(mail.from).toBe('noreply@tests.local');
  });

  it('writes to a Spanish-speaking hirer in Spanish, linking to browse', async () => {
    const mail = await capture('cliente@example.com', 'hirer', 'Spanish');
    expect(subjectOf(mail)).toBe(copy.Spanish?.hirer?.subject);
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain('https://trades.example/browse');
  });

  it('keeps the capture when the mail cannot be sent', async () => {
    await sendMailTo(catcher.admin, 1);
    try {
      const created = await guest(url)
        .collection('exit_intent_captures')
        .create({ email: 'nomail@example.com', user_intent: 'unknown' }, opts);
      expect(
        (await catcher.admin.collection('exit_intent_captures').getOne(created.id, opts)).email,
      ).toBe('nomail@example.com');
    } finally {
      await sendMailTo(catcher.admin, catcher.smtp.port);
    }
  });
});
