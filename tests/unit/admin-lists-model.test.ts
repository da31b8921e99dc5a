import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  auditActionKey,
  auditTargetKey,
  csvCell,
  enumKey,
  eventFilterParams,
  filterFromQuery,
  languageLabel,
  NO_FILTER,
  toCsv,
} from '@/features/admin/lists/model';
import { mayOpen } from '@/features/admin/shell/model';

describe('CSV export', () => {
  it('quotes cells with quotes, commas and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('defuses spreadsheet formulas: =, +, -, @ (and tab, CR) get a leading quote', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=1')).toBe('a=1');
  });

  it('writes empty cells for null and undefined, and JSON for objects', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(3)).toBe('3');
    expect(csvCell({ reason: 'x' })).toBe('"{""reason"":""x""}"');
  });

  it('builds a document with a heading row and CRLF line ends', () => {
    const rows = [{ email: 'a@example.com', note: '=cmd' }];
    expect(
      toCsv(rows, [
        { heading: 'email', value: (r) => r.email },
        { heading: 'note', value: (r) => r.note },
      ]),
    ).toBe("email,note\r\na@example.com,'=cmd\r\n");
  });
});

describe('security event filter', () => {
  it('is empty without a filter', () => {
    expect(eventFilterParams(NO_FILTER)).toEqual({});
  });

  it("sends every known value as the route's query, the user trimmed", () => {
    expect(
      eventFilterParams({
        type: 'failed_auth',
        severity: 'high',
        from: '2026-11-01',
        to: '2026-11-23',
        user: ' abcdefghij12345 ',
      }),
    ).toEqual({
      type: 'failed_auth',
      severity: 'high',
      from: '2026-11-01',
      to: '2026-11-23',
      user: 'abcdefghij12345',
    });
  });

  it('takes an email for the user (the server finds the account)', () => {
    expect(eventFilterParams({ ...NO_FILTER, user: ' Someone@Example.com ' })).toEqual({
      user: 'Someone@Example.com',
    });
  });

  it('leaves out what is not a known type, a day, a record id or an email', () => {
    expect(
      eventFilterParams({
        type: 'x" || 1=1',
        severity: 'low',
        from: 'yesterday',
        to: '2026-13',
        user: 'a" || id != "',
      }),
    ).toEqual({});
  });
});

describe('admin shell roles', () => {
  it('opens a page to the roles it names only', () => {
    expect(mayOpen(['admin'], ['admin'])).toBe(true);
    expect(mayOpen(['moderator'], ['admin'])).toBe(false);
    expect(mayOpen(['moderator'], ['admin', 'moderator'])).toBe(true);
    expect(mayOpen([], ['admin', 'moderator'])).toBe(false);
  });
});

describe('a security-event filter from a link', () => {
  it('reads the known values of the query and drops the rest', () => {
    expect(
      filterFromQuery(
        new URLSearchParams(
          'type=failed_auth&severity=high&from=2026-11-24&to=2026-11-25&user=abcdefghij12345',
        ),
      ),
    ).toEqual({
      type: 'failed_auth',
      severity: 'high',
      from: '2026-11-24',
      to: '2026-11-25',
      user: 'abcdefghij12345',
    });
    expect(filterFromQuery(new URLSearchParams('user=a%40example.com')).user).toBe('a@example.com');
    expect(
      filterFromQuery(new URLSearchParams('type=drop&severity=low&from=yesterday&user=a"||1=1')),
    ).toEqual(NO_FILTER);
  });
});

describe('audit entries in words', () => {
  it('has English words for every action the server writes and every target', async () => {
    const admin = (await import('@/i18n/locales/en/admin.json', { with: { type: 'json' } }))
      .default;
    for (const action of AUDIT_ACTIONS) {
      const key = auditActionKey(action);
      expect(key, action).not.toBeNull();
      const leaf = String(key).replace('audit.actions.', '') as keyof typeof admin.audit.actions;
      expect(admin.audit.actions[leaf], action).toMatch(/^[A-Z]/);
    }
    expect(auditActionKey('listing.suspend')).toBe('audit.actions.listing_suspend');
    expect(auditActionKey('listing.delete_everything')).toBeNull();
    expect(auditTargetKey('contractors')).toBe('audit.targets.contractors');
    expect(auditTargetKey('users')).toBeNull();
  });

  it('knows every action the server’s hooks write', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const written = new Set<string>();
    for (const dir of ['pb_hooks', 'pb_hooks/lib']) {
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
        const source = readFileSync(`${dir}/${file}`, 'utf8');
        for (const m of source.matchAll(
          /'((?:affiliate|blast|listing|review|hire|verification)\.[a-z_]+)'/g,
        )) {
          if (m[1]) written.add(m[1]);
        }
      }
    }
    for (const action of written)
      expect(AUDIT_ACTIONS as readonly string[], action).toContain(action);
  });
});

describe('lead and affiliate values in words', () => {
  it('names a key for every value the server stores, pending for an empty offer status', () => {
    expect(enumKey('intents', 'hirer')).toBe('leads.intents.hirer');
    expect(enumKey('offerStatuses', 'skipped')).toBe('leads.offerStatuses.skipped');
    expect(enumKey('offerStatuses', '')).toBe('leads.offerStatuses.pending');
    expect(enumKey('payoutMethods', 'paypal')).toBe('affiliates.payoutMethods.paypal');
  });

  it('has no key for a value it does not know (shown as written)', () => {
    expect(enumKey('intents', 'landlord')).toBeNull();
    expect(enumKey('offerStatuses', 'queued')).toBeNull();
    expect(enumKey('payoutMethods', 'crypto')).toBeNull();
  });

  it('words every stored select value of the migrations', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const dir = 'pb_migrations';
    const all = readdirSync(dir)
      .map((f) => readFileSync(`${dir}/${f}`, 'utf8'))
      .join('\n');
    for (const value of ['contractor', 'hirer', 'unknown']) {
      expect(all).toContain(`'${value}'`);
      expect(enumKey('intents', value)).not.toBeNull();
    }
    for (const value of ['sent', 'failed', 'skipped']) {
      expect(enumKey('offerStatuses', value)).not.toBeNull();
    }
    expect(all).toContain("values: ['paypal', 'bank_transfer']");
  });

  it("names a stored language in the reader's language", () => {
    const languages = [
      { code: 'de', name: 'German', nativeName: 'Deutsch' },
      { code: 'ar', name: 'Arabic', nativeName: 'العربية' },
    ];
    expect(languageLabel('German', 'de', languages)).toBe('Deutsch');
    expect(languageLabel('German', 'en', languages)).toBe('German');
    expect(languageLabel('German', 'ar', languages)).not.toMatch(/[A-Za-z]/);
    expect(languageLabel('Klingon', 'de', languages)).toBe('Klingon');
  });
});
