import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { guest, type Actor } from '../support/actors';
import {
  bodyOf,
  checkRoleMatrix,
  expectCreateRefused,
  disguised,
  mailTo,
  makePeople,
  newSender,
  opts,
  pdf,
  png,
  receipt,
  statusOf,
  type People,
  type Sender,
} from '../support/contact-forms';
import { loopbackAddresses, type Addresses } from '../support/loopback';
import { fieldCodes } from '../support/refusal';
import { expectRefused } from '../support/actors';
import { sendMailTo, stopSendingMail, subjectOf, useSmtpCatcher } from '../support/smtp-catcher';
import { testPocketBaseUrl } from '../support/servers';

// support_requests (/contact-support; pb_hooks/support-requests.pb.js, lib/support.js): the role
// matrix, bad input, the per-IP limit (stored requests only), who gets the automatic reply
// (only a signed-in sender's own confirmed address: never a guest's or another typed address)
// and its per-address budget shared with legal_inquiries, the staff notification and the
// reply through the SMTP catcher, and a resent create. Plain HTTP through the SDK, as an
// attacker would send it, each client from a loopback address of its own.
const url = testPocketBaseUrl();
const mail = useSmtpCatcher(url);
const COLLECTION = 'support_requests';

let from: Addresses;
let admin: PocketBase;
let people: People;

beforeAll(async () => {
  from = await loopbackAddresses(url, 'support-requests');
  admin = mail.admin;
  people = await makePeople(url, admin, from);
});

let counter = 0;
/** A fresh address no one used. */
function freshEmail(): string {
  counter += 1;
  return `sender-${Date.now()}-${counter}@example.com`;
}

/** A valid request's fields. */
function request(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    topic: 'payments',
    message: 'My payment was taken twice for one listing.',
    email: freshEmail(),
    language: 'English',
    ...fields,
  };
}

/** The mails the catcher holds to exactly `email` (any case). */
function mailsTo(email: string) {
  return mail.smtp.messages.filter((m) =>
    m.to.some((to) => to.toLowerCase() === email.toLowerCase()),
  );
}

describe('support_requests: who may do what', () => {
  it('lets everyone send one, only live staff read them, and only superusers change them', async () => {
    await checkRoleMatrix(people, COLLECTION, () => request());
  });

  it('answers a guest with only what they sent and the reference', async () => {
    const email = freshEmail();
    const created = await guest(url, from)
      .collection(COLLECTION)
      .create(request({ email, ip_address: '10.0.0.1', user_agent: 'Forged/1.0' }), opts);
    expect(Object.keys(created).sort()).toEqual(
      [
        'collectionId',
        'collectionName',
        'created',
        'email',
        'id',
        'language',
        'message',
        'reference',
        'reply_mail',
        'screenshot',
        'staff_mail',
        'topic',
        'updated',
        'user',
      ].sort(),
    );
    expect(created.email).toBe(email);
    expect(created.reference).toMatch(/^SR-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const stored = await admin.collection(COLLECTION).getOne(created.id, opts);
    expect(stored).not.toHaveProperty('ip_address');
    expect(stored).not.toHaveProperty('user_agent');
  });

  it('takes a signed-in sender from the session: their account address and their language', async () => {
    const sender = people.actors.contractor;
    await sender.pb.collection('users').update(sender.id, { language_preference: 'Spanish' }, opts);
    const created = await sender.pb
      .collection(COLLECTION)
      .create({ topic: 'listing', message: 'My listing does not show up in search.' }, opts);
    const stored = await admin.collection(COLLECTION).getOne(created.id, opts);
    expect(stored.user).toBe(sender.id);
    expect(stored.email).toBe(sender.email);
    expect(stored.language).toBe('Spanish');
    const reply = await mailTo(mail.smtp, sender.email, stored.reference as string);
    expect(subjectOf(reply)).toBe(`Hemos recibido tu solicitud de asistencia ${stored.reference}`);
  });
});

describe('support_requests: bad input', () => {
  /** A create from a fresh address that must answer 400 with these field errors and write nothing. */
  const refused = (
    body: Record<string, unknown>,
    errors: Record<string, string>,
    by?: PocketBase,
  ) => expectCreateRefused(url, from, admin, COLLECTION, body, errors, by);

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no topic', { topic: undefined }, { topic: 'validation_required' }],
    ['topic "hacking"', { topic: 'hacking' }, { topic: 'validation_invalid_value' }],
    ['no message', { message: undefined }, { message: 'validation_length_out_of_range' }],
    [
      'a 9-character message',
      { message: 'Too short' },
      { message: 'validation_length_out_of_range' },
    ],
    [
      'a message of spaces',
      { message: ' '.repeat(40) },
      { message: 'validation_length_out_of_range' },
    ],
    [
      'a 5,001-character message',
      { message: 'x'.repeat(5001) },
      { message: 'validation_length_out_of_range' },
    ],
    ['no email from a guest', { email: undefined }, { email: 'validation_required' }],
    ['email "not-an-email"', { email: 'not-an-email' }, { email: 'validation_is_email' }],
    ['language "Klingon"', { language: 'Klingon' }, { language: 'validation_invalid_value' }],
    [
      'a text file claiming to be a PNG',
      { screenshot: disguised('image/png') },
      { screenshot: 'validation_invalid_mime_type' },
    ],
    [
      'a PDF as the screenshot',
      { screenshot: pdf() },
      { screenshot: 'validation_invalid_mime_type' },
    ],
    [
      'a screenshot over 5 MB',
      { screenshot: png(5 * 1024 * 1024 + 1) },
      { screenshot: 'validation_file_size_limit' },
    ],
  ])('refuses %s', async (_what, fields, errors) => {
    await refused(request(fields), errors);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a forged user', { user: 'forgedforged123' }],
    ['a forged reference', { reference: 'SR-2222-2222' }],
    ['a forged reply outcome', { reply_mail: 'sent' }],
    ['a forged staff outcome', { staff_mail: 'sent' }],
  ])("refuses %s (create rule: the field is the server's)", async (_what, fields) => {
    const [field] = Object.keys(fields);
    await refused(request(fields), { [field ?? '']: 'validation_not_allowed' });
  });

  it('refuses a client naming another user as the sender', async () => {
    await refused(
      request({ user: people.actors.outsider.id }),
      { user: 'validation_not_allowed' },
      people.actors.client.pb,
    );
  });

  it('keeps one real PNG screenshot (of two sent) as a protected file', async () => {
    const shot = (name: string) => new File([png()], name, { type: 'image/png' });
    const created = await guest(url, from)
      .collection(COLLECTION)
      .create(request({ screenshot: [shot('first.png'), shot('screen.png')] }), opts);
    const stored = await admin.collection(COLLECTION).getOne(created.id, opts);
    expect(stored.screenshot).toMatch(/^screen_\w+\.png$/);
    const plain = await fetch(
      `${url}/api/files/${COLLECTION}/${created.id}/${stored.screenshot as string}`,
    );
    expect(plain.status).toBe(404);
  });
});

describe('support_requests: limits', () => {
  it('takes 5 an hour from one IP address, then answers 429', async () => {
    const pb = guest(url, from);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(await statusOf(pb.collection(COLLECTION).create(request(), opts)));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('counts only stored requests against the IP: refused ones (400) leave the 5 untouched', async () => {
    const pb = guest(url, from);
    const send = (fields: Record<string, unknown> = {}) =>
      statusOf(pb.collection(COLLECTION).create(request(fields), opts));
    const statuses = [await send()];
    // Refused by the hook (too short), by PocketBase's field checks (topic, file type).
    statuses.push(await send({ message: 'Too short' }));
    statuses.push(await send({ topic: 'hacking' }));
    statuses.push(await send({ screenshot: disguised('image/png') }));
    statuses.push(await send());
    // The trial's case: the next valid one was answered 429; it is taken, up to 5 stored.
    for (let i = 0; i < 4; i += 1) statuses.push(await send());
    expect(statuses).toEqual([200, 400, 400, 400, 200, 200, 200, 200, 429]);
  });

  it('does not limit a superuser (as PocketBase does not)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(await statusOf(admin.collection(COLLECTION).create(request(), opts)));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });
});

describe('the automatic reply budget (both forms, one address)', () => {
  /** A legal inquiry's fields from `email`. */
  const inquiry = (email: string) => ({
    type: 'data_protection',
    organisation: 'Data Office',
    name: 'Ann Lee',
    email,
    message: 'We ask for a copy of the data held about our client.',
    language: 'English',
  });

  it('sends at most 5 replies an hour to victim@ and victim+tag@ together, across both forms', async () => {
    const local = `victim${Date.now()}`;
    const at = (tag: string) => `${local}${tag}@example.com`;
    // Replies go only to a confirmed account's own address, and a mailbox has one account:
    // its +tag forms cannot sign up beside it.
    const owner = await newSender(url, from, { email: at('') });
    await expect(newSender(url, from, { email: at('+1') })).rejects.toMatchObject({
      response: { data: { email: { code: 'email_taken' } } },
    });
    const made: { form: 'support' | 'legal'; id: string; email: string }[] = [];
    const create = async (form: 'support' | 'legal', sender: Sender, typed?: string) => {
      const pb = sender.client();
      const email = typed ?? sender.actor.email;
      const record =
        form === 'support'
          ? await pb.collection(COLLECTION).create(request({ email }), opts)
          : await pb.collection('legal_inquiries').create(inquiry(email), opts);
      made.push({ form, id: record.id, email: record.email as string });
      return receipt(guest(url, from), form, record.id);
    };
    const replies: string[] = [];
    replies.push((await create('support', owner)).reply);
    replies.push((await create('support', owner)).reply);
    replies.push((await create('legal', owner)).reply);
    replies.push((await create('legal', owner)).reply);
    replies.push((await create('support', owner)).reply);
    // The budget is spent: both forms, any case keep the message but reply no more.
    replies.push((await create('support', owner, at('').toUpperCase())).reply);
    replies.push((await create('legal', owner)).reply);
    replies.push((await create('support', owner)).reply);
    expect(replies).toEqual([
      'sent',
      'sent',
      'sent',
      'sent',
      'sent',
      'limited',
      'limited',
      'limited',
    ]);

    // Staff still hear of every message, and each is kept with its outcome.
    const last = made.at(-1);
    const stored = await admin.collection(COLLECTION).getOne(last?.id ?? '', opts);
    expect([stored.reply_mail, stored.staff_mail]).toEqual(['limited', 'sent']);
    await mailTo(mail.smtp, people.actors.admin.email, stored.reference as string);
    const toVictim = mail.smtp.messages.filter((m) =>
      m.to.some((to) => to.toLowerCase().startsWith(local)),
    );
    expect(toVictim).toHaveLength(5);
  });

  it('keeps a separate budget for another address', async () => {
    const sender = await newSender(url, from, { email: `victim${Date.now()}-other@example.com` });
    const created = await sender
      .client()
      .collection(COLLECTION)
      .create(request({ email: sender.actor.email }), opts);
    expect((await receipt(guest(url, from), 'support', created.id)).reply).toBe('sent');
  });
});

describe("the automatic reply goes only to the sender's own confirmed address", () => {
  it("a guest typing a stranger's address: kept, staff told, nothing mailed to the stranger", async () => {
    const stranger = freshEmail();
    const references: string[] = [];
    // Again and again, each time from a new IP, as an attacker would.
    for (let i = 0; i < 3; i += 1) {
      const created = await guest(url, from)
        .collection(COLLECTION)
        .create(request({ email: stranger }), opts);
      const reference = created.reference as string;
      references.push(reference);
      expect(await receipt(guest(url, from), 'support', created.id)).toEqual({
        reference,
        reply: 'guest',
      });
      const stored = await admin.collection(COLLECTION).getOne(created.id, opts);
      expect([stored.email, stored.user, stored.reply_mail, stored.staff_mail]).toEqual([
        stranger,
        '',
        'guest',
        'sent',
      ]);
    }
    for (const reference of references) {
      // Staff can still answer by hand: their mail names the address typed.
      const staff = await mailTo(mail.smtp, people.actors.admin.email, reference);
      expect(bodyOf(staff)).toContain(stranger);
    }
    expect(mailsTo(stranger)).toHaveLength(0);
  });

  it('a signed-in sender typing another address: kept, staff told, no reply to that address', async () => {
    const sender = await newSender(url, from);
    const other = freshEmail();
    const created = await sender
      .client()
      .collection(COLLECTION)
      .create(request({ email: other }), opts);
    expect(await receipt(guest(url, from), 'support', created.id)).toEqual({
      reference: created.reference as string,
      reply: 'not_own_address',
    });
    const stored = await admin.collection(COLLECTION).getOne(created.id, opts);
    expect([stored.user, stored.email, stored.reply_mail, stored.staff_mail]).toEqual([
      sender.actor.id,
      other,
      'not_own_address',
      'sent',
    ]);
    await mailTo(mail.smtp, people.actors.admin.email, created.reference as string);
    expect(mailsTo(other)).toHaveLength(0);
    expect(mailsTo(sender.actor.email)).toHaveLength(0);
  });

  it("an account whose address is not confirmed: no reply, even to the account's own address", async () => {
    const sender = await newSender(url, from, { verified: false });
    const typed = await sender
      .client()
      .collection(COLLECTION)
      .create(request({ email: sender.actor.email }), opts);
    // No address in the body: the server fills in the account's, which is still unconfirmed.
    const filled = await sender
      .client()
      .collection(COLLECTION)
      .create(request({ email: undefined }), opts);
    for (const created of [typed, filled]) {
      expect(await receipt(guest(url, from), 'support', created.id)).toEqual({
        reference: created.reference as string,
        reply: 'unverified',
      });
      await mailTo(mail.smtp, people.actors.admin.email, created.reference as string);
    }
    expect(filled.email).toBe(sender.actor.email);
    expect(mailsTo(sender.actor.email)).toHaveLength(0);
  });

  it("a confirmed account's own address, typed in capitals: the reply goes out", async () => {
    const sender = await newSender(url, from);
    const created = await sender
      .client()
      .collection(COLLECTION)
      .create(request({ email: sender.actor.email.toUpperCase() }), opts);
    const reference = created.reference as string;
    expect(await receipt(guest(url, from), 'support', created.id)).toEqual({
      reference,
      reply: 'sent',
    });
    const reply = await mailTo(mail.smtp, sender.actor.email, reference);
    expect(subjectOf(reply)).toBe(`We received your support request ${reference}`);
    expect(mailsTo(sender.actor.email)).toHaveLength(1);
  });
});

describe('support_requests: mail', () => {
  it('notifies the admins and answers the sender in German with the reference', async () => {
    const sender = await newSender(url, from);
    const email = sender.actor.email;
    const created = await sender
      .client()
      .collection(COLLECTION)
      .create(request({ email, language: 'German', topic: 'bug' }), opts);
    const reference = created.reference as string;
    const reply = await mailTo(mail.smtp, email, reference);
    expect(subjectOf(reply)).toBe(`Wir haben Ihre Support-Anfrage ${reference} erhalten`);
    expect(bodyOf(reply)).toContain('lang="de"');
    expect(bodyOf(reply)).not.toContain('My payment was taken twice');
    const admin1: Actor = people.actors.admin;
    const staffMail = await mailTo(mail.smtp, admin1.email, `New support request ${reference}`);
    expect(bodyOf(staffMail)).toContain('My payment was taken twice for one listing.');
    expect(bodyOf(staffMail)).toContain('Topic: Something is not working');
    expect(bodyOf(staffMail)).not.toContain('Topic: bug');
    expect(bodyOf(staffMail)).toContain(email);
    expect(await receipt(guest(url, from), 'support', created.id)).toEqual({
      reference,
      reply: 'sent',
    });
    const stored = await admin.collection(COLLECTION).getOne(created.id, opts);
    expect([stored.reply_mail, stored.staff_mail]).toEqual(['sent', 'sent']);
  });

  it('keeps the request and says no reply could be sent when no mail server is set up', async () => {
    await stopSendingMail(admin);
    try {
      const email = freshEmail();
      const created = await guest(url, from)
        .collection(COLLECTION)
        .create(request({ email }), opts);
      expect(await receipt(guest(url, from), 'support', created.id)).toEqual({
        reference: created.reference as string,
        reply: 'not_configured',
      });
      expect(mail.smtp.messages.some((m) => m.to.includes(email))).toBe(false);
    } finally {
      await sendMailTo(admin, mail.smtp.port);
    }
  });

  it('says the reply failed when the mail server refuses the connection', async () => {
    const sender = await newSender(url, from);
    await sendMailTo(admin, 1);
    try {
      const created = await sender
        .client()
        .collection(COLLECTION)
        .create(request({ email: sender.actor.email }), opts);
      expect((await receipt(guest(url, from), 'support', created.id)).reply).toBe('failed');
    } finally {
      await sendMailTo(admin, mail.smtp.port);
    }
  });

  it('answers 404 for a receipt of no record and of an unknown form', async () => {
    expect(await statusOf(receipt(guest(url, from), 'support', 'doesnotexist123'))).toBe(404);
    expect(
      await statusOf(
        guest(url, from).send('/api/app/contact-receipts/other/doesnotexist123', opts),
      ),
    ).toBe(404);
  });
});

describe('support_requests: a resent create', () => {
  it('keeps one record and sends one reply when the same id arrives twice', async () => {
    const sender = await newSender(url, from);
    const email = sender.actor.email;
    const id = `sr${Date.now().toString(36)}`.padEnd(15, '0').slice(0, 15);
    const first = await sender.client().collection(COLLECTION).create(request({ id, email }), opts);
    const again = await expectRefused(
      sender.client().collection(COLLECTION).create(request({ id, email }), opts),
      400,
    );
    expect(fieldCodes(again)).toEqual({ id: 'validation_not_unique' });
    const kept = await admin
      .collection(COLLECTION)
      .getList(1, 10, { filter: admin.filter('email = {:email}', { email }), ...opts });
    expect(kept.items.map((r) => r.id)).toEqual([id]);
    await mailTo(mail.smtp, email, first.reference as string);
    expect(mail.smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    expect((await receipt(guest(url, from), 'support', id)).reference).toBe(first.reference);
  });
});
