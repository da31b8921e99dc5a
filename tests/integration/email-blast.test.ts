import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase, { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRecords, freshEmail, guest, signUp, superuser, type Actor } from '../support/actors';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';
import { stampStaff } from '../support/staff';
import {
  sendMailTo,
  startSmtpCatcher,
  stopSendingMail,
  partsOf,
  subjectOf,
  type CaughtMail,
  type SmtpCatcher,
} from '../support/smtp-catcher';

// The email blast against its own PocketBase (a blast to "all users" must not see the shared
// server's users, and one test restarts the server on the same data dir) and an SMTP catcher.
const opts = { requestKey: null };
const dataDir = mkdtempSync(join(tmpdir(), 'pb-blast-'));
const env = { BLAST_RATE_PER_MINUTE: '1000' };
let server: RunningPocketBase;
let smtp: SmtpCatcher;
let root: PocketBase;

beforeAll(async () => {
  server = await startTestPocketBase({ dataDir, env });
  smtp = await startSmtpCatcher();
  root = await superuser(server.url);
  await sendMailTo(root, smtp.port);
}, 60_000);

afterAll(async () => {
  await server.stop();
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const url = () => server.url;

/** A signed-up user with a verified address, in `language`. */
async function person(language: string, userType = 'client'): Promise<Actor> {
  const actor = await signUp(url(), { language_preference: language, user_type: userType });
  await root.collection('users').update(actor.id, { verified: true }, opts);
  return actor;
}

/** A user with a staff role whose staff session ends `untilMs` from now (negative: idle). */
async function staff(role: 'admin' | 'moderator', untilMs = 15 * 60_000): Promise<Actor> {
  // Hindi: no blast here is in Hindi, so staff are never recipients, verified or not.
  const actor = await signUp(url(), { language_preference: 'Hindi' });
  await root.collection('user_roles').create({ user: actor.id, role }, opts);
  await stampStaff(root, actor, untilMs);
  return actor;
}

/** 120 verified Dutch-speaking users (nobody else here speaks Dutch), made once per file. */
let dutch: Promise<string[]> | undefined;
function dutchUsers(): Promise<string[]> {
  dutch ??= (async () => {
    const emails: string[] = [];
    for (let i = 0; i < 120; i += 10) {
      const group = Array.from({ length: 10 }, () => freshEmail('dutch'));
      emails.push(...group);
      await Promise.all(
        group.map((email) =>
          root.collection('users').create(
            {
              email,
              password: 'dutch-password-1',
              passwordConfirm: 'dutch-password-1',
              verified: true,
              language_preference: 'Dutch',
            },
            opts,
          ),
        ),
      );
    }
    return emails;
  })();
  return dutch;
}

/** A blast body whose subjects carry `tag`, so this test's mails can be told apart. */
function blastBody(tag: string, languages: string[], audience = 'all') {
  const texts: Record<string, { subject: string; body: string }> = {
    English: {
      subject: `News ${tag}`,
      body: 'Hello from **TradesMarket**.\n\nSee https://trades.example/browse',
    },
    Spanish: { subject: `Novedades ${tag}`, body: 'Hola desde TradesMarket.' },
    German: { subject: `Neuigkeiten ${tag}`, body: 'Hallo von TradesMarket.' },
    Italian: { subject: `Novità ${tag}`, body: 'Ciao da TradesMarket.' },
    Dutch: { subject: `Nieuws ${tag}`, body: 'Hallo van TradesMarket.' },
  };
  return {
    audience,
    languages,
    content: Object.fromEntries(languages.map((l) => [l, texts[l]])),
  };
}

async function post(pb: PocketBase, path: string, body?: unknown) {
  return pb.send<Record<string, unknown>>(path, { method: 'POST', body, ...opts });
}

interface Progress {
  id: string;
  status: string;
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  unconfirmed: number;
  pending: number;
}

/**
 * Runs one batch now, as the superuser; when the cron job's batch is running at that moment
 * (`paused: busy`), waits for it and runs one after it.
 */
async function runBatch(): Promise<Record<string, unknown>> {
  for (let tries = 0; tries < 300; tries += 1) {
    const result = await post(root, '/api/admin/email-blasts/run-batch');
    if (result.paused !== 'busy') return result;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('a batch kept running for 30 s');
}
const mailsTo = (email: string, tag: string): CaughtMail[] =>
  smtp.messages.filter((m) => m.to.includes(email) && subjectOf(m).endsWith(tag));
const headerOf = (mail: CaughtMail, name: string) => {
  const head = (mail.raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
};

/** The signed unsubscribe link the server would put in a mail to `email`. */
async function signedLink(email: string, language: string) {
  const secret = await root
    .collection('server_secrets')
    .getFirstListItem("name = 'unsubscribe_hmac'", opts);
  const signature = createHmac('sha256', String(secret.value)).update(email).digest('hex');
  return `${url()}/api/email/unsubscribe?e=${encodeURIComponent(email)}&s=${signature}&l=${language}`;
}

describe('a blast to three languages', () => {
  it('mails each recipient once, in their language, with one-click unsubscribe headers, and skips the unsubscribed', async () => {
    const admin = await staff('admin');
    const [en, es, de, esOut, fr] = await Promise.all([
      person('English', 'contractor'),
      person('Spanish'),
      person('German', 'general_contractor'),
      person('Spanish'),
      person('French'),
    ]);
    const unverified = await signUp(url(), { language_preference: 'English' });
    await root.collection('users').update(unverified.id, { verified: false }, opts);

    const link = await signedLink(esOut.email, 'es');
    const confirm = await fetch(link);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('¿Quieres dejar de recibir');
    const done = await fetch(link, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Te has dado de baja');

    const tag = `t${Date.now()}`;
    const queued = (await post(
      admin.pb,
      '/api/admin/email-blasts',
      blastBody(tag, ['English', 'Spanish', 'German']),
    )) as unknown as Progress;
    expect(queued.status).toBe('sending');
    expect(queued.total).toBe(4);
    await runBatch();

    for (const [actor, subject, lang] of [
      [en, `News ${tag}`, 'en'],
      [es, `Novedades ${tag}`, 'es'],
      [de, `Neuigkeiten ${tag}`, 'de'],
    ] as const) {
      const mails = mailsTo(actor.email, tag);
      expect(mails, actor.email).toHaveLength(1);
      const mail = mails[0] as CaughtMail;
      expect(subjectOf(mail)).toBe(subject);
      expect(partsOf(mail).html).toMatch(new RegExp(`^<div lang="${lang}" dir="ltr">`));
      expect(headerOf(mail, 'List-Unsubscribe')).toMatch(
        /^<https:\/\/trades\.example\/api\/email\/unsubscribe\?e=.+&s=[0-9a-f]{64}&l=[a-z]{2}>$/,
      );
      expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
    expect(mailsTo(esOut.email, tag)).toHaveLength(0);
    expect(mailsTo(fr.email, tag)).toHaveLength(0);
    expect(mailsTo(unverified.email, tag)).toHaveLength(0);

    const progress = await admin.pb.send<Progress>(`/api/admin/email-blasts/${queued.id}`, opts);
    expect(progress).toMatchObject({ status: 'sent', sent: 3, skipped: 1, failed: 0, pending: 0 });

    // Running again sends nothing more.
    await runBatch();
    expect(mailsTo(en.email, tag)).toHaveLength(1);
    const log = await root
      .collection('admin_actions')
      .getFirstListItem(`action = 'blast.send' && target_id = '${queued.id}'`, opts);
    expect(log.actor).toBe(admin.id);
  });

  it('refuses a forged or missing signature on the unsubscribe link', async () => {
    const target = freshEmail('victim');
    const good = await signedLink(target, 'en');
    const forged = good.replace(/s=[0-9a-f]{4}/, 's=0000');
    for (const link of [forged, `${url()}/api/email/unsubscribe?e=${target}`]) {
      const res = await fetch(link, { method: 'POST' });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('not valid');
    }
    expect(
      await countRecords(root, 'email_unsubscribes').then(async (n) => {
        await fetch(forged, { method: 'POST' });
        return (await countRecords(root, 'email_unsubscribes')) - n;
      }),
    ).toBe(0);
  });
});

describe('exit-intent leads', () => {
  it('reach only visitors who accepted marketing and confirmed it, once per address, in their latest language', async () => {
    const admin = await staff('admin');
    const yes = freshEmail('lead-yes');
    const no = freshEmail('lead-no');
    const capture = (email: string, language: string, consent?: boolean) =>
      guest(url())
        .collection('exit_intent_captures')
        .create(
          {
            email,
            user_intent: 'hirer',
            language_preference: language,
            ...(consent === undefined ? {} : { marketing_consent: consent }),
          },
          opts,
        );
    const stranger = freshEmail('lead-unconfirmed');
    await capture(yes, 'English', true);
    await capture(stranger, 'English', true);
    await capture(no, 'Spanish', false);
    await capture(no, 'English');
    // Nobody confirmed yet: a ticked box for a typed address reaches no blast.
    const before = await post(
      admin.pb,
      '/api/admin/email-blasts/preview',
      blastBody(`u${Date.now()}`, ['English', 'Spanish'], 'leads'),
    );
    expect(before.recipients).toBe(0);
    const link = smtp.messages
      .filter((m) => m.to.includes(yes))
      .map((m) => /\/marketing-confirm\?token=([^\s"<]+)/.exec(partsOf(m).text)?.[1])
      .find((token) => token !== undefined);
    const confirmed = await fetch(`${url()}/api/app/marketing-consent/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: decodeURIComponent(link ?? '') }),
    });
    expect(confirmed.status).toBe(200);
    // Once confirmed, a later capture of the address only changes its language.
    await capture(yes.toUpperCase(), 'Spanish', true);
    const tag = `l${Date.now()}`;
    const queued = (await post(
      admin.pb,
      '/api/admin/email-blasts',
      blastBody(tag, ['English', 'Spanish'], 'leads'),
    )) as unknown as Progress;
    expect(queued.total).toBe(1);
    await runBatch();
    const mails = smtp.messages.filter((m) => subjectOf(m).endsWith(tag));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual([yes.toLowerCase()]);
    expect(subjectOf(mails[0] as CaughtMail)).toBe(`Novedades ${tag}`);
  });
});

describe('sending pace and mail trouble', () => {
  it('pauses while mail cannot connect, losing nobody, and carries on once it works', async () => {
    const admin = await staff('admin');
    const [a, b] = await Promise.all([person('Italian'), person('Italian')]);
    const tag = `p${Date.now()}`;
    const queued = (await post(
      admin.pb,
      '/api/admin/email-blasts',
      blastBody(tag, ['Italian']),
    )) as unknown as Progress;
    await sendMailTo(root, 1);
    try {
      const first = await runBatch();
      expect(first).toMatchObject({ sent: 0, paused: 'failing' });
      const second = await runBatch();
      expect(second).toMatchObject({ sent: 0, paused: 'failing' });
    } finally {
      await sendMailTo(root, smtp.port);
    }
    const during = await admin.pb.send<Progress>(`/api/admin/email-blasts/${queued.id}`, opts);
    expect(during).toMatchObject({ status: 'sending', sent: 0, failed: 0, unconfirmed: 0 });
    await runBatch();
    expect(mailsTo(a.email, tag)).toHaveLength(1);
    expect(mailsTo(b.email, tag)).toHaveLength(1);
  });

  it(
    "is sent by the registered cron job (run now through PocketBase's crons API, not waited for)",
    { timeout: 30_000 },
    async () => {
      const admin = await staff('admin');
      const recipient = await person('German');
      const tag = `c${Date.now()}`;
      const queued = (await post(
        admin.pb,
        '/api/admin/email-blasts',
        blastBody(tag, ['German']),
      )) as unknown as Progress;
      const jobs = await root.crons.getFullList(opts);
      expect(jobs.find((j) => j.id === 'emailBlastBatch')?.expression).toBe('* * * * *');
      await root.crons.run('emailBlastBatch', opts);
      let progress = queued;
      const deadline = Date.now() + 20_000;
      while (progress.status === 'sending' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        progress = await admin.pb.send<Progress>(`/api/admin/email-blasts/${queued.id}`, opts);
      }
      expect(progress.status).toBe('sent');
      expect(mailsTo(recipient.email, tag)).toHaveLength(1);
    },
  );
});

describe('cancelling in the middle of a blast', () => {
  it('stops within a few messages, and nothing more goes out', { timeout: 120_000 }, async () => {
    const admin = await staff('admin');
    await dutchUsers();
    const tag = `x${Date.now()}`;
    const body = {
      audience: 'all',
      languages: ['Dutch'],
      content: { Dutch: { subject: `Nieuws ${tag}`, body: 'Hallo van TradesMarket.' } },
    };
    const queued = (await post(admin.pb, '/api/admin/email-blasts', body)) as unknown as Progress;
    expect(queued.total).toBe(120);
    const ours = () => smtp.messages.filter((m) => subjectOf(m).endsWith(tag)).length;
    const batch = runBatch();
    while (ours() < 5) await new Promise((r) => setTimeout(r, 5));
    const cancelled = (await post(
      admin.pb,
      `/api/admin/email-blasts/${queued.id}/cancel`,
    )) as unknown as Progress;
    const atCancel = ours();
    await batch;
    expect(cancelled.status).toBe('cancelled');
    expect(ours()).toBeLessThan(120);
    expect(ours()).toBeLessThanOrEqual(atCancel + 25);
    const after = ours();
    await runBatch();
    expect(ours()).toBe(after);
  });
});

describe('a restart in the middle of a blast', () => {
  it('mails nobody twice and finishes after the restart', { timeout: 120_000 }, async () => {
    const admin = await staff('admin');
    const emails = await dutchUsers();
    const tag = `r${Date.now()}`;
    const queued = (await post(
      admin.pb,
      '/api/admin/email-blasts',
      blastBody(tag, ['Dutch']),
    )) as unknown as Progress;
    expect(queued.total).toBe(120);
    const ours = () => smtp.messages.filter((m) => subjectOf(m).endsWith(tag));

    void runBatch().catch(() => undefined);
    const started = Date.now();
    while (ours().length < 30 && Date.now() - started < 30_000) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(ours().length).toBeGreaterThanOrEqual(30);
    expect(ours().length).toBeLessThan(120);
    process.kill(server.pid, 'SIGKILL');
    await server.stop();

    server = await startTestPocketBase({ dataDir, env });
    root = await superuser(server.url);
    admin.pb.baseURL = server.url;
    for (let i = 0; i < 5; i += 1) await runBatch();

    const progress = await admin.pb.send<Progress>(`/api/admin/email-blasts/${queued.id}`, opts);
    expect(progress.status).toBe('sent');
    const counts = new Map<string, number>();
    for (const mail of ours()) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const missing = emails.filter((e) => !counts.has(e));
    // At most once: a message being sent at the kill may be lost, never doubled.
    expect(missing.length).toBeLessThanOrEqual(1);
    expect(progress.sent + progress.unconfirmed).toBe(120);
    expect(counts.size).toBeGreaterThanOrEqual(progress.sent);
    expect(counts.size).toBeLessThanOrEqual(progress.sent + progress.unconfirmed);
  });
});

describe('who may use the blast routes', () => {
  const tag = 'matrix';
  const body = blastBody(tag, ['English']);
  let blastId = '';
  let people: Record<string, PocketBase>;

  beforeAll(async () => {
    const [client, contractor, moderator, admin, idle] = await Promise.all([
      person('English', 'client'),
      person('English', 'contractor'),
      staff('moderator'),
      staff('admin'),
      staff('admin', -60_000),
    ]);
    people = {
      guest: guest(url()),
      client: client.pb,
      contractor: contractor.pb,
      moderator: moderator.pb,
      admin: admin.pb,
      idleAdmin: idle.pb,
      superuser: root,
    };
    const queued = (await post(root, '/api/admin/email-blasts', body)) as unknown as Progress;
    blastId = queued.id;
  });

  const status = async (call: Promise<unknown>) =>
    call.then(
      () => 200,
      (e: unknown) => (e instanceof ClientResponseError ? e.status : 0),
    );

  it.each([
    ['guest', 401],
    ['client', 403],
    ['contractor', 403],
    ['moderator', 403],
    ['idleAdmin', 401],
    ['admin', 200],
    ['superuser', 200],
  ])('%s → %i on preview, test, send, progress and cancel', async (who, expected) => {
    const pb = people[who] as PocketBase;
    pb.baseURL = url();
    const before = await countRecords(root, 'email_blasts');
    expect(await status(post(pb, '/api/admin/email-blasts/preview', body))).toBe(expected);
    expect(await status(post(pb, '/api/admin/email-blasts/test', body))).toBe(expected);
    expect(await status(pb.send(`/api/admin/email-blasts/${blastId}`, opts))).toBe(expected);
    expect(await status(pb.send('/api/admin/email-blasts', opts))).toBe(expected);
    expect(await status(post(pb, '/api/admin/email-blasts', body))).toBe(expected);
    expect(await countRecords(root, 'email_blasts')).toBe(before + (expected === 200 ? 1 : 0));
    if (expected !== 200) {
      expect(await status(post(pb, `/api/admin/email-blasts/${blastId}/cancel`))).toBe(expected);
    }
    if (who === 'idleAdmin') {
      const error = await post(pb, '/api/admin/email-blasts/preview', body).catch(
        (e: unknown) => e as ClientResponseError,
      );
      // lib/staff.js's `code: staff_session_expired` reaches the client as PocketBase's
      // generic field error (its UnauthorizedError data is normalised), so the message tells.
      expect((error as ClientResponseError).message).toContain('15 minutes');
    }
  });

  it('lets only superusers run a batch now', async () => {
    for (const who of ['guest', 'client', 'moderator', 'admin']) {
      const pb = people[who] as PocketBase;
      expect(await status(post(pb, '/api/admin/email-blasts/run-batch'))).toBe(
        who === 'guest' ? 401 : 403,
      );
    }
  });

  it('lists the newest blasts with their progress', async () => {
    const list = await (people.admin as PocketBase).send<{ items: Progress[] }>(
      '/api/admin/email-blasts',
      opts,
    );
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.length).toBeLessThanOrEqual(20);
    expect(list.items.some((b) => b.id === blastId)).toBe(true);
    const newest = list.items[0] as Progress;
    expect(typeof newest.status).toBe('string');
    expect(newest.total).toBeGreaterThanOrEqual(newest.sent);
  });

  it('cancels a sending blast once; a cancelled blast sends nothing', async () => {
    const admin = people.admin as PocketBase;
    const queued = (await post(
      admin,
      '/api/admin/email-blasts',
      blastBody('cancel', ['English']),
    )) as unknown as Progress;
    const cancelled = (await post(
      admin,
      `/api/admin/email-blasts/${queued.id}/cancel`,
    )) as unknown as Progress;
    expect(cancelled.status).toBe('cancelled');
    expect(await status(post(admin, `/api/admin/email-blasts/${queued.id}/cancel`))).toBe(409);
    // The refusal's code, which the app words in the admin's language.
    const again = await post(admin, `/api/admin/email-blasts/${queued.id}/cancel`).then(
      () => null,
      (error: unknown) => (error as { response?: { code?: unknown } }).response?.code,
    );
    expect(again).toBe('already_finished');
    await runBatch();
    expect(smtp.messages.filter((m) => subjectOf(m).endsWith('cancel'))).toHaveLength(0);
  });

  it('previews escaped HTML with the footer and sends a test to the admin only', async () => {
    const admin = people.admin as PocketBase;
    const preview = (await post(admin, '/api/admin/email-blasts/preview', {
      ...body,
      content: { English: { subject: 'Hi', body: '<script>alert(1)</script> <b>x</b> **y**' } },
    })) as { previews: { html: string; text: string }[]; recipients: number };
    const html = preview.previews[0]?.html ?? '';
    expect(html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;x&lt;/b&gt; <strong>y</strong>',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('/api/email/unsubscribe?e=');
    expect(preview.recipients).toBeGreaterThan(0);
    const before = smtp.messages.length;
    const answer = await post(
      admin,
      '/api/admin/email-blasts/test',
      blastBody('selftest', ['English', 'Spanish']),
    );
    expect(answer).toMatchObject({ ok: true, sent: 2 });
    const tests = smtp.messages.slice(before);
    expect(tests).toHaveLength(2);
    expect(tests.every((m) => m.to.length === 1 && m.to[0] === answer.to)).toBe(true);
  });
});

describe('bad input', () => {
  let admin: Actor;
  beforeAll(async () => {
    admin = await staff('admin');
  });

  const good = blastBody('bad', ['English']);
  it.each<[string, unknown, string, string]>([
    ['no audience', { ...good, audience: undefined }, 'audience', 'validation_invalid_value'],
    [
      'an unknown audience',
      { ...good, audience: 'everyone' },
      'audience',
      'validation_invalid_value',
    ],
    ['no languages', { ...good, languages: [] }, 'languages', 'validation_required'],
    [
      'an unknown language',
      { ...good, languages: ['Klingon'] },
      'languages',
      'validation_invalid_value',
    ],
    ['languages not a list', { ...good, languages: 'English' }, 'languages', 'validation_required'],
    [
      'no subject',
      { ...good, content: { English: { body: 'x' } } },
      'content.English.subject',
      'validation_required',
    ],
    [
      'a two-line subject',
      { ...good, content: { English: { subject: 'a\nBcc: x@y.z', body: 'x' } } },
      'content.English.subject',
      'validation_invalid_value',
    ],
    [
      'a long subject',
      { ...good, content: { English: { subject: 'x'.repeat(201), body: 'x' } } },
      'content.English.subject',
      'validation_invalid_value',
    ],
    [
      'no body',
      { ...good, content: { English: { subject: 's', body: '   ' } } },
      'content.English.body',
      'validation_required',
    ],
    [
      'a body too long',
      { ...good, content: { English: { subject: 's', body: 'x'.repeat(20_001) } } },
      'content.English.body',
      'validation_max_text_constraint',
    ],
    [
      'no text for a chosen language',
      { ...good, languages: ['English', 'German'] },
      'content.German.subject',
      'validation_required',
    ],
  ])(
    '%s → 400 with the field error, nothing written or sent',
    async (_title, payload, field, code) => {
      const before = await countRecords(root, 'email_blasts');
      const mails = smtp.messages.length;
      for (const path of [
        '/api/admin/email-blasts',
        '/api/admin/email-blasts/test',
        '/api/admin/email-blasts/preview',
      ]) {
        const error = await post(admin.pb, path, payload).then(
          () => null,
          (e: unknown) => e as ClientResponseError,
        );
        expect(error?.status, path).toBe(400);
        expect((error?.response.data as Record<string, { code: string }>)[field]?.code).toBe(code);
      }
      expect(await countRecords(root, 'email_blasts')).toBe(before);
      expect(smtp.messages.length).toBe(mails);
    },
  );

  it('says plainly when mail is not set up, and queues nothing', async () => {
    await stopSendingMail(root);
    try {
      const before = await countRecords(root, 'email_blasts');
      const error = await post(admin.pb, '/api/admin/email-blasts', good).then(
        () => null,
        (e: unknown) => e as ClientResponseError,
      );
      expect(error?.status).toBe(503);
      expect(error?.response).toMatchObject({ mail: 'not_configured' });
      expect(await countRecords(root, 'email_blasts')).toBe(before);
    } finally {
      await sendMailTo(root, smtp.port);
    }
  });

  it('404s an unknown blast', async () => {
    const error = await admin.pb
      .send<unknown>('/api/admin/email-blasts/nosuchblast0000', opts)
      .catch((e: unknown) => e as ClientResponseError);
    expect((error as ClientResponseError).status).toBe(404);
  });
});
