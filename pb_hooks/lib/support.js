// The server's part of the contact forms (docs/security-model.md "Contact forms"):
// support_requests (/contact-support) and legal_inquiries (/legal-inquiries). Before a create:
// the sender (`user`) from the auth, never from the body; lengths, the address and the
// language checked; at most 5 per address an hour; a reference such as SR-7KQ2-9XM4. After
// it: the staff notification (SUPPORT_EMAIL, else every admin) and the automatic reply in the
// sender's language, their outcomes stored on the record. Required by pb_hooks/support.pb.js.

/** Letters and digits a person reads back without confusion (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** How many records one address may send per collection in RATE_WINDOW_MS. */
const MAX_PER_ADDRESS = 5;

/** The per-address window, ms (one hour). */
const RATE_WINDOW_MS = 60 * 60 * 1000;

/** Per collection: the reference prefix and the text fields' limits (trimmed). */
const FORMS = {
  support_requests: {
    kind: /** @type {'support'} */ ('support'),
    prefix: 'SR',
    category: 'topic',
    file: 'screenshot',
    text: /** @type {Record<string, [number, number]>} */ ({ message: [10, 5000] }),
  },
  legal_inquiries: {
    kind: /** @type {'legal'} */ ('legal'),
    prefix: 'LI',
    category: 'type',
    file: 'attachment',
    text: /** @type {Record<string, [number, number]>} */ ({
      organisation: [2, 200],
      name: [2, 200],
      their_reference: [0, 200],
      message: [10, 10000],
    }),
  },
};

/**
 * A reference from 8 random characters of REFERENCE_ALPHABET. Pure.
 * @param {string} prefix e.g. SR
 * @param {string} chars 8 characters
 * @returns {string} e.g. SR-7KQ2-9XM4
 */
function formatReference(prefix, chars) {
  return `${prefix}-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}

/**
 * Whether a text is a well-formed reference of `prefix`. Pure.
 * @param {string} prefix @param {string} text
 */
function isReference(prefix, text) {
  return new RegExp(`^${prefix}-[${REFERENCE_ALPHABET}]{4}-[${REFERENCE_ALPHABET}]{4}$`).test(text);
}

/**
 * The staff addresses from SUPPORT_EMAIL: comma or space separated; [] when unset. Pure.
 * @param {string} value the variable's value
 * @returns {string[]}
 */
function supportAddresses(value) {
  return String(value || '')
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter((a) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(a));
}

/**
 * A field error as PocketBase answers it (400 with data.<field>).
 * @param {string} field @param {string} code @param {string} message
 */
function fieldError(field, code, message) {
  return new BadRequestError(message, { [field]: new ValidationError(code, message) });
}

/**
 * Checks and completes a new record before it is saved; called by onRecordCreateRequest.
 * Trims the text fields and checks their lengths; lower-cases the address (a signed-in
 * sender's account address when none is given); takes the language from the body or the
 * sender's profile; sets `user` from the auth; refuses a 6th record from one address within
 * an hour (429); sets the reference. A resend of a record that exists (same id) is left to
 * PocketBase, which refuses the taken id, so that a retry is never counted or limited.
 * @param {any} e the create request event
 * @param {'support_requests' | 'legal_inquiries'} collection
 * @throws {BadRequestError} 400 with the field's error
 * @throws {TooManyRequestsError} 429 when the address sent too many
 */
function prepareCreate(e, collection) {
  const form = FORMS[collection];
  const record = e.record;
  const requestedId = record.id;
  if (requestedId) {
    try {
      e.app.findRecordById(collection, requestedId);
      return; // PocketBase refuses the taken id (the app counts that as sent).
    } catch {
      // a new id
    }
  }
  for (const field of Object.keys(form.text)) {
    const [min, max] = form.text[field];
    const value = record.getString(field).trim();
    record.set(field, value);
    if (value.length < min || value.length > max) {
      throw fieldError(
        field,
        'validation_length_out_of_range',
        `Must be between ${min} and ${max} characters.`,
      );
    }
  }
  const auth = e.auth;
  const signedIn = auth && !auth.isSuperuser() && auth.collection().name === 'users';
  let email = record.getString('email').trim().toLowerCase();
  if (!email && signedIn) email = String(auth.email()).toLowerCase();
  if (!email) throw fieldError('email', 'validation_required', 'Enter your email address.');
  record.set('email', email);
  if (signedIn) {
    record.set('user', auth.id);
    if (!record.getString('language')) {
      record.set('language', auth.getString('language_preference'));
    }
  }
  const since = new Date(Date.now() - RATE_WINDOW_MS).toISOString().replace('T', ' ');
  const recent = e.app.countRecords(
    collection,
    $dbx.hashExp({ email }),
    $dbx.exp('created > {:since}', { since }),
  );
  if (recent >= MAX_PER_ADDRESS) {
    throw new TooManyRequestsError('Too many messages from this address. Try again later.', {});
  }
  for (let attempt = 0; ; attempt += 1) {
    const reference = formatReference(
      form.prefix,
      $security.randomStringWithAlphabet(8, REFERENCE_ALPHABET),
    );
    const taken = e.app.countRecords(collection, $dbx.hashExp({ reference }));
    if (taken === 0 || attempt >= 5) {
      record.set('reference', reference);
      return;
    }
  }
}

/**
 * Stores the mail outcomes on a record without running record hooks.
 * @param {any} app @param {string} collection @param {string} id
 * @param {string} reply @param {string} staff sent | failed | not_configured
 */
function storeOutcomes(app, collection, id, reply, staff) {
  app
    .db()
    .newQuery(
      `UPDATE ${collection} SET reply_mail = {:reply}, staff_mail = {:staff} WHERE id = {:id}`,
    )
    .bind({ reply, staff, id })
    .execute();
}

/**
 * Who staff notifications go to: SUPPORT_EMAIL's addresses, else every admin's address.
 * @param {any} app
 * @returns {string[]}
 */
function staffRecipients(app) {
  const configured = supportAddresses($os.getenv('SUPPORT_EMAIL'));
  if (configured.length > 0) return configured;
  const roles = app.findRecordsByFilter('user_roles', 'role = "admin"', '', 500, 0);
  /** @type {string[]} */
  const addresses = [];
  for (const role of roles) {
    try {
      const email = app.findRecordById('users', role.getString('user')).email();
      if (email && addresses.indexOf(email) < 0) addresses.push(email);
    } catch {
      // the user is gone
    }
  }
  return addresses;
}

/**
 * Sends one mail; remembers a server-wide failure (lib/capabilities.js noteSend).
 * @returns {boolean} whether it went out
 */
function trySend(/** @type {any} */ app, /** @type {string} */ to, /** @type {any} */ mail) {
  const { noteSend } = require(`${__hooks}/lib/capabilities.js`);
  try {
    require(`${__hooks}/lib/mailer.js`).sendMail(app, to, mail);
    noteSend(app, null);
    return true;
  } catch (err) {
    noteSend(app, String(err));
    return false;
  }
}

/**
 * The label and value pairs staff read, in the form's order.
 * @param {any} record @param {'support_requests' | 'legal_inquiries'} collection
 * @returns {Array<[string, string]>}
 */
function staffFields(record, collection) {
  const common = /** @type {Array<[string, string]>} */ ([
    ['Email', record.getString('email')],
    ['Language', record.getString('language') || 'English'],
    ['Signed-in user', record.getString('user') || '(not signed in)'],
  ]);
  if (collection === 'support_requests') {
    return [['Topic', record.getString('topic')], ...common];
  }
  return [
    ['Type', record.getString('type')],
    ['Organisation', record.getString('organisation')],
    ['Name', record.getString('name')],
    ['Their reference', record.getString('their_reference') || '-'],
    ...common,
  ];
}

/**
 * Sends the staff notification and the sender's reply for a new record and stores how each
 * went; nothing is tried while no mail server is set up. Never throws for a failed send.
 * @param {any} app @param {any} record
 * @param {'support_requests' | 'legal_inquiries'} collection
 */
function deliverMails(app, record, collection) {
  const form = FORMS[collection];
  const { currentMailState } = require(`${__hooks}/lib/capabilities.js`);
  if (currentMailState(app) === 'not_configured') {
    storeOutcomes(app, collection, record.id, 'not_configured', 'not_configured');
    return;
  }
  const { replyMail, staffMail } = require(`${__hooks}/lib/support-mail.js`);
  const reference = record.getString('reference');
  const appUrl = String(app.settings().meta.appURL || '').replace(/\/+$/, '');
  const staff = staffMail(form.kind, {
    reference,
    fields: staffFields(record, collection),
    message: record.getString('message'),
    hasFile: record.getString(form.file) !== '',
    dashboardUrl: `${appUrl}/_/#/collections?collection=${collection}&recordId=${record.id}`,
  });
  const recipients = staffRecipients(app);
  let staffOk = recipients.length > 0;
  for (const to of recipients) staffOk = trySend(app, to, staff) && staffOk;
  const reply = replyMail(
    require(`${__hooks}/lib/support-mail.json`),
    require(`${__hooks}/lib/languages.json`),
    record.getString('language'),
    form.kind,
    { reference, category: record.getString(form.category) },
  );
  const replyOk = trySend(app, record.getString('email'), reply);
  storeOutcomes(
    app,
    collection,
    record.id,
    replyOk ? 'sent' : 'failed',
    staffOk ? 'sent' : 'failed',
  );
}

/**
 * What the sender's page is told about a record it made (it knows the id it generated): the
 * reference and what became of the reply. Nothing else of the record.
 * @param {any} record
 * @returns {{ reference: string, reply: 'sent' | 'failed' | 'not_configured' | 'pending' }}
 */
function receiptOf(record) {
  const reply = record.getString('reply_mail');
  return {
    reference: record.getString('reference'),
    reply: reply === 'sent' || reply === 'failed' || reply === 'not_configured' ? reply : 'pending',
  };
}

module.exports = {
  FORMS,
  MAX_PER_ADDRESS,
  REFERENCE_ALPHABET,
  deliverMails,
  formatReference,
  isReference,
  prepareCreate,
  receiptOf,
  supportAddresses,
};
