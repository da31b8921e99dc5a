/**
 * The verification form's rules and the reading of the owner's requests: which documents may
 * be sent (PDF, JPEG or PNG, at most 10 MB each, at least one), the note's limit, and what a
 * list of requests means for the form. Pure; the server checks the same limits.
 */

/** The document types the collection accepts, by MIME type and by file name ending. */
export const DOCUMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/** 10 MB, as PocketBase counts a file field's maxSize (bytes). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The longest note the form sends. */
export const VERIFICATION_NOTE_MAX = 1000;

/** What the rules read of a picked file (a File has them). */
export interface DocumentFacts {
  readonly name: string;
  /** The browser's MIME type; '' when it could not tell. */
  readonly type: string;
  readonly size: number;
}

/** The `trust` key of a document's error. */
export type DocumentError = 'verification.errors.fileType' | 'verification.errors.fileSize';

/**
 * Whether a file may be sent as a document. A file whose type the browser could not tell is
 * judged by its name's ending.
 * @returns the error, or null when it may be sent
 */
export function checkDocument(file: DocumentFacts): DocumentError | null {
  const name = file.name.toLowerCase();
  const typeOk = file.type
    ? file.type in DOCUMENT_TYPES
    : Object.values(DOCUMENT_TYPES).some((endings) => endings.some((e) => name.endsWith(e)));
  if (!typeOk) return 'verification.errors.fileType';
  if (file.size > DOCUMENT_MAX_BYTES) return 'verification.errors.fileSize';
  return null;
}

/** What the form holds. */
export interface VerificationFormValues {
  readonly licence: DocumentFacts | null;
  readonly insurance: DocumentFacts | null;
  readonly note: string;
}

/** The `trust` key of each part's error; `documents` when neither document is given. */
export interface VerificationFormErrors {
  licence?: DocumentError;
  insurance?: DocumentError;
  documents?: 'verification.errors.noFile';
  note?: 'verification.errors.note';
}

/**
 * Checks the form before it is sent.
 * @returns the errors by part; empty when it may be sent
 */
export function validateVerification(values: VerificationFormValues): VerificationFormErrors {
  const errors: VerificationFormErrors = {};
  if (!values.licence && !values.insurance) errors.documents = 'verification.errors.noFile';
  const licence = values.licence && checkDocument(values.licence);
  if (licence) errors.licence = licence;
  const insurance = values.insurance && checkDocument(values.insurance);
  if (insurance) errors.insurance = insurance;
  if (values.note.trim().length > VERIFICATION_NOTE_MAX) errors.note = 'verification.errors.note';
  return errors;
}

/** A request's state on the server. */
export type VerificationStatus = 'pending' | 'approved' | 'rejected';

/**
 * Whether the owner may send documents now: not while a request waits for staff (the server
 * refuses a second pending one).
 */
export function maySendDocuments(requests: readonly { status: VerificationStatus }[]): boolean {
  return !requests.some((request) => request.status === 'pending');
}
