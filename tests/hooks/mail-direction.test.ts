import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

// Every mail the server writes carries `lang` and `dir` on its HTML, right
// to left for Arabic and Hebrew. One builder per pb_hooks/lib/*-mail.js (and the account and
// blast mails), each asked for the same three languages.
type Mail = { subject: string; html: string; text: string };
type Build = (language: string) => Mail;
/** The builders of pb_hooks/lib, loosely typed: each is called with its own arguments. */
type Builders = Record<string, ((...args: unknown[]) => Mail) | undefined>;
/** The builder `name` exported by pb_hooks/lib/`file`. */
function builder(file: string, name: string): (...args: unknown[]) => Mail {
  const found = (loadHooksLib(file) as Builders)[name];
  if (!found) throw new Error(`${file} exports no ${name}`);
  return found;
}

const json = (name: string) => loadHooksLib(name) as Record<string, never>;
const languages = loadHooksLib('languages.json') as { code: string; name: string; dir: string }[];

const builders: Record<string, Build> = {
  account: (language) =>
    builder('account-mail.js', 'accountMail')(json('account-mail.json'), 'verification', language, {
      appName: 'TradesMarket',
      appUrl: 'https://t.example',
      token: 't',
    }),
  offer: (language) =>
    builder('offer-mail.js', 'offerMail')(
      json('offer-mail.json'),
      'hirer',
      language,
      'https://t.example',
      { amountCents: 100, currency: 'USD' },
    ),
  affiliateDigest: (language) =>
    builder('affiliate-mail.js', 'affiliateDigestMail')(
      json('affiliate-mail.json'),
      language,
      { code: 'C', count: 1, countries: [{ country: 'DE', clicks: 1 }], total: 1 },
      'https://t.example',
    ),
  affiliateVerify: (language) =>
    builder('affiliate-verify-mail.js', 'affiliateVerifyMail')(
      json('affiliate-verify-mail.json'),
      language,
      {
        link: 'https://t.example/x',
        hours: 24,
      },
    ),
  receipt: (language) =>
    builder('receipt-mail.js', 'receiptMail')(json('receipt-mail.json'), language, {
      kind: 'hire',
      amountCents: 100,
      currency: 'USD',
      paidAt: '2026-11-23 18:00:00.000Z',
      reference: 'r',
    }),
  moderation: (language) =>
    builder('moderation-mail.js', 'moderationMail')(
      json('moderation-mail.json'),
      language,
      'suspend',
      { business: 'B', reason: 'R', portalUrl: 'https://t.example/portal' },
    ),
  hireRequest: (language) =>
    builder('hire-mail.js', 'hireRequestMail')(json('hire-mail.json'), language, {
      client: 'C',
      business: 'B',
      trade: 'roofer',
      dashboardUrl: 'https://t.example/dashboard',
    }),
  supportReply: (language) =>
    builder('support-mail.js', 'replyMail')(json('support-mail.json'), language, 'support', {
      reference: 'SR-1',
      category: 'other',
    }),
  blast: (language) => {
    const entry = languages.find((l) => l.name === language) ?? { code: 'en', dir: 'ltr' };
    return builder('blast.js', 'blastMail')(
      { subject: 'S', body: 'B' },
      { footer: 'F', unsubscribe: 'U' },
      'https://t.example/u',
      entry,
    );
  },
};

describe('every server mail says its language and direction', () => {
  for (const [name, build] of Object.entries(builders)) {
    it(`${name}: lang and dir on the HTML; rtl for Arabic and Hebrew`, () => {
      for (const [language, code, dir] of [
        ['Arabic', 'ar', 'rtl'],
        ['Hebrew', 'he', 'rtl'],
        ['German', 'de', 'ltr'],
      ] as const) {
        const mail = build(language);
        expect(mail.html, `${name} ${language}`).toMatch(
          new RegExp(`<(div|html) lang="${code}" dir="${dir}">`),
        );
        expect(mail.text.trim().length, `${name} ${language} text part`).toBeGreaterThan(0);
      }
    });
  }
});
