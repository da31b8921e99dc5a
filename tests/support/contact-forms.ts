/**
 * The contact forms' collections in integration tests (support_requests, legal_inquiries):
 * the people of the role matrix, each from a loopback address of its own, files whose type
 * PocketBase reads from their first bytes, and the mails the SMTP catcher caught.
 */
import PocketBase, { ClientResponseError, type RecordModel } from 'pocketbase';
import { expect, vi } from 'vitest';
import { countRecords, expectRefused, guest, signedIn, signUp, type Actor } from './actors';
import type { Addresses } from './loopback';
import { fieldCodes } from './refusal';
import { subjectOf, type CaughtMail, type SmtpCatcher } from './smtp-catcher';
import { makeStaff } from './staff';

export const opts = { requestKey: null };

/** Everyone the role matrix tries. */
export type Who =
  | 'guest'
  | 'client'
  | 'contractor'
  | 'outsider'
  | 'moderator'
  | 'admin'
  | 'idleAdmin'
  | 'superuser';

export const EVERYONE: readonly Who[] = [
  'guest',
  'client',
  'contractor',
  'outsider',
  'moderator',
  'admin',
  'idleAdmin',
  'superuser',
];

/** Who may list and read the records: staff with a live staff session, and superusers. */
export const STAFF: readonly Who[] = ['moderator', 'admin', 'superuser'];

/** The role matrix's clients, each from its own address. */
export interface People {
  readonly clients: Record<Who, PocketBase>;
  readonly actors: Record<'client' | 'contractor' | 'outsider' | 'moderator' | 'admin', Actor>;
}

/** Signs up the matrix's people (admin is a superuser client). */
export async function makePeople(url: string, admin: PocketBase, from: Addresses): Promise<People> {
  const actors = {
    client: await signUp(url, { user_type: 'client' }, from),
    contractor: await signUp(url, { user_type: 'contractor' }, from),
    outsider: await signUp(url, { user_type: 'client' }, from),
    moderator: await makeStaff(url, admin, 'moderator', { from }),
    admin: await makeStaff(url, admin, 'admin', { from }),
  };
  const idle = await makeStaff(url, admin, 'admin', { idle: true, from });
  return {
    actors,
    clients: {
      guest: guest(url, from),
      client: actors.client.pb,
      contractor: actors.contractor.pb,
      outsider: actors.outsider.pb,
      moderator: actors.moderator.pb,
      admin: actors.admin.pb,
      idleAdmin: idle.pb,
      superuser: admin,
    },
  };
}

/** A signed-up sender, and new clients signed in as them. */
export interface Sender {
  readonly actor: Actor;
  /** A new client of theirs, from the next loopback address (the per-IP limit is per form). */
  readonly client: () => PocketBase;
}

/**
 * Signs up a client whose address is confirmed (the automatic reply's condition) unless
 * `verified` is false; `email` chooses the account's address.
 */
export async function newSender(
  url: string,
  from: Addresses,
  fields: { verified?: boolean; email?: string } = {},
): Promise<Sender> {
  const actor = await signUp(url, { user_type: 'client', ...fields }, from);
  return { actor, client: () => signedIn(url, actor, from) };
}

/** The status a call answers (200 on success). */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status;
    throw error;
  }
}

/** A PNG's signature and some bytes, `size` bytes long. */
export function png(size = 64): Blob {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Blob([bytes], { type: 'image/png' });
}

/** A minimal PDF, padded to `size` bytes. */
export function pdf(size = 0): Blob {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(new TextEncoder().encode(head));
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Text pretending to be `type` (the browser's MIME claim is all that is wrong). */
export function disguised(type: string): Blob {
  return new Blob(['this is plain text, not a picture or a document'], { type });
}

/** The body of a caught message with quoted-printable soft breaks and =3D undone. */
export function bodyOf(mail: CaughtMail): string {
  return mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** Waits for a message to `to` whose subject contains `subjectPart`. */
export async function mailTo(
  smtp: SmtpCatcher,
  to: string,
  subjectPart: string,
): Promise<CaughtMail> {
  return vi.waitFor(
    () => {
      const mail = smtp.messages.find(
        (m) => m.to.includes(to) && subjectOf(m).includes(subjectPart),
      );
      if (!mail) throw new Error(`no mail to ${to} with "${subjectPart}" yet`);
      return mail;
    },
    { timeout: 5000 },
  );
}

/** The sender's receipt: GET /api/app/contact-receipts/{form}/{id}. */
export function receipt(
  pb: PocketBase,
  form: 'support' | 'legal',
  id: string,
): Promise<{ reference: string; reply: string }> {
  return pb.send(`/api/app/contact-receipts/${form}/${id}`, { requestKey: null });
}

/**
 * Runs the role matrix on one collection: everyone may create (the record's `user` is the
 * sender when signed in), only staff with a live session list and read, nobody but
 * superusers changes or deletes. Checks with `expect`.
 */
export async function checkRoleMatrix(
  people: People,
  collection: string,
  body: (who: Who) => Record<string, unknown>,
): Promise<void> {
  const made: Partial<Record<Who, RecordModel>> = {};
  for (const who of EVERYONE) {
    made[who] = await people.clients[who].collection(collection).create(body(who), opts);
  }
  const admin = people.clients.superuser;
  for (const who of ['client', 'contractor', 'outsider', 'moderator', 'admin'] as const) {
    const stored = await admin.collection(collection).getOne(made[who]?.id ?? '', opts);
    expect(stored.user, `${who}'s record names them`).toBe(people.actors[who].id);
  }
  expect((await admin.collection(collection).getOne(made.guest?.id ?? '', opts)).user).toBe('');
  const target = made.client?.id ?? '';
  for (const who of EVERYONE) {
    const pb = people.clients[who];
    const staff = STAFF.includes(who);
    const list = await pb
      .collection(collection)
      .getList(1, 50, { filter: pb.filter('id = {:id}', { id: target }), ...opts });
    expect(list.totalItems, `${who} lists the client's record`).toBe(staff ? 1 : 0);
    expect(await statusOf(pb.collection(collection).getOne(target, opts)), `${who} views`).toBe(
      staff ? 200 : 404,
    );
    if (who === 'superuser') continue;
    expect(
      await statusOf(
        pb.collection(collection).update(target, { message: 'Changed by someone' }, opts),
      ),
      `${who} updates`,
    ).not.toBe(200);
    expect(
      await statusOf(pb.collection(collection).delete(target, opts)),
      `${who} deletes`,
    ).not.toBe(200);
  }
  const untouched = await admin.collection(collection).getOne(target, opts);
  expect(untouched.message).not.toBe('Changed by someone');
  await admin.collection(collection).update(target, { message: 'Edited by a superuser' }, opts);
  await admin.collection(collection).delete(target, opts);
  expect(await statusOf(admin.collection(collection).getOne(target, opts))).toBe(404);
}

/**
 * Asserts that a create in `collection` is refused with 400 and exactly these field errors
 * (`{ field: code }`, `{}` when the create rule refuses) and that nothing was stored.
 * @param by the client that sends it (a guest from `from` when not given)
 */
export async function expectCreateRefused(
  url: string,
  from: Addresses,
  admin: PocketBase,
  collection: string,
  body: Record<string, unknown>,
  errors: Record<string, string>,
  by?: PocketBase,
): Promise<void> {
  const before = await countRecords(admin, collection);
  const error = await expectRefused(
    (by ?? guest(url, from)).collection(collection).create(body, opts),
    400,
  );
  expect(fieldCodes(error)).toEqual(errors);
  expect(await countRecords(admin, collection)).toBe(before);
}
