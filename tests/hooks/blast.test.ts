import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

interface BlastText {
  subject: string;
  body: string;
}
const blast = loadHooksLib('blast.js') as {
  checkBlastInput(
    body: unknown,
    names: string[],
  ):
    | {
        ok: true;
        value: { audience: string; languages: string[]; content: Record<string, BlastText> };
      }
    | { ok: false; errors: Record<string, { code: string }> };
  bodyHtml(body: string): string;
  blastMail(
    text: BlastText,
    copy: { footer: string; unsubscribe: string },
    url: string,
    language?: { code: string; dir: string },
  ): { subject: string; html: string; text: string };
  normaliseEmail(email: string): string;
  unsubscribeUrl(appUrl: string, email: string, code: string, sign: (t: string) => string): string;
  ratePerMinute(getenv: (name: string) => string): number;
  recipientsSql(audience: string, count: number): string;
};
const page = loadHooksLib('unsubscribe-page.js') as {
  unsubscribePage(
    copy: Record<string, string>,
    language: { code: string; dir: string },
    state: string,
    action: string,
  ): string;
};
const copy = loadHooksLib('blast-mail.json') as Record<string, Record<string, string>>;
const languages = loadHooksLib('languages.json') as { code: string; name: string }[];
const names = languages.map((l) => l.name);
const codes = languages.map((l) => l.code);

describe('checkBlastInput', () => {
  it('keeps a good blast, trimmed, with each language once', () => {
    const checked = blast.checkBlastInput(
      {
        audience: 'leads',
        languages: ['English', 'English', 'Arabic'],
        content: {
          English: { subject: ' Hi ', body: 'Line\r\nTwo ' },
          Arabic: { subject: 'مرحبا', body: 'نص' },
        },
      },
      names,
    );
    expect(checked).toEqual({
      ok: true,
      value: {
        audience: 'leads',
        languages: ['English', 'Arabic'],
        content: {
          English: { subject: 'Hi', body: 'Line\nTwo' },
          Arabic: { subject: 'مرحبا', body: 'نص' },
        },
      },
    });
  });

  it('names every bad field', () => {
    const checked = blast.checkBlastInput(
      { audience: 'x', languages: ['German'], content: {} },
      names,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual([
      'audience',
      'content.German.body',
      'content.German.subject',
    ]);
  });

  it('refuses a body that is not an object', () => {
    expect(blast.checkBlastInput(null, names).ok).toBe(false);
    expect(blast.checkBlastInput('text', names).ok).toBe(false);
  });
});

describe('the mail', () => {
  it('escapes all HTML and keeps only bold, paragraphs, breaks and http(s) links', () => {
    expect(
      blast.bodyHtml('<img src=x onerror=alert(1)> **bold**\nnext\n\nhttps://a.example/x?y=1&z=2.'),
    ).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; <strong>bold</strong><br>next</p>' +
        '<p><a href="https://a.example/x?y=1&amp;z=2">https://a.example/x?y=1&amp;z=2</a>.</p>',
    );
    expect(blast.bodyHtml('javascript:alert(1) "quoted"')).toBe(
      '<p>javascript:alert(1) &quot;quoted&quot;</p>',
    );
  });

  it('ends with the footer and the unsubscribe link, in HTML and text', () => {
    const mail = blast.blastMail(
      { subject: 'S', body: 'B' },
      { footer: 'F', unsubscribe: 'U' },
      'https://x/u?e=a&s=b',
    );
    expect(mail.subject).toBe('S');
    expect(mail.html).toBe(
      '<p>B</p><hr><p><small>F <a href="https://x/u?e=a&amp;s=b">U</a></small></p>',
    );
    expect(mail.text).toBe('B\n\n--\nF\nU: https://x/u?e=a&s=b\n');
  });

  it('carries the language’s lang and dir on the HTML, right to left for Arabic and Hebrew', () => {
    for (const [code, dir] of [
      ['ar', 'rtl'],
      ['he', 'rtl'],
      ['de', 'ltr'],
    ]) {
      const mail = blast.blastMail(
        { subject: 'S', body: 'B' },
        { footer: 'F', unsubscribe: 'U' },
        'u',
        {
          code: code ?? '',
          dir: dir ?? '',
        },
      );
      expect(mail.html).toMatch(new RegExp(`^<div lang="${code}" dir="${dir}"><p>B</p><hr>`));
      expect(mail.html.endsWith('</div>')).toBe(true);
    }
  });

  it('signs the normalised address', () => {
    const sign = (t: string) => createHmac('sha256', 'k').update(t).digest('hex');
    const link = blast.unsubscribeUrl('https://t.example/', ' Ana+1@Example.COM ', 'es', sign);
    expect(link).toBe(
      `https://t.example/api/email/unsubscribe?e=ana%2B1%40example.com&s=${sign('ana+1@example.com')}&l=es`,
    );
  });
});

describe('ratePerMinute', () => {
  it.each([
    ['', 600],
    ['120', 120],
    ['0', 600],
    ['-5', 600],
    ['2.5', 600],
    ['lots', 600],
  ])('BLAST_RATE_PER_MINUTE=%j → %i', (value, rate) => {
    expect(blast.ratePerMinute(() => value)).toBe(rate);
  });
});

describe('recipientsSql', () => {
  it('binds one param per language and keeps leads to those who accepted marketing and confirmed it', () => {
    const sql = blast.recipientsSql('leads', 2);
    expect(sql).toContain("marketing_consent = TRUE AND c.marketing_confirmed != ''");
    expect(sql).toContain('IN ({:l0}, {:l1})');
    expect(blast.recipientsSql('contractors', 1)).toContain("'general_contractor'");
    expect(blast.recipientsSql('all', 1)).toContain('u.verified = TRUE');
  });
});

describe('footer and unsubscribe page copy', () => {
  it('has every text in all 20 languages, translated', () => {
    expect(Object.keys(copy).sort()).toEqual([...codes].sort());
    const english = copy.en ?? {};
    for (const code of codes) {
      const texts = copy[code] ?? {};
      expect(Object.keys(texts).sort(), code).toEqual(Object.keys(english).sort());
      if (code !== 'en') expect(texts.footer, code).not.toBe(english.footer);
    }
  });

  it('renders the page right-to-left for Hebrew, with the form only to confirm', () => {
    const he = copy.he ?? {};
    const html = page.unsubscribePage(
      he,
      { code: 'he', dir: 'rtl' },
      'confirm',
      '/api/email/unsubscribe?e=a&s=b',
    );
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toContain('<form method="post" action="/api/email/unsubscribe?e=a&amp;s=b">');
    expect(page.unsubscribePage(he, { code: 'he', dir: 'rtl' }, 'done', '')).not.toContain('<form');
  });
});
