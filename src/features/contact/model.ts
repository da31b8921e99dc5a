/**
 * The contact forms' rules (/contact-support, /legal-inquiries): what each field must hold
 * before the form is sent, which files are taken, and how the server's receipt is read. Pure;
 * the server checks the same limits (pb_hooks/lib/support.js, the collections' fields).
 */
import {
  CONTACT_FILES,
  CONTACT_LIMITS,
  LEGAL_TYPES,
  SUPPORT_TOPICS,
  type ContactForm,
} from '@/data/contact-messages';

/** The `support` key of a field's error, with the values its text needs. */
export interface FieldError {
  readonly key:
    | 'errors.topic'
    | 'errors.type'
    | 'errors.required'
    | 'errors.tooShort'
    | 'errors.tooLong'
    | 'errors.email'
    | 'errors.fileType'
    | 'errors.fileSize';
  readonly values?: Readonly<Record<string, number>>;
}

/** What a picked file tells (a File has it). */
export interface FileFacts {
  readonly name: string;
  /** The browser's MIME type; '' when it could not tell. */
  readonly type: string;
  readonly size: number;
}

/** The file endings a form takes when the browser cannot tell a file's type. */
const ENDINGS: Record<ContactForm, readonly string[]> = {
  support: ['.png', '.jpg', '.jpeg', '.webp'],
  legal: ['.pdf'],
};

/** The `accept` attribute of a form's file input. */
export function acceptOf(form: ContactForm): string {
  return [...CONTACT_FILES[form].types, ...ENDINGS[form]].join(',');
}

/** The largest file a form takes, in whole MB. */
export function maxFileMb(form: ContactForm): number {
  return CONTACT_FILES[form].maxBytes / (1024 * 1024);
}

/**
 * Whether a file may be sent with a form (the server reads the type from the content too).
 * @returns the error, or null when it may be sent
 */
export function checkFile(form: ContactForm, file: FileFacts): FieldError | null {
  const accepted: readonly string[] = CONTACT_FILES[form].types;
  const name = file.name.toLowerCase();
  const typeOk = file.type
    ? accepted.includes(file.type)
    : ENDINGS[form].some((ending) => name.endsWith(ending));
  if (!typeOk) return { key: 'errors.fileType' };
  if (file.size > CONTACT_FILES[form].maxBytes) {
    return { key: 'errors.fileSize', values: { mb: maxFileMb(form) } };
  }
  return null;
}

/** The address check the form makes (the server checks the format too). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A text field's error against its limits (after trimming), or null. */
function textError(value: string, limits: { min: number; max: number }): FieldError | null {
  const length = value.trim().length;
  if (limits.min > 0 && length === 0) return { key: 'errors.required' };
  if (length < limits.min) return { key: 'errors.tooShort', values: { min: limits.min } };
  if (length > limits.max) return { key: 'errors.tooLong', values: { max: limits.max } };
  return null;
}

function emailError(value: string): FieldError | null {
  if (!value.trim()) return { key: 'errors.required' };
  return EMAIL.test(value.trim()) ? null : { key: 'errors.email' };
}

/** Drops the fields without an error. */
function only<K extends string>(
  errors: Record<K, FieldError | null>,
): Partial<Record<K, FieldError>> {
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== null)) as Partial<
    Record<K, FieldError>
  >;
}

/** What the support form holds. */
export interface SupportValues {
  readonly topic: string;
  readonly message: string;
  readonly email: string;
  readonly file: FileFacts | null;
}

/**
 * Checks the support form.
 * @returns the errors by field; empty when it may be sent
 */
export function validateSupport(
  values: SupportValues,
): Partial<Record<'topic' | 'message' | 'email' | 'file', FieldError>> {
  return only({
    topic: (SUPPORT_TOPICS as readonly string[]).includes(values.topic)
      ? null
      : { key: 'errors.topic' },
    message: textError(values.message, CONTACT_LIMITS.supportMessage),
    email: emailError(values.email),
    file: values.file ? checkFile('support', values.file) : null,
  });
}

/** What the legal inquiry form holds. */
export interface LegalValues {
  readonly type: string;
  readonly organisation: string;
  readonly name: string;
  readonly email: string;
  readonly theirReference: string;
  readonly message: string;
  readonly file: FileFacts | null;
}

/** The legal form's fields that can be wrong. */
export type LegalField =
  'type' | 'organisation' | 'name' | 'email' | 'theirReference' | 'message' | 'file';

/**
 * Checks the legal inquiry form.
 * @returns the errors by field; empty when it may be sent
 */
export function validateLegal(values: LegalValues): Partial<Record<LegalField, FieldError>> {
  return only({
    type: (LEGAL_TYPES as readonly string[]).includes(values.type) ? null : { key: 'errors.type' },
    organisation: textError(values.organisation, CONTACT_LIMITS.organisation),
    name: textError(values.name, CONTACT_LIMITS.name),
    email: emailError(values.email),
    theirReference: textError(values.theirReference, CONTACT_LIMITS.theirReference),
    message: textError(values.message, CONTACT_LIMITS.legalMessage),
    file: values.file ? checkFile('legal', values.file) : null,
  });
}

/**
 * What the server says about a message it has: its reference and the reply's fate
 * (`limited`: the address already had its 5 automatic replies this hour, so none was sent;
 * `guest`, `not_own_address`, `unverified`: none is sent to an address the sender has not
 * proved to own, i.e. other than their signed-in account's confirmed one).
 */
export interface Receipt {
  readonly reference: string;
  readonly reply:
    | 'sent'
    | 'failed'
    | 'not_configured'
    | 'limited'
    | 'guest'
    | 'not_own_address'
    | 'unverified'
    | 'pending';
}

const REPLIES: readonly string[] = [
  'sent',
  'failed',
  'not_configured',
  'limited',
  'guest',
  'not_own_address',
  'unverified',
  'pending',
];

/** The `support` key of each reply outcome's sentence. */
const REPLY_KEYS = {
  sent: 'status.replySent',
  failed: 'status.replyFailed',
  not_configured: 'status.replyNotConfigured',
  limited: 'status.replyLimited',
  guest: 'status.replyGuest',
  not_own_address: 'status.replyNotOwnAddress',
  unverified: 'status.replyUnverified',
  pending: 'status.replyPending',
} as const;

/**
 * Whether the server would send its automatic confirmation for a message with reply address
 * `email` from this sender: only to the signed-in account's own address (any case), once
 * confirmed (pb_hooks/lib/support.js noReplyReason). The form says so up front otherwise.
 * @param user the signed-in user, null for a guest; `verified` absent counts as not confirmed
 */
export function confirmationByEmail(
  user: { readonly email: string; readonly verified?: boolean } | null,
  email: string,
): boolean {
  if (!user || user.verified !== true) return false;
  return user.email.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * Reads GET /api/app/contact-receipts/{form}/{id}'s answer.
 * @returns null when it is not one (an older server, a proxy's page)
 */
export function parseReceipt(json: unknown): Receipt | null {
  if (!json || typeof json !== 'object') return null;
  const { reference, reply } = json as Record<string, unknown>;
  if (typeof reference !== 'string' || !/^(SR|LI)-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(reference)) {
    return null;
  }
  if (typeof reply !== 'string' || !REPLIES.includes(reply)) return null;
  return { reference, reply: reply as Receipt['reply'] };
}

/** The `support` key of the sentence about the confirmation email. */
export function replyKey(reply: Receipt['reply']): (typeof REPLY_KEYS)[Receipt['reply']] {
  return REPLY_KEYS[reply];
}
