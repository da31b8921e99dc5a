// Uploaded files are stored under the extension of what they are, never the one the uploader
// chose: a PNG sent as `x.html` is stored (and so served and downloaded) as `x_<random>.png`,
// and a file whose first bytes are none of the types any file field accepts is refused.
// PocketBase checks each field's own `mimeTypes` from the content too; it keeps the
// uploader's extension, which this corrects. Required by lib/record-hooks.js checkUploads; sniffing
// and naming are pure and unit-tested.

/**
 * Every collection with a file field (a test checks the server has no other, and
 * tests/hooks/hook-files.test.ts that each one's hook file calls checkUploads).
 */
const UPLOAD_COLLECTIONS = [
  // PocketBase's own `avatar` (the app shows none; its default types include SVG).
  'users',
  'contractors',
  'verification_requests',
  'plan_files',
  'support_requests',
  'legal_inquiries',
];

/** How many leading bytes sniffing needs (RIFF + size + WEBP is 12). */
const SNIFF_BYTES = 12;

/**
 * The extension of a file's real type, from its first bytes: the types the file fields accept
 * (PNG, JPEG, WebP, PDF). Pure.
 * @param {ArrayLike<number>} bytes at least the first SNIFF_BYTES bytes (fewer: a short file)
 * @returns {'png' | 'jpg' | 'webp' | 'pdf' | null} null for anything else
 */
function sniffExtension(bytes) {
  /** @param {number[]} sig @param {number} [at] */
  const starts = (sig, at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  return null;
}

/**
 * A stored file name with its extension replaced (or added). Pure.
 * @param {string} name PocketBase's normalised name, e.g. `x_ab12cd34ef.html`
 * @param {string} extension without the dot, e.g. `png`
 * @returns {string} e.g. `x_ab12cd34ef.png`
 */
function withExtension(name, extension) {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base}.${extension}`;
}

/**
 * Renames the record's new uploads to the extension of their content.
 * @param {core.Record} record the record of a create or update request, with the uploads set
 * @returns {Record<string, { code: string, message: string }>} a field error per field with
 *   an upload of no accepted type (`validation_invalid_mime_type`, PocketBase's own code);
 *   empty when all are fine
 */
function correctUploadNames(record) {
  /** @type {Record<string, { code: string, message: string }>} */
  const errors = {};
  const fields = record.collection().fields;
  for (let i = 0; i < fields.length; i += 1) {
    const field = fields[i];
    if (field.type() !== 'file') continue;
    const name = field.getName();
    for (const file of record.getUnsavedFiles(name) || []) {
      if (!file) continue;
      const reader = file.reader.open();
      let extension = null;
      try {
        extension = sniffExtension(toBytes(reader, SNIFF_BYTES));
      } finally {
        reader.close();
      }
      if (!extension) {
        errors[name] = {
          code: 'validation_invalid_mime_type',
          message: 'This type of file is not accepted.',
        };
      } else {
        file.name = withExtension(file.name, extension);
      }
    }
  }
  return errors;
}

module.exports = {
  SNIFF_BYTES,
  UPLOAD_COLLECTIONS,
  correctUploadNames,
  sniffExtension,
  withExtension,
};
