import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { guest, signUp, type Actor } from '../support/actors';
import { sendMailTo, subjectOf, useSmtpCatcher } from '../support/smtp-catcher';

// The affiliate click notification: a click recorded by POST /api/track-visit mails the
// affiliate, in their language.
const url = inject('pocketbaseUrl');
const opts = { requestKey: null };
const copy = JSON.parse(
  readFileSync(join(ROOT, 'pb_hooks/lib/affiliate-mail.json'), 'utf8'),
) as Record<string, { subject: string }>;

const catcher = useSmtpCatcher(url);

async function affiliate(language: string): Promise<Actor & { code: string }> {
  const user = await signUp(url, { language_preference: language });
  const code = `aff${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await user.pb.collection('affiliates').create({ user: user.id, referral_code: code }, opts);
  return { ...user, code };
}

function click(code: string, headers: Record<string, string> = {}) {
  return guest(url).send('/api/track-visit', {
    method: 'POST',
    body: { ref: code, userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile' },
    headers,
    requestKey: null,
  });
}

const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('affiliate click notification', () => {
  it('mails the affiliate the click: country, browser, running total and a dashboard link', async () => {
    const aff = await affiliate('English');
    await click(aff.code, { 'CF-IPCountry': 'DE' });
    await click(aff.code);
    const mails = catcher.smtp.messages.filter((m) => m.to.includes(aff.email));
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map((m) => unfold(m.raw));
    expect(subjectOf(mails[0] ?? { from: '', to: [], raw: '' })).toBe(copy.English?.subject);
    expect(first).toContain(`(code ${aff.code})`);
    expect(first).toContain('Country: DE');
    expect(first).toContain('Browser: Mozilla/5.0 (Linux; Android 14) Mobile');
    expect(first).toContain('Clicks so far: 1');
    expect(first).toContain('https://trades.example/affiliate-dashboard');
    expect(second).toContain('Country: unknown');
    expect(second).toContain('Clicks so far: 2');

    const stored = await catcher.admin
      .collection('affiliate_clicks')
      .getFullList({ filter: `affiliate.user = "${aff.id}"`, sort: 'created', ...opts });
    expect(stored.map((c) => String(c.country))).toEqual(['DE', '']);
  });

  it("writes in the affiliate's language", async () => {
    const aff = await affiliate('Japanese');
    await click(aff.code);
    const mail = catcher.smtp.messages.find((m) => m.to.includes(aff.email));
    expect(mail && subjectOf(mail)).toBe(copy.Japanese?.subject);
  });

  it('still records the click when the mail cannot be sent', async () => {
    const aff = await affiliate('English');
    await sendMailTo(catcher.admin, 1);
    try {
      expect(await click(aff.code)).toMatchObject({ affiliateClick: true });
    } finally {
      await sendMailTo(catcher.admin, catcher.smtp.port);
    }
    const stored = await catcher.admin
      .collection('affiliate_clicks')
      .getFullList({ filter: `affiliate.user = "${aff.id}"`, ...opts });
    expect(stored).toHaveLength(1);
    expect(catcher.smtp.messages.filter((m) => m.to.includes(aff.email))).toHaveLength(0);
  });
});
