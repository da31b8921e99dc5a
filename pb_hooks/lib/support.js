// The server's part of the contact forms (docs/security-model.md "Contact forms"):
// support_requests (/contact-support) and legal_inquiries (/legal-inquiries). Before a create:
// the sender (`user`) from the auth, never from the body; lengths, the address and the
// language checked; at most 5 stored messages per form an hour from one IP (counted in memory,
// so refused tries do not count); a reference such as SR-7KQ2-9XM4. After it: the staff
// notification (SUPPORT_EMAIL, else every admin) and the automatic reply in the sender's
// language, only to a signed-in sender's own verified account address (never to an address a
// stranger typed), at most 5 replies an hour to one address across both forms (lower-cased,
// `+tag` dropped); their outcomes stored on the record. Required by pb_hooks/support-requests.pb.js
// and legal-inquiries.pb.js.

/** Letters and digits a person reads back without confusion (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** How many messages one IP may have stored per form in RATE_WINDOW_MS. */
const MAX_PER_IP = 5;

/** How many automatic replies one address (replyAddress) gets in RATE_WINDOW_MS, both forms. */
const MAX_REPLIES_PER_ADDRESS = 5;

/** The window of both limits, ms (one hour). */
const RATE_WINDOW_MS = 60 * 60 * 1000;

/** The app store's key of the per-IP counts (JSON of takeSlot's state; memory only). */
const IP_SLOTS_KEY = 'contact.storedPerIp';

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
 * sender's profile; sets `user` from the auth; sets the reference. A resend of a record
 * that exists (same id) is left to PocketBase, which refuses the taken id, so that a retry
 * is never counted or limited.
 * @param {RecordRequestEventWithRecord} e the create request event
 * @param {'support_requests' | 'legal_inquiries'} collection
 * @returns {boolean} false for such a resend (nothing checked), true for a new record
 * @throws {BadRequestError} 400 with the field's error
 */
function prepareCreate(e, collection) {
  const form = FORMS[collection];
  const record = e.record;
  const requestedId = record.id;
  if (requestedId) {
    try {
      e.app.findRecordById(collection, requestedId);
      return false; // PocketBase refuses the taken id (the app counts that as sent).
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
  for (let attempt = 0; ; attempt += 1) {
    const reference = formatReference(
      form.prefix,
      $security.randomStringWithAlphabet(8, REFERENCE_ALPHABET),
    );
    const taken = e.app.countRecords(collection, $dbx.hashExp({ reference }));
    if (taken === 0 || attempt >= 5) {
      record.set('reference', reference);
      return true;
    }
  }
}

/**
 * Takes one of `max` slots of `key` in the window ending at `now`, dropping every slot of
 * every key older than the window (so the state holds only the last hour). Pure.
 * @param {string} state the JSON the store holds ('' or anything unreadable: empty)
 * @param {string} key e.g. `support_requests 203.0.113.7`
 * @param {number} now ms since the epoch
 * @param {number} max slots per key in the window
 * @param {number} windowMs the window, ms
 * @returns {{ state: string, taken: boolean }} the new JSON; taken false when all `max`
 *   slots of the key are in use (the state is then only pruned)
 */
function takeSlot(state, key, now, max, windowMs) {
  const slots = pruneSlots(state, now, windowMs);
  const mine = slots[key] || [];
  const taken = mine.length < max;
  if (taken) slots[key] = mine.concat([now]);
  return { state: JSON.stringify(slots), taken };
}

/**
 * Gives back a slot takeSlot took at `at` (its message was not stored). Pure.
 * @param {string} state @param {string} key @param {number} at the slot's time, ms
 * @param {number} now ms @param {number} windowMs
 * @returns {string} the new JSON
 */
function releaseSlot(state, key, at, now, windowMs) {
  const slots = pruneSlots(state, now, windowMs);
  const mine = slots[key] || [];
  const index = mine.indexOf(at);
  if (index >= 0) mine.splice(index, 1);
  slots[key] = mine;
  return JSON.stringify(pruneSlots(JSON.stringify(slots), now, windowMs));
}

/**
 * The slots of a state newer than the window. Pure.
 * @param {string} state @param {number} now @param {number} windowMs
 * @returns {Record<string, number[]>}
 */
function pruneSlots(state, now, windowMs) {
  /** @type {Record<string, number[]>} */
  let parsed = {};
  try {
    const value = state ? JSON.parse(state) : {};
    if (value && typeof value === 'object' && !Array.isArray(value)) parsed = value;
  } catch {
    parsed = {};
  }
  /** @type {Record<string, number[]>} */
  const kept = {};
  for (const key of Object.keys(parsed)) {
    const list = Array.isArray(parsed[key]) ? parsed[key] : [];
    const fresh = list.filter((t) => typeof t === 'number' && now - t < windowMs);
    if (fresh.length > 0) kept[key] = fresh;
  }
  return kept;
}

/**
 * The create request of a contact form: prepareCreate, then at most MAX_PER_IP stored
 * messages per form an hour from the request's IP. A slot is taken before the save and given
 * back when the save fails (PocketBase's own checks: select values, file type and size), so
 * refused tries never count. Superusers are not limited (as PocketBase's own limiter does not
 * limit them). The IP is held in the app's memory for the hour only, as
 * PocketBase's own limiter does; it is never written to the database.
 * @param {RecordRequestEventWithRecord} e the create request event
 * @param {'support_requests' | 'legal_inquiries'} collection
 * @throws {BadRequestError} 400 with a field's error
 * @throws {TooManyRequestsError} 429 when the IP has 5 messages stored in the last hour
 */
function handleCreate(e, collection) {
  if (!prepareCreate(e, collection) || (e.auth && e.auth.isSuperuser())) {
    e.next(); // a resend (refused by PocketBase), or a superuser (not limited, as in PocketBase)
    return;
  }
  const store = e.app.store();
  const key = `${collection} ${e.realIP()}`;
  const at = Date.now();
  let taken = false;
  store.setFunc(IP_SLOTS_KEY, (/** @type {unknown} */ old) => {
    const result = takeSlot(
      typeof old === 'string' ? old : '',
      key,
      at,
      MAX_PER_IP,
      RATE_WINDOW_MS,
    );
    taken = result.taken;
    return result.state;
  });
  if (!taken) {
    throw new TooManyRequestsError('Too many messages from this address. Try again later.', {});
  }
  try {
    e.next();
  } catch (err) {
    store.setFunc(IP_SLOTS_KEY, (/** @type {unknown} */ old) =>
      releaseSlot(typeof old === 'string' ? old : '', key, at, Date.now(), RATE_WINDOW_MS),
    );
    throw err;
  }
}

/**
 * The address the reply budget is kept for: trimmed, lower-cased, and with a `+tag` dropped
 * from the local part (victim+1@example.com → victim@example.com). Pure.
 * @param {string} email
 * @returns {string}
 */
function replyAddress(email) {
  const address = String(email || '')
    .trim()
    .toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return (plus >= 0 ? local.slice(0, plus) : local) + address.slice(at);
}

/**
 * The SQL LIKE pattern (escape character `\`) of every stored address whose replyAddress is
 * `address` with a tag: `local+%@domain`. Pure.
 * @param {string} address a replyAddress result
 * @returns {string}
 */
function taggedPattern(address) {
  const at = address.lastIndexOf('@');
  /** @param {string} text */
  const escape = (text) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return `${escape(address.slice(0, at))}+%@${escape(address.slice(at + 1))}`;
}

/**
 * How many automatic replies were tried (sent or failed) in the last hour, across both forms,
 * to addresses that share `email`'s replyAddress. Stored addresses are lower-case.
 * @param {core.App} app @param {string} email
 * @returns {number}
 */
function repliesInWindow(app, email) {
  const address = replyAddress(email);
  const since = new Date(Date.now() - RATE_WINDOW_MS).toISOString().replace('T', ' ');
  let total = 0;
  for (const collection of Object.keys(FORMS)) {
    total += app.countRecords(
      collection,
      $dbx.exp("(email = {:address} OR email LIKE {:tagged} ESCAPE '\\')", {
        address,
        tagged: taggedPattern(address),
      }),
      $dbx.exp('created > {:since}', { since }),
      $dbx.in('reply_mail', 'sent', 'failed'),
    );
  }
  return total;
}

/** The reply_mail values that say why no automatic reply was tried for the sender. */
const NO_REPLY_REASONS = ['guest', 'not_own_address', 'unverified'];

/**
 * Why a message gets no automatic reply, or null when it may get one: the reply goes only
 * to the signed-in sender's own account address (compared lower-cased; a `+tag` variant is
 * another address), and only once that address is verified. So the form never mails an
 * address its sender has not proved to own. Pure.
 * @param {{ email: string, verified: boolean } | null} account the sender's account at send
 *   time; null for a guest (or a superuser, who is no `users` record)
 * @param {string} email the reply address the message gave
 * @returns {'guest' | 'not_own_address' | 'unverified' | null}
 */
function noReplyReason(account, email) {
  if (!account) return 'guest';
  const own = String(account.email || '')
    .trim()
    .toLowerCase();
  if (
    !own ||
    own !==
      String(email || '')
        .trim()
        .toLowerCase()
  )
    return 'not_own_address';
  return account.verified ? null : 'unverified';
}

/**
 * The sender's account as noReplyReason reads it: the record's `user` (set from the auth
 * by prepareCreate, never from the body), looked up now; null when none or gone.
 * @param {core.App} app @param {core.Record} record
 * @returns {{ email: string, verified: boolean } | null}
 */
function senderAccount(app, record) {
  const id = record.getString('user');
  if (!id) return null;
  try {
    const user = app.findRecordById('users', id);
    return { email: String(user.email()), verified: Boolean(user.verified()) };
  } catch {
    return null;
  }
}

/**
 * Stores the mail outcomes on a record without running record hooks.
 * @param {core.App} app @param {string} collection @param {string} id
 * @param {string} reply sent | failed | not_configured | limited | guest | not_own_address |
 *   unverified
 * @param {string} staff sent | failed | not_configured
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
 * @param {core.App} app
 * @returns {string[]}
 */
function staffRecipients(app) {
  const configured = supportAddresses(require(`${__hooks}/lib/env.js`).text('SUPPORT_EMAIL'));
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
function trySend(
  /** @type {core.App} */ app,
  /** @type {string} */ to,
  /** @type {{ subject: string, html: string, text: string, headers?: Record<string, string> }} */ mail,
) {
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
 * Sends the staff notification and the sender's reply for a new record and stores how each
 * went; nothing is tried while no mail server is set up. No reply, the message kept and
 * staff told all the same, when the sender is a guest, gave an address other than their
 * account's, or has not verified it (noReplyReason: `guest`, `not_own_address`,
 * `unverified`), or when the address already had MAX_REPLIES_PER_ADDRESS tried in the last
 * hour across both forms (`limited`). Never throws for a failed send.
 * @param {core.App} app @param {core.Record} record
 * @param {'support_requests' | 'legal_inquiries'} collection
 */
function deliverMails(app, record, collection) {
  const form = FORMS[collection];
  const { currentMailState } = require(`${__hooks}/lib/capabilities.js`);
  if (currentMailState(app) === 'not_configured') {
    storeOutcomes(app, collection, record.id, 'not_configured', 'not_configured');
    return;
  }
  const { replyMail, staffFields, staffMail } = require(`${__hooks}/lib/support-mail.js`);
  const copy = require(`${__hooks}/lib/support-mail.json`);
  const reference = record.getString('reference');
  const appUrl = String(app.settings().meta.appURL || '').replace(/\/+$/, '');
  const staff = staffMail(form.kind, {
    reference,
    fields: staffFields(copy, form.kind, (/** @type {string} */ f) => record.getString(f)),
    message: record.getString('message'),
    hasFile: record.getString(form.file) !== '',
    dashboardUrl: `${appUrl}/_/#/collections?collection=${collection}&recordId=${record.id}`,
  });
  const recipients = staffRecipients(app);
  let staffOk = recipients.length > 0;
  for (const to of recipients) staffOk = trySend(app, to, staff) && staffOk;
  const email = record.getString('email');
  const barred = noReplyReason(senderAccount(app, record), email);
  let replyOutcome = barred || 'limited';
  if (!barred && repliesInWindow(app, email) < MAX_REPLIES_PER_ADDRESS) {
    const reply = replyMail(copy, record.getString('language'), form.kind, {
      reference,
      category: record.getString(form.category),
    });
    replyOutcome = trySend(app, email, reply) ? 'sent' : 'failed';
  }
  storeOutcomes(app, collection, record.id, replyOutcome, staffOk ? 'sent' : 'failed');
}

/**
 * What the sender's page is told about a record it made (it knows the id it generated): the
 * reference and what became of the reply (or why none was sent). Nothing else of the record.
 * @param {core.Record} record
 * @returns {{ reference: string,
 *   reply: 'sent' | 'failed' | 'not_configured' | 'limited' | 'guest' | 'not_own_address' |
 *     'unverified' | 'pending' }}
 */
function receiptOf(record) {
  const reply = record.getString('reply_mail');
  const known = ['sent', 'failed', 'not_configured', 'limited'].concat(NO_REPLY_REASONS);
  return {
    reference: record.getString('reference'),
    reply: /** @type {ReturnType<typeof receiptOf>['reply']} */ (
      known.indexOf(reply) >= 0 ? reply : 'pending'
    ),
  };
}

module.exports = {
  FORMS,
  MAX_PER_IP,
  MAX_REPLIES_PER_ADDRESS,
  REFERENCE_ALPHABET,
  deliverMails,
  formatReference,
  handleCreate,
  isReference,
  noReplyReason,
  releaseSlot,
  receiptOf,
  replyAddress,
  supportAddresses,
  taggedPattern,
  takeSlot,
};
