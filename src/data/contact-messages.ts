/**
 * Repository of the contact forms' messages: `support_requests` (/contact-support) and
 * `legal_inquiries` (/legal-inquiries). A message is queued in the outbox with its file (a
 * File is kept in IndexedDB until sent) and a client-made id, so one written offline is sent
 * once the network is back, exactly once; the messages sent from this device are remembered
 * (setting `contact_messages`) so the page can say later what became of them.
 */
import * as v from 'valibot';
import type { ServerRefusal } from '@/lib/server-errors';
import { localDb, type LocalDb } from './local-db';
import { getSetting } from './settings';
import { loadOutboxWriter } from './sync/loaders';
import { flushNow } from './sync/send-soon';

/** A support request's topics (the collection's `topic` select). */
export const SUPPORT_TOPICS = [
  'account',
  'payments',
  'listing',
  'hiring',
  'reviews',
  'verification',
  'bug',
  'other',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** A legal inquiry's types (the collection's `type` select). */
export const LEGAL_TYPES = ['law_enforcement', 'copyright', 'data_protection'] as const;
export type LegalType = (typeof LEGAL_TYPES)[number];

/** The collections' text limits, in characters after trimming (lib/support.js checks them too). */
export const CONTACT_LIMITS = {
  supportMessage: { min: 10, max: 5000 },
  legalMessage: { min: 10, max: 10000 },
  organisation: { min: 2, max: 200 },
  name: { min: 2, max: 200 },
  theirReference: { min: 0, max: 200 },
} as const;

/** The files each form takes: MIME types (the server reads them from the content) and bytes. */
export const CONTACT_FILES = {
  support: { types: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 5 * 1024 * 1024 },
  legal: { types: ['application/pdf'], maxBytes: 10 * 1024 * 1024 },
} as const;

const trimmed = (limits: { readonly min: number; readonly max: number }) =>
  v.pipe(v.string(), v.trim(), v.minLength(limits.min), v.maxLength(limits.max));
const email = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.email());

/** A support request as the collection stores it (the server adds user and reference). */
export const supportRequestSchema = v.object({
  topic: v.picklist(SUPPORT_TOPICS),
  message: trimmed(CONTACT_LIMITS.supportMessage),
  email,
  /** The interface language's English name: the reply is written in it. */
  language: v.string(),
});
export type SupportRequestInput = v.InferInput<typeof supportRequestSchema>;

/** A legal inquiry as the collection stores it. */
export const legalInquirySchema = v.object({
  type: v.picklist(LEGAL_TYPES),
  organisation: trimmed(CONTACT_LIMITS.organisation),
  name: trimmed(CONTACT_LIMITS.name),
  email,
  their_reference: trimmed(CONTACT_LIMITS.theirReference),
  message: trimmed(CONTACT_LIMITS.legalMessage),
  language: v.string(),
});
export type LegalInquiryInput = v.InferInput<typeof legalInquirySchema>;

/** Which form: `support` (/contact-support) or `legal` (/legal-inquiries). */
export type ContactForm = 'support' | 'legal';

const FORMS = {
  support: { collection: 'support_requests', file: 'screenshot', schema: supportRequestSchema },
  legal: { collection: 'legal_inquiries', file: 'attachment', schema: legalInquirySchema },
} as const;

/** A message sent from this device, as the setting keeps it. */
export interface SentContactMessage {
  readonly form: ContactForm;
  /** The record id this device made. */
  readonly id: string;
  /** epoch ms when it was written */
  readonly at: number;
}

/** How many sent messages the device remembers. */
const REMEMBERED = 10;

/** "sent": the server has it; "queued": it waits for the network; "refused": the server said no. */
export type ContactOutcome = 'sent' | 'queued' | 'refused';

/** What sendContactMessage uses besides the database; tests pass stand-ins. */
export interface ContactDeps {
  /** Sends what the outbox holds (the sync runner's requestFlush in the app). */
  readonly flush?: () => Promise<unknown>;
  readonly now?: () => number;
}

/**
 * Queues a message with its file and tries to send it at once. A refused one is removed from
 * the outbox (the form shows the refusal and keeps what was typed) and not remembered.
 * @param fields checked with the form's schema
 * @param file the screenshot or PDF, or null
 * @returns the outcome, the record's id, and the server's words when refused
 * @throws ValiError (valibot) when the fields fail the schema (nothing is queued); an Error
 *   when IndexedDB cannot be used
 */
export async function sendContactMessage(
  form: 'support',
  fields: SupportRequestInput,
  file: File | null,
  db?: LocalDb,
  deps?: ContactDeps,
): Promise<{ outcome: ContactOutcome; id: string; refusal: ServerRefusal | null }>;
export async function sendContactMessage(
  form: 'legal',
  fields: LegalInquiryInput,
  file: File | null,
  db?: LocalDb,
  deps?: ContactDeps,
): Promise<{ outcome: ContactOutcome; id: string; refusal: ServerRefusal | null }>;
export async function sendContactMessage(
  form: ContactForm,
  fields: SupportRequestInput | LegalInquiryInput,
  file: File | null,
  db: LocalDb = localDb(),
  deps: ContactDeps = {},
): Promise<{ outcome: ContactOutcome; id: string; refusal: ServerRefusal | null }> {
  const spec = FORMS[form];
  const body: Record<string, unknown> = { ...v.parse(spec.schema, fields) };
  if (file) body[spec.file] = file;
  const { enqueue, outboxEntry, newRecordId } = await loadOutboxWriter();
  const flush = deps.flush ?? flushNow;
  const now = deps.now ?? Date.now;
  const id = newRecordId();
  const seq = await db.transaction('rw', ['outbox', 'settings'], async () => {
    const queued = await enqueue(
      { collection: spec.collection, recordId: id, op: 'create', body },
      db,
    );
    const sent = (await getSetting('contact_messages', db)) ?? [];
    await db.settings.put({
      key: 'contact_messages',
      value: [{ form, id, at: now() }, ...sent].slice(0, REMEMBERED),
    });
    return queued;
  });
  await flush();
  const entry = await outboxEntry(seq, db);
  if (!entry) return { outcome: 'sent', id, refusal: null };
  if (entry.error) {
    await db.transaction('rw', ['outbox', 'settings'], async () => {
      await db.outbox.delete(seq);
      const sent = (await getSetting('contact_messages', db)) ?? [];
      await db.settings.put({ key: 'contact_messages', value: sent.filter((m) => m.id !== id) });
    });
    return { outcome: 'refused', id, refusal: entry.error };
  }
  return { outcome: 'queued', id, refusal: null };
}

/** The newest message of a form sent from this device, and whether it still waits. */
export interface LatestContactMessage extends SentContactMessage {
  /** true while it is in the outbox, waiting for the network */
  readonly waiting: boolean;
}

/**
 * The newest message of `form` this device wrote, for useLiveQuery (reads `settings` and
 * `outbox`); null when none.
 */
export async function latestContactMessage(
  form: ContactForm,
  db: LocalDb = localDb(),
): Promise<LatestContactMessage | null> {
  const sent = (await getSetting('contact_messages', db)) ?? [];
  const latest = sent.find((m) => m.form === form);
  if (!latest) return null;
  const waiting = (await db.outbox.where('recordId').equals(latest.id).count()) > 0;
  return { ...latest, waiting };
}
