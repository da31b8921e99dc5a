import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRecords, type Actor } from '../../support/actors';
import { startSmtpCatcher } from '../../support/smtp-catcher';
import { opts, useMarketplace, useMatrix } from '../../support/bad-input';
import { row, type Fields, type Refusal, type Row } from '../../support/refusal';
import { stampStaff } from '../../support/staff';

// Forged claims at POST /api/admin-verify-session and POST /api/test-resend: no one becomes
// an admin by saying so, and nothing is written or sent (tests/support/bad-input.ts).
const m = useMatrix('bad-input/admin-routes');
/** The people and records the cases run against. */
const w = useMarketplace(m);

/** `token` with its payload's `id` replaced (the signature no longer matches). */
function withSwappedId(token: string, id: string): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Fields;
  const forged = Buffer.from(JSON.stringify({ ...claims, id })).toString('base64url');
  return [header, forged, signature].join('.');
}

/** An unsigned (`alg: none`) token naming user `id`. */
function unsignedToken(id: string, collectionId: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ id, collectionId, type: 'auth', exp, refreshable: true })}.`;
}

describe('POST /api/admin-verify-session and POST /api/test-resend', () => {
  let boss: Actor;
  let moderator: Actor;
  let usersCollectionId: string;

  beforeAll(async () => {
    [boss, moderator] = await Promise.all([m.register(), m.register()]);
    await Promise.all([
      m.admin.collection('user_roles').create({ user: boss.id, role: 'admin' }, opts),
      m.admin.collection('user_roles').create({ user: moderator.id, role: 'moderator' }, opts),
    ]);
    await stampStaff(m.admin, boss, 15 * 60_000);
    await stampStaff(m.admin, moderator, 15 * 60_000);
    usersCollectionId = boss.record.collectionId;
  });

  const token = (value: () => string) => () => m.as({ token: value(), record: null });

  it.each<[string, () => PocketBase, () => unknown]>([
    [
      'a guest whose body claims {isAdmin: true, role: "admin"}',
      () => m.as(),
      () => ({ isAdmin: true, role: 'admin' }),
    ],
    [
      "a user whose body names an admin's user id",
      () => m.as(w.outsider),
      () => ({ user: boss.id, userId: boss.id }),
    ],
    ['a guest sending malformed JSON', () => m.as(), () => '{"isAdmin":'],
    [
      "a user's token with its id swapped for an admin's (signature no longer matches)",
      token(() => withSwappedId(w.outsider.token, boss.id)),
      () => ({}),
    ],
    [
      'an unsigned (alg none) token naming an admin',
      token(() => unsignedToken(boss.id, usersCollectionId)),
      () => ({}),
    ],
  ])('admin-verify-session answers isAdmin false to %s', async (_title, by, body) => {
    const before = await countRecords(m.admin, 'user_roles');
    expect(
      await by().send('/api/admin-verify-session', {
        method: 'POST',
        body: body(),
        requestKey: null,
      }),
    ).toEqual({ isAdmin: false, roles: [] });
    expect(await countRecords(m.admin, 'user_roles')).toBe(before);
  });

  const unauthenticated: Refusal = { status: 401, errors: {}, label: '401 (no valid session)' };
  // The staff guard names its reason in a stable code the app translates (lib/staff.js).
  const forbidden: Refusal = {
    status: 403,
    errors: { auth: 'staff_only' },
    label: '403 (not an admin)',
  };
  const attacker = { to: 'attacker@example.com', email: 'attacker@example.com' };

  it.each<Row<unknown>>([
    row('test-resend from a guest naming a recipient', () => attacker, unauthenticated, {
      by: () => m.as(),
    }),
    row(
      'test-resend from a user who is not an admin, claiming isAdmin',
      () => ({ ...attacker, isAdmin: true }),
      forbidden,
      { by: () => m.as(w.outsider) },
    ),
    row('test-resend from a moderator', () => attacker, forbidden, { by: () => m.as(moderator) }),
    row(
      "test-resend with a user's token whose id was swapped for an admin's",
      () => attacker,
      unauthenticated,
      { by: token(() => withSwappedId(w.outsider.token, boss.id)) },
    ),
  ])('%s', async (_title, c) => {
    const pb = (c.by ?? (() => m.as()))();
    await m.refused(
      pb.send('/api/test-resend', { method: 'POST', body: c.body(), requestKey: null }),
      c.expected,
    );
  });

  it("test-resend ignores a recipient in an admin's body: the email goes to the admin only", async () => {
    const smtp = await startSmtpCatcher();
    try {
      await m.admin.settings.update(
        {
          meta: { senderAddress: 'noreply@tests.local', senderName: 'TradesMarket' },
          smtp: {
            enabled: true,
            host: '127.0.0.1',
            port: smtp.port,
            tls: false,
            username: '',
            password: '',
          },
        },
        opts,
      );
      const answer = await m.as(boss).send<{ ok: boolean; to?: string }>('/api/test-resend', {
        method: 'POST',
        body: attacker,
        requestKey: null,
      });
      expect(answer).toEqual({ ok: true, to: boss.email });
      expect(smtp.messages.map((m) => m.to)).toEqual([[boss.email]]);
    } finally {
      await m.admin.settings.update({ smtp: { enabled: false } }, opts);
      await smtp.stop();
    }
  });
});
