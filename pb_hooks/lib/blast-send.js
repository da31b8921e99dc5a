// Sending an email blast: queueing it, the batches the cron job (and the superuser's
// run-now route) send, progress, cancel, and the unsubscribe page. Each recipient gets one
// `email_deliveries` row, written before the send (unique per blast and address), so a crash
// can lose a message but never send one twice: at most once, as marketing mail should be.
// Required by pb_hooks/routes-email-blast.pb.js and cron.pb.js; docs/security-model.md "Email
// blast".

/** How many recipients are read from the database at a time. */
const CHUNK = 200;

/** How many messages are sent between two looks at whether the blast was cancelled. */
const CANCEL_CHECK = 20;

/**
 * A blast's status now, read without record hooks.
 * @param {core.App} app @param {string} id
 */
function statusOf(app, id) {
  const row = new DynamicModel({ status: '' });
  app.db().newQuery('SELECT status FROM email_blasts WHERE id = {:id}').bind({ id }).one(row);
  return String(row.status);
}

/** The app store key held while a batch runs (cron and the run-now route never overlap). */
const RUNNING_KEY = 'tradesmarket:blastRunning';

/** A batch older than this is taken as dead (its server stopped), ms. */
const RUNNING_STALE_MS = 10 * 60 * 1000;

const blast = () => require(`${__hooks}/lib/blast.js`);

/**
 * A JSON field's value (the JSVM hands JSON fields over as raw bytes).
 * @param {core.Record} record @param {string} name
 */
function jsonField(record, name) {
  const raw = record.getString(name);
  return raw ? JSON.parse(raw) : null;
}

/** @returns {Array<{ code: string, name: string, nativeName: string, dir: string }>} */
const languages = () => require(`${__hooks}/lib/languages.json`);

/**
 * The unsubscribe links' key: UNSUBSCRIBE_SECRET, else the one the migration made.
 * @param {core.App} app
 * @returns {string}
 */
function unsubscribeSecret(app) {
  const fromEnv = require(`${__hooks}/lib/env.js`).text('UNSUBSCRIBE_SECRET');
  if (fromEnv) return fromEnv;
  return app
    .findFirstRecordByFilter('server_secrets', "name = 'unsubscribe_hmac'", {})
    .getString('value');
}

/**
 * HMAC-SHA256 hex of a normalised address.
 * @param {core.App} app @returns {(text: string) => string}
 */
function signer(app) {
  const secret = unsubscribeSecret(app);
  return (text) => $security.hs256(text, secret);
}

/**
 * The message for one recipient, with footer and headers.
 * @param {core.App} app @param {Record<string, { subject: string, body: string }>} content
 * @param {string} language English name @param {string} email
 * @returns {{ subject: string, html: string, text: string, headers: Record<string, string> }}
 */
function messageFor(app, content, language, email) {
  const b = blast();
  const copy = require(`${__hooks}/lib/blast-mail.json`);
  const lang = languages().find((l) => l.name === language) || languages()[0];
  const url = b.unsubscribeUrl(app.settings().meta.appURL, email, lang.code, signer(app));
  // The text in the recipient's language, else in English, else in the first one written;
  // the footer and the html's lang/dir follow the language the text is in.
  const written = content[language]
    ? lang.name
    : content.English
      ? 'English'
      : Object.keys(content)[0];
  const shown = languages().find((l) => l.name === written) || languages()[0];
  const text = content[written];
  const mail = b.blastMail(text, copy[shown.code] || copy.en, url, shown);
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Recipients of a blast's audience not yet handled, or their number.
 * @param {core.App} app @param {{ audience: string, languages: string[] }} spec
 * @param {{ blastId?: string, limit?: number }} opts with blastId: only addresses without a
 *   delivery row; with limit: at most that many rows
 * @returns {Array<{ email: string, language: string }>}
 */
function recipients(app, spec, opts) {
  /** @type {dbx.Params} */
  const params = {};
  spec.languages.forEach((name, i) => (params[`l${i}`] = name));
  let sql = `SELECT email, language FROM (${blast().recipientsSql(spec.audience, spec.languages.length)}) r`;
  if (opts.blastId) {
    sql +=
      ' WHERE NOT EXISTS (SELECT 1 FROM email_deliveries d WHERE d.blast = {:blast} AND d.email = r.email)';
    params.blast = opts.blastId;
  }
  sql += ' ORDER BY email';
  if (opts.limit) sql += ` LIMIT ${Math.floor(opts.limit)}`;
  const rows = arrayOf(new DynamicModel({ email: '', language: '' }));
  app.db().newQuery(sql).bind(params).all(rows);
  return rows.map((r) => ({ email: r.email, language: r.language }));
}

/**
 * How many addresses a blast would reach now.
 * @param {core.App} app @param {{ audience: string, languages: string[] }} spec
 */
function countRecipients(app, spec) {
  /** @type {dbx.Params} */
  const params = {};
  spec.languages.forEach((name, i) => (params[`l${i}`] = name));
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery(
      `SELECT COUNT(*) AS n FROM (${blast().recipientsSql(spec.audience, spec.languages.length)})`,
    )
    .bind(params)
    .one(row);
  return Number(row.n);
}

/**
 * Whether an address said no to blasts.
 * @param {core.App} app @param {string} email normalised
 */
function isUnsubscribed(app, email) {
  try {
    app.findFirstRecordByFilter('email_unsubscribes', 'email_hash = {:h}', {
      h: $security.sha256(email),
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Records that an address wants no more blasts (idempotent).
 * @param {core.App} app @param {string} email normalised
 */
function unsubscribe(app, email) {
  if (isUnsubscribed(app, email)) return;
  const row = new Record(app.findCollectionByNameOrId('email_unsubscribes'));
  row.set('email_hash', $security.sha256(email));
  try {
    app.save(row);
  } catch {
    // A concurrent click saved the same hash: the unique index kept one.
  }
}

/**
 * Whether a mailer error says the message never reached the SMTP server (so it was not
 * sent and may be tried again): the connection could not be made.
 * @param {string} error
 */
function neverConnected(error) {
  return /dial tcp|connection refused|no such host|network is unreachable/i.test(error);
}

/** @param {core.App} app @param {string} id @param {string} status @param {string} error */
function setDelivery(app, id, status, error) {
  app
    .db()
    .newQuery(
      'UPDATE email_deliveries SET status = {:status}, error = {:error}, sent_at = {:at} WHERE id = {:id}',
    )
    .bind({
      status,
      error: error.slice(0, 500),
      at: new Date().toISOString().replace('T', ' '),
      id,
    })
    .execute();
}

/**
 * Handles one recipient: skips an unsubscribed address, else claims the delivery row and
 * sends. The row is saved before the send: a second claim fails on the unique index.
 * @param {core.App} app @param {core.Record} record the blast @param {{ email: string, language: string }} to
 * @returns {'sent' | 'skipped' | 'failed' | 'taken' | 'paused'} paused: mail is down, stop
 */
function deliverOne(app, record, to) {
  const row = new Record(app.findCollectionByNameOrId('email_deliveries'));
  row.set('blast', record.id);
  row.set('email', to.email);
  row.set('language', to.language);
  const skip = isUnsubscribed(app, to.email);
  row.set('status', skip ? 'skipped_unsubscribed' : 'sending');
  try {
    app.save(row);
  } catch {
    return 'taken';
  }
  if (skip) return 'skipped';
  try {
    const mail = messageFor(app, jsonField(record, 'content'), to.language, to.email);
    require(`${__hooks}/lib/mailer.js`).sendMail(app, to.email, mail);
  } catch (err) {
    const error = String(err);
    const { isServerWideFailure } = require(`${__hooks}/lib/capabilities.js`);
    if (neverConnected(error)) {
      app.delete(row);
      return 'paused';
    }
    setDelivery(app, row.id, 'failed', error);
    return isServerWideFailure(error) ? 'paused' : 'failed';
  }
  setDelivery(app, row.id, 'sent', '');
  return 'sent';
}

/**
 * Counts of a blast's deliveries by status.
 * @param {core.App} app @param {string} blastId
 * @returns {{ sent: number, failed: number, skipped: number, unconfirmed: number }}
 */
function deliveryCounts(app, blastId) {
  const rows = arrayOf(new DynamicModel({ status: '', n: 0 }));
  app
    .db()
    .newQuery(
      'SELECT status, COUNT(*) AS n FROM email_deliveries WHERE blast = {:b} GROUP BY status',
    )
    .bind({ b: blastId })
    .all(rows);
  /** @type {Record<string, number>} */
  const by = {};
  for (const r of rows) by[r.status] = Number(r.n);
  return {
    sent: by.sent || 0,
    failed: by.failed || 0,
    skipped: by.skipped_unsubscribed || 0,
    unconfirmed: by.sending || 0,
  };
}

/**
 * Marks a blast sent and stores its counts.
 * @param {core.App} app @param {core.Record} record
 */
function finish(app, record) {
  const counts = deliveryCounts(app, record.id);
  record.set('status', 'sent');
  record.set('finished', new Date().toISOString().replace('T', ' '));
  record.set('sent_count', counts.sent);
  record.set('failed_count', counts.failed);
  record.set('skipped_count', counts.skipped);
  app.save(record);
}

/**
 * Sends the next batch of every blast in `sending`, oldest first, at most the per-minute
 * rate (skipped addresses do not count). Does nothing while mail is not ready or another
 * batch runs.
 * @param {core.App} app
 * @returns {{ sent: number, skipped: number, failed: number, paused: string | null }}
 *   paused: the mail state, 'busy' (another batch runs) or null
 */
function runBatch(app) {
  const result = { sent: 0, skipped: 0, failed: 0, paused: /** @type {string | null} */ (null) };
  const { currentMailState } = require(`${__hooks}/lib/capabilities.js`);
  const state = currentMailState(app);
  if (state !== 'ready') return { ...result, paused: state };
  const store = app.store();
  const running = Number(store.get(RUNNING_KEY) || 0);
  if (running && Date.now() - running < RUNNING_STALE_MS) return { ...result, paused: 'busy' };
  store.set(RUNNING_KEY, Date.now());
  try {
    const limit = blast().ratePerMinute();
    const queued = app.findRecordsByFilter('email_blasts', "status = 'sending'", 'created', 20, 0);
    for (const record of queued) {
      for (;;) {
        const budget = limit - result.sent - result.failed;
        if (budget <= 0) return result;
        const fresh = app.findRecordById('email_blasts', record.id);
        if (fresh.getString('status') !== 'sending') break;
        const spec = {
          audience: fresh.getString('audience'),
          languages: jsonField(fresh, 'languages') || [],
        };
        const batch = recipients(app, spec, { blastId: fresh.id, limit: Math.min(CHUNK, budget) });
        if (batch.length === 0) {
          finish(app, fresh);
          break;
        }
        for (let i = 0; i < batch.length; i++) {
          // A cancel takes effect within CANCEL_CHECK messages, not at the end of the chunk.
          if (i > 0 && i % CANCEL_CHECK === 0 && statusOf(app, fresh.id) !== 'sending') break;
          const outcome = deliverOne(app, fresh, batch[i]);
          if (outcome === 'sent') result.sent += 1;
          else if (outcome === 'skipped') result.skipped += 1;
          else if (outcome === 'failed') result.failed += 1;
          else if (outcome === 'paused') return { ...result, paused: 'failing' };
        }
      }
    }
    return result;
  } finally {
    store.remove(RUNNING_KEY);
  }
}

/**
 * A blast's progress for the admin page.
 * @param {core.App} app @param {core.Record} record
 * @returns {{ id: string, status: string, audience: string, languages: string[], total: number,
 *   sent: number, failed: number, skipped: number, unconfirmed: number, pending: number }}
 */
function progressOf(app, record) {
  const counts = deliveryCounts(app, record.id);
  const done = counts.sent + counts.failed + counts.skipped + counts.unconfirmed;
  const total = Math.max(record.getInt('recipients_total'), done);
  return {
    id: record.id,
    status: record.getString('status'),
    audience: record.getString('audience'),
    languages: jsonField(record, 'languages') || [],
    total,
    ...counts,
    pending: record.getString('status') === 'sending' ? total - done : 0,
  };
}

module.exports = {
  countRecipients,
  deliveryCounts,
  isUnsubscribed,
  messageFor,
  neverConnected,
  progressOf,
  runBatch,
  signer,
  unsubscribe,
};
