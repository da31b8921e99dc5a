import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

type Token = { type: string; text: string };
type Atom = { type: 'atom'; left: string; op: string; right: Token; text: string };
type Node = Atom | { type: 'and' | 'or'; items: Node[] };
type Resolve = (name: string) => string | undefined;
type Test = (atom: Atom) => boolean | undefined;
const { parseRule, fieldsNamed } = loadHooksLib('rule-filter.js') as {
  parseRule: (text: string) => Node;
  fieldsNamed: (text: string) => string[];
};
const lib = loadHooksLib('refusals.js') as {
  refusalKind: (
    method: string,
    path: string,
    status: number,
    data: unknown,
  ) => { kind: string; collection: string; id: string } | null;
  comparing: (resolve: Resolve) => Test;
  failingAtom: (node: Node, test: Test) => Atom | null;
  codeForAtom: (atom: Atom) => { field: string; code: string };
  codeForChangeAtom: (atom: Atom, collection: string) => { field: string; code: string };
  readProblem: (
    query: { filter: string; sort: string },
    isHidden: (path: string) => boolean,
  ) => { field: string; code: string } | null;
};

const HIRE_CREATE =
  '(@request.body.dispute_resolution:isset = false) && ((@request.auth.id != "" && ' +
  '@request.auth.verified = true) && (@request.body.client = @request.auth.id) && ' +
  '(@request.body.status = "requested") && (@request.body.contractor.status = "active") && ' +
  '(@request.body.contractor.listing_paid_at != "" || @request.body.contractor.listed_until > @now) && ' +
  '(@request.body.contractor.owner != @request.auth.id))';

/** Why the hires create rule refuses a request with these values. */
function why(values: Record<string, string>) {
  const base: Record<string, string> = {
    '@request.body.dispute_resolution:isset': 'false',
    '@request.auth.id': 'u1',
    '@request.auth.verified': 'true',
    '@request.body.client': 'u1',
    '@request.body.status': 'requested',
    '@request.body.contractor.status': 'active',
    '@request.body.contractor.listing_paid_at': '2026-01-01 00:00:00.000Z',
    '@request.body.contractor.listed_until': '',
    '@now': '2026-12-07 12:00:00.000Z',
    '@request.body.contractor.owner': 'u2',
  };
  const all = { ...base, ...values };
  const atom = lib.failingAtom(
    parseRule(HIRE_CREATE),
    lib.comparing((name) => all[name]),
  );
  return atom ? lib.codeForAtom(atom) : null;
}

describe('refusalKind', () => {
  it('tells the bare refusals of the records routes apart', () => {
    const records = '/api/collections/hires/records';
    expect(lib.refusalKind('POST', records, 400, {})).toEqual({
      kind: 'create',
      collection: 'hires',
      id: '',
    });
    expect(lib.refusalKind('GET', records, 400, {})?.kind).toBe('read');
    expect(lib.refusalKind('PATCH', `${records}/abc`, 404, {})).toEqual({
      kind: 'change',
      collection: 'hires',
      id: 'abc',
    });
    expect(lib.refusalKind('POST', '/api/collections/user_roles/records', 403, {})?.kind).toBe(
      'superusers',
    );
    // Already coded, a missing record to read, a sign-in: left as they are.
    expect(lib.refusalKind('POST', records, 400, { status: { code: 'x' } })).toBeNull();
    expect(lib.refusalKind('GET', `${records}/abc`, 404, {})).toBeNull();
    expect(
      lib.refusalKind('POST', '/api/collections/users/auth-with-password', 400, {}),
    ).toBeNull();
  });
});

describe('the failing part of a create rule', () => {
  it('is named by the field at fault', () => {
    expect(why({})).toBeNull();
    expect(why({ '@request.auth.id': '' })).toEqual({ field: 'auth', code: 'auth_required' });
    expect(why({ '@request.auth.verified': 'false' })).toEqual({
      field: 'auth',
      code: 'email_unverified',
    });
    expect(why({ '@request.body.dispute_resolution:isset': 'true' })).toEqual({
      field: 'dispute_resolution',
      code: 'validation_not_allowed',
    });
    expect(why({ '@request.body.client': 'u9' })).toEqual({ field: 'client', code: 'not_yours' });
    expect(why({ '@request.body.status': 'accepted' })).toEqual({
      field: 'status',
      code: 'validation_invalid_value',
    });
    expect(why({ '@request.body.contractor.status': 'draft' })).toEqual({
      field: 'contractor',
      code: 'listing_unavailable',
    });
    expect(why({ '@request.body.contractor.owner': 'u1' })).toEqual({
      field: 'contractor',
      code: 'own_record',
    });
  });

  it('reads an || as a whole: a listing unpaid and past its free month is unavailable', () => {
    expect(why({ '@request.body.contractor.listing_paid_at': '' })).toEqual({
      field: 'contractor',
      code: 'listing_unavailable',
    });
    expect(
      why({
        '@request.body.contractor.listing_paid_at': '',
        '@request.body.contractor.listed_until': '2027-01-01 00:00:00.000Z',
      }),
    ).toBeNull();
  });

  it('names nothing it cannot know', () => {
    const atom = lib.failingAtom(
      parseRule('@collection.x.y ?= @request.auth.id && @request.body.a = "b"'),
      lib.comparing((name) => (name === '@request.body.a' ? 'b' : undefined)),
    );
    expect(atom).toBeNull();
  });
});

describe('the failing part of an update rule', () => {
  it('picks the alternative meant for the caller', () => {
    // A client cancelling a hire the contractor accepted meanwhile.
    const rule = parseRule(
      '(client = @request.auth.id && status = "requested" && @request.body.status = "cancelled") || ' +
        '(contractor.owner = @request.auth.id && status = "accepted" && @request.body.status = "done")',
    );
    const state: Record<string, boolean> = {
      'client = @request.auth.id': true,
      'status = "requested"': false,
      '@request.body.status = "cancelled"': true,
      'contractor.owner = @request.auth.id': false,
      'status = "accepted"': true,
      '@request.body.status = "done"': false,
    };
    const atom = lib.failingAtom(rule, (a) => state[a.text]);
    expect(atom?.text).toBe('status = "requested"');
    expect(lib.codeForChangeAtom(atom as Atom, 'hires')).toEqual({
      field: 'status',
      code: 'invalid_state',
    });
  });

  it('says a suspended listing is suspended', () => {
    const atom = lib.failingAtom(
      parseRule('owner = @request.auth.id && status != "suspended"'),
      (a) => (a.left === 'owner' ? true : false),
    );
    expect(lib.codeForChangeAtom(atom as Atom, 'contractors')).toEqual({
      field: 'status',
      code: 'listing_suspended',
    });
  });
});

describe('filters', () => {
  it('finds the fields a filter or sort names', () => {
    expect(fieldsNamed('phone = "1" && (status = \'active\' || @request.auth.id != "")')).toEqual([
      'phone',
      'status',
    ]);
    expect(fieldsNamed('-created,contractor.phone')).toEqual(['created', 'contractor.phone']);
    expect(fieldsNamed('email:lower = "a"')).toEqual(['email']);
  });

  it('names a hidden field, else calls the filter invalid', () => {
    const hidden = (path: string) => path === 'phone' || path === 'contractor.phone';
    expect(lib.readProblem({ filter: 'phone = "1"', sort: '' }, hidden)).toEqual({
      field: 'filter',
      code: 'filter_field_hidden',
    });
    expect(lib.readProblem({ filter: '', sort: '-contractor.phone' }, hidden)).toEqual({
      field: 'sort',
      code: 'filter_field_hidden',
    });
    expect(lib.readProblem({ filter: 'nosuch = 1', sort: '' }, hidden)).toEqual({
      field: 'filter',
      code: 'filter_invalid',
    });
    expect(lib.readProblem({ filter: '', sort: '' }, hidden)).toBeNull();
  });
});
