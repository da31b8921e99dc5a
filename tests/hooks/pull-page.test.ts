import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

// The pull route's query and SQL (pb_hooks/lib/pull-page.js). What it answers each role is
// proven against the real server in tests/integration/pull-route.test.ts.
interface FakeField {
  getName(): string;
  getHidden(): boolean;
  type(): string;
  isMultiple?: () => boolean;
}
interface FakeCollection {
  id: string;
  name: string;
  listRule: string | null;
  fields: FakeField[];
}
const p = loadHooksLib('pull-page.js') as {
  LISTINGS_LIST_RULE: string;
  pageSql: (collection: FakeCollection, fromStart: boolean) => string | null;
  parsePageQuery: (
    get: (name: string) => string,
  ) => { afterUpdated: string; afterId: string; perPage: number } | { error: string };
  pocketBaseNow: (ms: number) => string;
};

const field = (name: string, type: string, hidden = false, multiple = false): FakeField => ({
  getName: () => name,
  getHidden: () => hidden,
  type: () => type,
  isMultiple: () => multiple,
});

const listings = (fields: FakeField[], listRule = p.LISTINGS_LIST_RULE): FakeCollection => ({
  id: 'pbc_3674826820',
  name: 'contractors',
  listRule,
  fields: [
    field('id', 'text'),
    field('owner', 'relation'),
    field('updated', 'autodate'),
    field('status', 'select'),
    ...fields,
  ],
});

const query = (values: Record<string, string>) => (name: string) => values[name] ?? '';

describe('pb_hooks/lib/pull-page.js', () => {
  it('reads a cursor and a page size, at most 1,000 as the REST list API', () => {
    expect(
      p.parsePageQuery(
        query({ after_updated: '2026-11-01 10:00:00.000Z', after_id: 'abc123', perPage: '1000' }),
      ),
    ).toEqual({ afterUpdated: '2026-11-01 10:00:00.000Z', afterId: 'abc123', perPage: 1000 });
    expect(p.parsePageQuery(query({ perPage: '5000' }))).toEqual({
      afterUpdated: '',
      afterId: '',
      perPage: 1000,
    });
  });

  it('refuses a malformed cursor or page size', () => {
    for (const bad of [
      { after_updated: "x' OR 1=1 --", after_id: 'a', perPage: '10' },
      { after_updated: '', after_id: 'a', perPage: '10' },
      { perPage: '0' },
      { perPage: '-1' },
      { perPage: '1e3' },
      {},
    ]) {
      expect(p.parsePageQuery(query(bad))).toHaveProperty('error');
    }
  });

  it('prints @now as PocketBase does', () => {
    expect(p.pocketBaseNow(Date.UTC(2026, 10, 27, 17, 5, 3, 42))).toBe('2026-11-27 17:05:03.042Z');
  });

  it('leaves hidden fields out, and adds the own contact fields only on the caller’s listing', () => {
    const sql = p.pageSql(
      listings([
        field('phone', 'text', true),
        field('email', 'email', true),
        field('secret_note', 'text', true),
        field('city', 'text'),
      ]),
      true,
    );
    expect(sql).not.toBeNull();
    expect(sql).not.toContain('secret_note');
    expect(sql).toContain("'city', coalesce(c.[city], '')");
    // phone and email appear only inside json_set, under the owner check.
    const publicPart = sql?.split('json_set(')[0] ?? '';
    expect(publicPart).not.toMatch(/'phone'|'email'|\$\.phone/);
    expect(sql).toMatch(
      /CASE WHEN \{:auth\} != '' AND c\.\[owner\] = \{:auth\} THEN json_set\(.*'\$\.phone', coalesce\(c\.\[phone\], ''\), '\$\.email'/,
    );
    expect(sql).not.toContain('{:after_updated}');
    expect(p.pageSql(listings([]), false)).toContain('c.[updated] > {:after_updated}');
  });

  it('does not answer for a rule, a field type or a field name it does not mirror', () => {
    expect(p.pageSql(listings([], 'status = "active"'), true)).toBeNull();
    expect(p.pageSql(listings([], null as unknown as string), true)).toBeNull();
    expect(p.pageSql(listings([field('spot', 'geoPoint')]), true)).toBeNull();
    expect(p.pageSql(listings([field('a]; DROP TABLE x; --', 'text')]), true)).toBeNull();
    expect(p.pageSql({ ...listings([]), name: 'reviews' }, true)).toBeNull();
  });

  it('prints multi-value fields as arrays, single ones as strings', () => {
    const sql = p.pageSql(
      listings([field('trades', 'relation', false, true), field('logo', 'file')]),
      true,
    );
    expect(sql).toMatch(/'trades', \(CASE WHEN c\.\[trades\] IS NULL/);
    expect(sql).toContain("'logo', coalesce(c.[logo], '')");
  });
});
