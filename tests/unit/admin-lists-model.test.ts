import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  auditActionKey,
  auditTargetKey,
  csvCell,
  eventFilterQuery,
  filterFromQuery,
  NO_FILTER,
  toCsv,
} from '@/features/admin-lists/model';
import { mayOpen } from '@/features/admin-shell/model';

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
    expect(eventFilterQuery(NO_FILTER)).toEqual({ expression: '', params: {} });
  });

  it('binds every part as a parameter, with whole days in UTC', () => {
    expect(
      eventFilterQuery({
        type: 'failed_auth',
        severity: 'high',
        from: '2026-11-01',
        to: '2026-11-23',
        user: ' abcdefghij12345 ',
      }),
    ).toEqual({
      expression:
        'event_type = {:type} && severity = {:severity} && created >= {:from} && created <= {:to} && user = {:user}',
      params: {
        type: 'failed_auth',
        severity: 'high',
        from: '2026-11-01 00:00:00.000Z',
        to: '2026-11-23 23:59:59.999Z',
        user: 'abcdefghij12345',
      },
    });
  });

  it('leaves out what is not a known type, a day or a record id', () => {
    expect(
      eventFilterQuery({
        type: 'x" || 1=1',
        severity: 'low',
        from: 'yesterday',
        to: '2026-13',
        user: 'a" || id != "',
      }),
    ).toEqual({ expression: '', params: {} });
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
          'type=failed_auth&severity=high&from=2026-11-24&to=2026-11-25&user=abc123',
        ),
      ),
    ).toEqual({
      type: 'failed_auth',
      severity: 'high',
      from: '2026-11-24',
      to: '2026-11-25',
      user: 'abc123',
    });
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
