import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, guest } from '../support/actors';
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
} from '../support/contact-forms';
import { loopbackAddresses, type Addresses } from '../support/loopback';
import { fieldCodes } from '../support/refusal';
import { stopSendingMail, sendMailTo, subjectOf, useSmtpCatcher } from '../support/smtp-catcher';
import { testPocketBaseUrl } from '../support/servers';

// legal_inquiries (/legal-inquiries; pb_hooks/legal-inquiries.pb.js, lib/support.js): the role
// matrix, bad input, the limits, the staff notification and the acknowledgement through the
// SMTP catcher (only to a signed-in sender's own confirmed address), and a resent create.
// Plain HTTP, each client from its own loopback address.
const url = testPocketBaseUrl();
const mail = useSmtpCatcher(url);
const COLLECTION = 'legal_inquiries';

let from: Addresses;
let admin: PocketBase;
let people: People;

beforeAll(async () => {
  from = await loopbackAddresses(url, 'legal-inquiries');
  admin = mail.admin;
  people = await makePeople(url, admin, from);
});

let counter = 0;
function freshEmail(): string {
  counter += 1;
  return `officer-${Date.now()}-${counter}@police.example`;
}

function inquiry(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'law_enforcement',
    organisation: 'Metropolitan Police',
    name: 'DS Jane Smith',
    email: freshEmail(),
    their_reference: 'CASE-2026-0042',
    message: 'We request the account details of the listing named in the attached order.',
    language: 'English',
    ...fields,
  };
}

describe('legal_inquiries: who may do what', () => {
  it('lets everyone send one, only live staff read them, and only superusers change them', async () => {
    await checkRoleMatrix(people, COLLECTION, () => inquiry());
  });

  it('keeps a PDF attachment as a protected file', async () => {
    const created = await guest(url, from)
      .collection(COLLECTION)
      .create(
        inquiry({ attachment: new File([pdf()], 'order.pdf', { type: 'application/pdf' }) }),
        opts,
      );
    const stored = await admin.collection(COLLECTION).getOne(created.id, opts);
    expect(stored.attachment).toMatch(/^order_\w+\.pdf$/);
    const plain = await fetch(
      `${url}/api/files/${COLLECTION}/${created.id}/${stored.attachment as string}`,
    );
    expect(plain.status).toBe(404);
    const token = await admin.files.getToken(opts);
    const withToken = await fetch(
      `${url}/api/files/${COLLECTION}/${created.id}/${stored.attachment as string}?token=${token}`,
    );
    expect(withToken.status).toBe(200);
    expect((await withToken.text()).startsWith('%PDF-')).toBe(true);
  });
});

describe('legal_inquiries: bad input', () => {
  /** A create from a fresh address that must answer 400 with these field errors and write nothing. */
  const refused = (
    body: Record<string, unknown>,
    errors: Record<string, string>,
    by?: PocketBase,
  ) => expectCreateRefused(url, from, admin, COLLECTION, body, errors, by);

  const range = 'validation_length_out_of_range';
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no type', { type: undefined }, { type: 'validation_required' }],
    ['type "complaint"', { type: 'complaint' }, { type: 'validation_invalid_value' }],
    ['no organisation', { organisation: undefined }, { organisation: range }],
    [
      'an organisation of 201 characters',
      { organisation: 'o'.repeat(201) },
      { organisation: range },
    ],
    ['no name', { name: '  ' }, { name: range }],
    [
      'their reference of 201 characters',
      { their_reference: 'r'.repeat(201) },
      { their_reference: range },
    ],
    ['a 9-character message', { message: 'Too short' }, { message: range }],
    ['a message of 10,001 characters', { message: 'm'.repeat(10001) }, { message: range }],
    ['no email', { email: undefined }, { email: 'validation_required' }],
    ['email "officer@"', { email: 'officer@' }, { email: 'validation_is_email' }],
    ['language "Latin"', { language: 'Latin' }, { language: 'validation_invalid_value' }],
    [
      'text claiming to be a PDF',
      { attachment: disguised('application/pdf') },
      { attachment: 'validation_invalid_mime_type' },
    ],
    [
      'a PNG as the attachment',
      { attachment: png() },
      { attachment: 'validation_invalid_mime_type' },
    ],
    [
      'a PDF over 10 MB',
      { attachment: pdf(10 * 1024 * 1024 + 1) },
      { attachment: 'validation_file_size_limit' },
    ],
  ])('refuses %s', async (_what, fields, errors) => {
    await refused(inquiry(fields), errors);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a forged user', { user: 'forgedforged123' }],
    ['a forged reference', { reference: 'LI-2222-2222' }],
    ['a forged reply outcome', { reply_mail: 'sent' }],
  ])("refuses %s (create rule: the field is the server's)", async (_what, fields) => {
    const [field] = Object.keys(fields);
    await refused(inquiry(fields), { [field ?? '']: 'validation_not_allowed' });
  });
});

describe('legal_inquiries: limits', () => {
  it('takes 5 an hour from one IP address, then answers 429', async () => {
    const pb = guest(url, from);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(await statusOf(pb.collection(COLLECTION).create(inquiry(), opts)));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('counts only stored inquiries against the IP: refused ones (400) leave the 5 untouched', async () => {
    const pb = guest(url, from);
    const send = (fields: Record<string, unknown> = {}) =>
      statusOf(pb.collection(COLLECTION).create(inquiry(fields), opts));
    const statuses = [await send()];
    statuses.push(await send({ name: 'X' }));
    statuses.push(await send({ type: 'subpoena' }));
    statuses.push(await send({ attachment: disguised('application/pdf') }));
    statuses.push(await send());
    for (let i = 0; i < 4; i += 1) statuses.push(await send());
    expect(statuses).toEqual([200, 400, 400, 400, 200, 200, 200, 200, 429]);
  });

  it('keeps a 6th inquiry from one address within the hour, acknowledging only the first 5', async () => {
    const sender = await newSender(url, from, { email: freshEmail() });
    const email = sender.actor.email;
    const replies: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const created = await sender.client().collection(COLLECTION).create(inquiry({ email }), opts);
      replies.push((await receipt(guest(url, from), 'legal', created.id)).reply);
    }
    expect(replies).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'limited']);
    const kept = await admin
      .collection(COLLECTION)
      .getList(1, 10, { filter: admin.filter('email = {:email}', { email }), ...opts });
    expect(kept.totalItems).toBe(6);
  });
});

describe('legal_inquiries: mail', () => {
  it('notifies the admins and acknowledges in French with an LI- reference', async () => {
    const sender = await newSender(url, from, { email: freshEmail() });
    const email = sender.actor.email;
    const created = await sender
      .client()
      .collection(COLLECTION)
      .create(inquiry({ email, language: 'French', type: 'copyright' }), opts);
    const reference = created.reference as string;
    expect(reference).toMatch(/^LI-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const reply = await mailTo(mail.smtp, email, reference);
    expect(subjectOf(reply)).toBe(`Accusé de réception de votre demande ${reference}`);
    expect(bodyOf(reply)).toContain('lang="fr"');
    const staff = await mailTo(
      mail.smtp,
      people.actors.admin.email,
      `New legal inquiry ${reference}`,
    );
    expect(bodyOf(staff)).toContain('Metropolitan Police');
    expect(bodyOf(staff)).toContain('CASE-2026-0042');
    expect(bodyOf(staff)).toContain('Type: Copyright or intellectual-property notice');
    expect(bodyOf(staff)).not.toContain('Type: copyright');
    expect(await receipt(guest(url, from), 'legal', created.id)).toEqual({
      reference,
      reply: 'sent',
    });
  });

  it("a guest typing a stranger's address: kept, staff told, no acknowledgement to the stranger", async () => {
    const stranger = freshEmail();
    const created = await guest(url, from)
      .collection(COLLECTION)
      .create(inquiry({ email: stranger }), opts);
    const reference = created.reference as string;
    expect(await receipt(guest(url, from), 'legal', created.id)).toEqual({
      reference,
      reply: 'guest',
    });
    const staff = await mailTo(
      mail.smtp,
      people.actors.admin.email,
      `New legal inquiry ${reference}`,
    );
    expect(bodyOf(staff)).toContain(stranger);
    const stored = await admin.collection(COLLECTION).getOne(created.id, opts);
    expect([stored.reply_mail, stored.staff_mail]).toEqual(['guest', 'sent']);
    expect(mail.smtp.messages.some((m) => m.to.includes(stranger))).toBe(false);
  });

  it('a signed-in sender typing another address, or an unconfirmed account: no acknowledgement', async () => {
    const confirmed = await newSender(url, from);
    const other = freshEmail();
    const elsewhere = await confirmed
      .client()
      .collection(COLLECTION)
      .create(inquiry({ email: other }), opts);
    const unconfirmed = await newSender(url, from, { verified: false });
    const own = await unconfirmed
      .client()
      .collection(COLLECTION)
      .create(inquiry({ email: unconfirmed.actor.email }), opts);
    expect((await receipt(guest(url, from), 'legal', elsewhere.id)).reply).toBe('not_own_address');
    expect((await receipt(guest(url, from), 'legal', own.id)).reply).toBe('unverified');
    await mailTo(mail.smtp, people.actors.admin.email, own.reference as string);
    for (const email of [other, confirmed.actor.email, unconfirmed.actor.email]) {
      expect(mail.smtp.messages.some((m) => m.to.includes(email))).toBe(false);
    }
  });

  it('keeps the inquiry and says no acknowledgement could be sent without a mail server', async () => {
    await stopSendingMail(admin);
    try {
      const created = await guest(url, from).collection(COLLECTION).create(inquiry(), opts);
      expect((await receipt(guest(url, from), 'legal', created.id)).reply).toBe('not_configured');
    } finally {
      await sendMailTo(admin, mail.smtp.port);
    }
  });

  it('keeps one record and sends one acknowledgement when the same id arrives twice', async () => {
    const sender = await newSender(url, from, { email: freshEmail() });
    const email = sender.actor.email;
    const id = `li${Date.now().toString(36)}`.padEnd(15, '0').slice(0, 15);
    const first = await sender.client().collection(COLLECTION).create(inquiry({ id, email }), opts);
    const again = await expectRefused(
      sender.client().collection(COLLECTION).create(inquiry({ id, email }), opts),
      400,
    );
    expect(fieldCodes(again)).toEqual({ id: 'validation_not_unique' });
    await mailTo(mail.smtp, email, first.reference as string);
    expect(mail.smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    const kept = await admin
      .collection(COLLECTION)
      .getList(1, 10, { filter: admin.filter('email = {:email}', { email }), ...opts });
    expect(kept.totalItems).toBe(1);
  });
});
