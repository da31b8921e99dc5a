import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { loadHooksLib } from '../support/hooks-lib';

interface MoneyFormat {
  decimal: string;
  group: string;
  symbolAfter: boolean;
  space: boolean;
  minimumGroupingDigits?: number;
}
const receipt = loadHooksLib('receipt-mail.js') as {
  formatMoney: (
    amountMinor: number,
    currency: string,
    format: MoneyFormat,
    options?: { stripIfInteger?: boolean },
  ) => string;
  receiptMail: (
    copy: Record<string, unknown>,
    language: string,
    payment: {
      kind: string;
      amountCents: number;
      currency: string;
      paidAt: string;
      reference: string;
    },
  ) => { subject: string; html: string; text: string };
};
const copy = JSON.parse(
  readFileSync(join(ROOT, 'pb_hooks/lib/receipt-mail.json'), 'utf8'),
) as Record<
  string,
  { subject: string; intro: string; listing: string; hire: string; money: MoneyFormat }
>;
/** A language's copy (the test fails at once when it is missing). */
function copyOf(name: string) {
  const texts = copy[name];
  if (!texts) throw new Error(`receipt-mail.json has no ${name}`);
  return texts;
}
const languages = JSON.parse(readFileSync(join(ROOT, 'pb_hooks/lib/languages.json'), 'utf8')) as {
  code: string;
  name: string;
  dir: string;
}[];

/** The number as Intl writes it in `code` (digits, separators), and the symbol's side. */
function intlShape(code: string, amount: number) {
  const parts = new Intl.NumberFormat(code === 'no' ? 'nb' : code, {
    style: 'currency',
    currency: 'USD',
  }).formatToParts(amount);
  return {
    number: parts
      .filter((p) => ['integer', 'group', 'decimal', 'fraction'].includes(p.type))
      .map((p) => p.value)
      .join(''),
    symbolAfter:
      parts.findIndex((p) => p.type === 'currency') > parts.findIndex((p) => p.type === 'integer'),
  };
}

const payment = {
  kind: 'listing',
  amountCents: 100,
  currency: 'USD',
  paidAt: '2026-11-23 18:00:00.000Z',
  reference: 'abc123',
};

describe('pb_hooks/lib/receipt-mail.js', () => {
  it('has the receipt in all 20 languages, none left in English', () => {
    expect(Object.keys(copy).sort()).toEqual(languages.map((l) => l.code).sort());
    for (const { code: name } of languages) {
      if (name === 'en') continue;
      expect(copy[name]?.subject, name).not.toBe(copy.en?.subject);
      expect(copy[name]?.hire, name).not.toBe(copy.en?.hire);
      expect(copy[name]?.intro, name).toContain('{{amount}}');
    }
  });

  it('writes money with the separators and symbol side Intl uses in each language', () => {
    for (const { code, name } of languages) {
      const format = copyOf(code).money;
      for (const amount of [1, 1234.5, 12_345_678.9]) {
        const intl = intlShape(code, amount);
        const mine = receipt.formatMoney(Math.round(amount * 100), 'USD', format);
        expect(mine.replace(/^\$\u00a0?|\u00a0?\$$/g, ''), `${name} ${amount}`).toBe(intl.number);
        expect(mine.endsWith('$'), `${name} ${amount}: ${mine}`).toBe(intl.symbolAfter);
      }
    }
  });

  it('writes $1.00, 1,00 $ and zero-decimal currencies', () => {
    expect(receipt.formatMoney(100, 'USD', copyOf('en').money)).toBe('$1.00');
    expect(receipt.formatMoney(100, 'USD', copyOf('de').money)).toBe('1,00\u00a0$');
    expect(receipt.formatMoney(123456, 'EUR', copyOf('fr').money)).toBe('1\u202f234,56\u00a0€');
    expect(receipt.formatMoney(500, 'JPY', copyOf('ja').money)).toBe('¥500');
    expect(receipt.formatMoney(100, 'SEK', copyOf('sv').money)).toBe('1,00\u00a0SEK');
    expect(receipt.formatMoney(1234567, 'USD', copyOf('es').money)).toBe('12.345,67\u00a0$');
    expect(receipt.formatMoney(123456, 'USD', copyOf('es').money)).toBe('1234,56\u00a0$');
    // Prices in prose (the offer mail) drop ".00" from a whole amount, as Intl's
    // trailingZeroDisplay 'stripIfInteger' does; cents stay.
    const strip = { stripIfInteger: true };
    expect(receipt.formatMoney(100, 'USD', copyOf('en').money, strip)).toBe('$1');
    expect(receipt.formatMoney(100, 'USD', copyOf('de').money, strip)).toBe('1\u00a0$');
    expect(receipt.formatMoney(150, 'EUR', copyOf('de').money, strip)).toBe('1,50\u00a0€');
    expect(receipt.formatMoney(500, 'JPY', copyOf('ja').money, strip)).toBe('¥500');
  });

  it('builds the mail in the payer’s language with lang, dir and a plain-text part', () => {
    const mail = receipt.receiptMail(copy, 'Hebrew', { ...payment, kind: 'hire' });
    expect(mail.subject).toBe(copy.he?.subject);
    expect(mail.html).toMatch(/^<div lang="he" dir="rtl">/);
    expect(mail.text).toContain(copy.he?.hire);
    expect(mail.text).toContain('1.00\u00a0$');
    expect(mail.text).toContain('23 בנובמבר 2026');
    expect(mail.text).not.toContain('2026-11-23');
    expect(mail.text).toContain('abc123');
    const german = receipt.receiptMail(copy, 'German', payment);
    expect(german.html).toMatch(/^<div lang="de" dir="ltr">/);
    expect(german.text).toContain(copy.de?.listing);
    expect(german.text).toContain('23. November 2026');
  });

  it('falls back to English for an unknown language and escapes what it writes', () => {
    const mail = receipt.receiptMail(copy, 'Klingon', { ...payment, reference: '<b>x</b>' });
    expect(mail.subject).toBe(copy.en?.subject);
    expect(mail.html).toMatch(/^<div lang="en" dir="ltr">/);
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(receipt.receiptMail(copy, 'constructor', payment).subject).toBe(copy.en?.subject);
  });
});
