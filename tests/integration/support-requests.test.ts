import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { guest, type Actor } from '../support/actors';
import {
  bodyOf,
  checkRoleMatrix,
  expectCreateRefused,
  disguised,
  mailTo,
  makePeople,
  opts,
  pdf,
  png,
  receipt,
  statusOf,
  type People,
} from '../support/contact-forms';
import { loopbackAddresses, type Addresses } from '../support/loopback';
import { fieldCodes } from '../support/refusal';
import { expectRefused } from '../support/actors';
import { sendMailTo, stopSendingMail, subjectOf, useSmtpCatcher } from '../support/smtp-catcher';

// support_requests (/contact-support; pb_hooks/support.pb.js, lib/support.js): the role
// matrix, bad input, the per-IP and per-address limits, the staff notification and the
// automatic reply through the SMTP catcher, and a resent create. Plain HTTP through the SDK,
// each client from a loopback address of its own.
const url = inject('pocketbaseUrl');
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
  ])('refuses %s (create rule, no field errors)', async (_what, fields) => {
    await refused(request(fields), {});
  });

  it('refuses a client naming another user as the sender', async () => {
    await refused(request({ user: people.actors.outsider.id }), {}, people.actors.client.pb);
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

  it('takes 5 an hour for one email address from any IP, then answers 429 and keeps nothing', async () => {
    const email = freshEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        await statusOf(guest(url, from).collection(COLLECTION).create(request({ email }), opts)),
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const kept = await admin
      .collection(COLLECTION)
      .getList(1, 10, { filter: admin.filter('email = {:email}', { email }), ...opts });
    expect(kept.totalItems).toBe(5);
  });
});

describe('support_requests: mail', () => {
  it('notifies the admins and answers the sender in German with the reference', async () => {
    const email = freshEmail();
    const created = await guest(url, from)
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
    await sendMailTo(admin, 1);
    try {
      const created = await guest(url, from).collection(COLLECTION).create(request(), opts);
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
    const email = freshEmail();
    const id = `sr${Date.now().toString(36)}`.padEnd(15, '0').slice(0, 15);
    const first = await guest(url, from)
      .collection(COLLECTION)
      .create(request({ id, email }), opts);
    const again = await expectRefused(
      guest(url, from).collection(COLLECTION).create(request({ id, email }), opts),
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
