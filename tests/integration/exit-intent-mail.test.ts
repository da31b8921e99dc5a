import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { guest } from '../support/actors';
import { fetchFrom, loopbackAddresses } from '../support/loopback';
import { partsOf, sendMailTo, subjectOf, useSmtpCatcher } from '../support/smtp-catcher';
import { testPocketBaseUrl } from '../support/servers';

const url = testPocketBaseUrl();
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
    // The fee written as Spanish writes a price (FEE_AMOUNT_CENTS unset: 100 USD cents).
    expect(subjectOf(mail)).toBe(copy.Spanish?.hirer?.subject.replace('{{fee}}', '1\u00a0$'));
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain('https://trades.example/browse');
    const { html, text } = partsOf(mail);
    expect(html).toContain('<div lang="es" dir="ltr">');
    expect(text).toContain('por solo 1\u00a0$');
  });

  it('writes to an Arabic-speaking contractor right to left', async () => {
    const mail = await capture('muqawil@example.com', 'contractor', 'Arabic');
    expect(subjectOf(mail)).toBe(copy.Arabic?.contractor?.subject);
    const { html, text } = partsOf(mail);
    expect(html).toContain('<div lang="ar" dir="rtl">');
    expect(text).not.toContain('{{fee}}');
    expect(text).toContain('1\u00a0$');
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

  it('mails an address the offer once in 30 days, whatever the IP, and keeps no IP', async () => {
    const victim = `victim${Date.now()}@example.com`;
    const from = await loopbackAddresses(url, 'exit-intent-mail');
    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await fetchFrom(from.next())(
        `${url}/api/collections/exit_intent_captures/records`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: victim,
            user_intent: 'hirer',
            language_preference: 'English',
          }),
        },
      );
      expect(response.status).toBe(200);
      ids.push(((await response.json()) as { id: string }).id);
    }
    expect(catcher.smtp.messages.filter((m) => m.to.includes(victim))).toHaveLength(1);
    const offers = await Promise.all(
      ids.map((id) =>
        guest(url).send<{ offer: string }>(`/api/app/exit-intent-offers/${id}`, opts),
      ),
    );
    expect(offers.map((o) => o.offer)).toEqual(['sent', ...Array<string>(7).fill('skipped')]);
    const stored = await catcher.admin
      .collection('exit_intent_captures')
      .getFullList({ filter: `email = "${victim}"`, ...opts });
    expect(stored).toHaveLength(8);
    for (const c of stored) expect(c.ip_address).toBe('');
    const upper = await guest(url)
      .collection('exit_intent_captures')
      .create({ email: `  ${victim.toUpperCase()} `.trim(), user_intent: 'unknown' }, opts);
    expect(
      (await guest(url).send<{ offer: string }>(`/api/app/exit-intent-offers/${upper.id}`, opts))
        .offer,
    ).toBe('skipped');
  });

  it('sends a failed offer later: the 30 days start only when one went out', async () => {
    const email = `retry${Date.now()}@example.com`;
    await sendMailTo(catcher.admin, 1);
    let id = '';
    try {
      id = (
        await guest(url)
          .collection('exit_intent_captures')
          .create({ email, user_intent: 'contractor' }, opts)
      ).id;
    } finally {
      await sendMailTo(catcher.admin, catcher.smtp.port);
    }
    expect(
      (await guest(url).send<{ offer: string }>(`/api/app/exit-intent-offers/${id}`, opts)).offer,
    ).toBe('failed');
    await catcher.admin.send('/api/app/exit-intent-offers/retry', { method: 'POST', ...opts });
    expect(catcher.smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    expect(
      (await guest(url).send<{ offer: string }>(`/api/app/exit-intent-offers/${id}`, opts)).offer,
    ).toBe('sent');
  });
});
