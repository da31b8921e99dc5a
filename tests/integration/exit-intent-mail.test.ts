import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { guest } from '../support/actors';
import { fetchFrom, loopbackAddresses } from '../support/loopback';
import {
  partsOf,
  sendMailTo,
  subjectOf,
  useSmtpCatcher,
  type CaughtMail,
} from '../support/smtp-catcher';
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
    expect(subjectOf(mail)).toBe(copy.es?.hirer?.subject.replace('{{fee}}', '1\u00a0$'));
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain('https://trades.example/browse');
    const { html, text } = partsOf(mail);
    expect(html).toContain('<div lang="es" dir="ltr">');
    expect(text).toContain('por solo 1\u00a0$');
  });

  it('writes to an Arabic-speaking contractor right to left', async () => {
    const mail = await capture('muqawil@example.com', 'contractor', 'Arabic');
    expect(subjectOf(mail)).toBe(copy.ar?.contractor?.subject);
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
    // An address that had the offer answers as a new one would.
    expect(offers.map((o) => o.offer)).toEqual(Array<string>(8).fill('sent'));
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
    ).toBe('sent');
    expect(catcher.smtp.messages.filter((m) => m.to.includes(victim))).toHaveLength(1);
  });

  it('answers a guest the same for an address used in the last 30 days as for a new one', async () => {
    const used = `used${Date.now()}@example.com`;
    await guest(url)
      .collection('exit_intent_captures')
      .create({ email: used, user_intent: 'hirer' }, opts);
    const answerFor = async (email: string) => {
      const { id } = await guest(url)
        .collection('exit_intent_captures')
        .create({ email, user_intent: 'hirer' }, opts);
      return guest(url).send<unknown>(`/api/app/exit-intent-offers/${id}`, opts);
    };
    expect(await answerFor(used)).toEqual(await answerFor(`new${Date.now()}@example.com`));
    await sendMailTo(catcher.admin, 1);
    try {
      // While mail fails, a new address's offer fails: so does the used one's answer.
      const fresh = await answerFor(`new2${Date.now()}@example.com`);
      expect(fresh).toEqual({ offer: 'failed' });
      expect(await answerFor(used)).toEqual(fresh);
    } finally {
      await sendMailTo(catcher.admin, catcher.smtp.port);
    }
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

describe('marketing consent from the exit-intent form (double opt-in)', () => {
  const consentCopy = JSON.parse(
    readFileSync(join(ROOT, 'pb_hooks/lib/marketing-consent-mail.json'), 'utf8'),
  ) as Record<string, { subject: string }>;
  const isConfirmation = (m: CaughtMail) =>
    Object.values(consentCopy).some((c) => c.subject === subjectOf(m));
  const confirmationsTo = (email: string) =>
    catcher.smtp.messages.filter((m) => m.to.includes(email) && isConfirmation(m));
  const consent = (email: string, language = 'English', userAgent = 'UA') =>
    guest(url).collection('exit_intent_captures').create(
      {
        email,
        user_intent: 'hirer',
        language_preference: language,
        user_agent: userAgent,
        marketing_consent: true,
      },
      opts,
    );
  const tokenIn = (mail: CaughtMail) =>
    decodeURIComponent(/\/marketing-confirm\?token=([^\s"<]+)/.exec(partsOf(mail).text)?.[1] ?? '');
  const confirm = (token: unknown) =>
    fetch(`${url}/api/app/marketing-consent/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
  const confirmedOf = async (id: string) =>
    (await catcher.admin.collection('exit_intent_captures').getOne(id, opts))
      .marketing_confirmed as string;

  it('mails the address fixed text and a link; the consent counts only once it is confirmed', async () => {
    const email = `lead${Date.now()}@example.com`;
    const typed = 'URGENT call +1-800-555-0199';
    const { id } = await consent(email, 'German', typed);
    const [mail, ...more] = confirmationsTo(email);
    expect(more).toHaveLength(0);
    if (!mail) throw new Error(`no confirmation mail to ${email}`);
    expect(subjectOf(mail)).toBe(consentCopy.de?.subject);
    expect(mail.raw).not.toContain('0199');
    expect(partsOf(mail).html).toContain('<div lang="de" dir="ltr">');
    expect(partsOf(mail).text).toContain('https://trades.example/marketing-confirm?token=');
    expect(await confirmedOf(id)).toBe('');

    const token = tokenIn(mail);
    const altered = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    const refused = await confirm(altered);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { data: unknown }).data).toEqual({
      token: { code: 'token_invalid', message: 'This link is not valid.' },
    });
    expect(await confirmedOf(id)).toBe('');

    const ok = await confirm(token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ confirmed: true });
    expect(await confirmedOf(id)).not.toBe('');
    expect((await confirm(token)).status).toBe(200);
  });

  it('refuses an expired link with a code', async () => {
    const email = `late${Date.now()}@example.com`;
    const { id } = await consent(email);
    const secret = await catcher.admin
      .collection('server_secrets')
      .getFirstListItem('name = "marketing_confirm_hmac"', opts);
    const expires = Math.floor(Date.now() / 1000) - 1;
    const payload = `${id}.${expires}`;
    const signature = createHmac('sha256', String(secret.value))
      .update(`marketing-confirm:${payload}:${email}`)
      .digest('hex');
    const answer = await confirm(`${payload}.${signature}`);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { data: { token: { code: string } } }).data.token.code).toBe(
      'token_expired',
    );
    expect(await confirmedOf(id)).toBe('');
  });

  it('sends one confirmation a day to an address, however it is written', async () => {
    const stamp = Date.now();
    const base = `victim${stamp}@example.com`;
    await consent(base);
    await consent(base.toUpperCase());
    await consent(` ${base} `.trim().replace('victim', 'Victim'));
    expect(confirmationsTo(base)).toHaveLength(1);
  });

  it('sends one confirmation a day to victim+1@ … victim+6@ (one mailbox)', async () => {
    const stamp = Date.now();
    const sent: string[] = [];
    for (let n = 1; n <= 6; n += 1) {
      const email = `victim${stamp}+${n}@example.com`;
      await consent(email);
      sent.push(email);
    }
    const confirmations = catcher.smtp.messages.filter(
      (m) => isConfirmation(m) && m.to.some((to) => sent.includes(to)),
    );
    expect(confirmations).toHaveLength(1);
  });
});
