/**
 * Client-generated PocketBase record ids: creates carry their id, so sending one twice cannot
 * create two records.
 */

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new id in PocketBase's default format: 15 characters of a–z and 0–9. */
export function newRecordId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(15));
  // 252 = 7 × 36: values above are rare, and the slight bias is irrelevant for uniqueness.
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}
