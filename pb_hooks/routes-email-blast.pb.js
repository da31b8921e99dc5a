/// <reference path="../pb_data/types.d.ts" />
// The email blast (docs/security-model.md "Email blast"; logic in lib/blast.js and
// lib/blast-send.js). Admin routes (requireStaff(e, ['admin']), each action in admin_actions):
//   POST /api/admin/email-blasts/preview {audience, languages, content} → 200 {previews:
//     [{language, subject, html, text}], recipients, mailState}; 400 field errors
//   POST /api/admin/email-blasts/test (same body) → 200 {ok, to, sent} | 502 {ok: false, error}
//   POST /api/admin/email-blasts (same body) → 200 progress of the queued blast; 503 {mail}
//     when mail is not set up
//   GET  /api/admin/email-blasts → 200 {items: progress of the 20 newest blasts}
//   GET  /api/admin/email-blasts/{id} → 200 progress {id, status, total, sent, failed,
//     skipped, unconfirmed, pending, …}; 404
//   POST /api/admin/email-blasts/{id}/cancel → 200 progress; 409 when it is no longer sending
// Anyone with a signed link: GET (confirm page) / POST (unsubscribe) /api/email/unsubscribe.
// The batches are sent by the cron job (cron.pb.js).

routerAdd('POST', '/api/admin/email-blasts/preview', (e) => {
  const actor = require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin']);
  const checked = require(`${__hooks}/lib/blast-routes.js`).blastInputOf(e);
  if (!checked.ok) return checked.answer;
  const input = checked.value;
  const send = require(`${__hooks}/lib/blast-send.js`);
  const to = actor.email;
  const previews = input.languages.map((/** @type {string} */ language) => {
    const mail = send.messageFor(e.app, input.content, language, to);
    return { language, subject: mail.subject, html: mail.html, text: mail.text };
  });
  const { currentMailState } = require(`${__hooks}/lib/capabilities.js`);
  return e.json(200, {
    previews,
    recipients: send.countRecipients(e.app, input),
    mailState: currentMailState(e.app),
  });
});

routerAdd('POST', '/api/admin/email-blasts/test', (e) => {
  const staff = require(`${__hooks}/lib/staff.js`);
  const actor = staff.requireStaff(e, ['admin']);
  const checked = require(`${__hooks}/lib/blast-routes.js`).blastInputOf(e);
  if (!checked.ok) return checked.answer;
  const input = checked.value;
  const send = require(`${__hooks}/lib/blast-send.js`);
  const to = actor.email;
  let sent = 0;
  try {
    for (const language of input.languages) {
      const mail = send.messageFor(e.app, input.content, language, to);
      require(`${__hooks}/lib/mailer.js`).sendMail(e.app, to, {
        ...mail,
        subject: `[Test] ${mail.subject}`,
      });
      sent += 1;
    }
  } catch (err) {
    return e.json(502, { ok: false, error: String(err), sent });
  }
  staff.logAdminAction(e.app, actor, 'blast.test', {}, '', { languages: input.languages });
  return e.json(200, { ok: true, to, sent });
});

routerAdd('POST', '/api/admin/email-blasts', (e) => {
  const staff = require(`${__hooks}/lib/staff.js`);
  const actor = staff.requireStaff(e, ['admin']);
  const checked = require(`${__hooks}/lib/blast-routes.js`).blastInputOf(e);
  if (!checked.ok) return checked.answer;
  const input = checked.value;
  const c = require(`${__hooks}/lib/capabilities.js`);
  const state = c.currentMailState(e.app);
  if (state === 'not_configured') return e.json(503, c.mailRefusal(state));
  const send = require(`${__hooks}/lib/blast-send.js`);
  const record = new Record(e.app.findCollectionByNameOrId('email_blasts'));
  record.set('audience', input.audience);
  record.set('languages', input.languages);
  record.set('content', input.content);
  record.set('status', 'sending');
  record.set('recipients_total', send.countRecipients(e.app, input));
  if (!actor.superuser) record.set('created_by', actor.id);
  record.set('created_by_email', actor.email);
  record.set('started', new Date().toISOString().replace('T', ' '));
  e.app.runInTransaction((txApp) => {
    txApp.save(record);
    staff.logAdminAction(
      txApp,
      actor,
      'blast.send',
      { collection: 'email_blasts', id: record.id },
      '',
      {
        audience: input.audience,
        languages: input.languages,
        recipients: record.getInt('recipients_total'),
      },
    );
  });
  return e.json(200, send.progressOf(e.app, record));
});

routerAdd('GET', '/api/admin/email-blasts', (e) => {
  require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin']);
  const { progressOf } = require(`${__hooks}/lib/blast-send.js`);
  const recent = e.app.findRecordsByFilter('email_blasts', '', '-created', 20, 0);
  return e.json(200, { items: recent.map((r) => progressOf(e.app, r)) });
});

routerAdd('GET', '/api/admin/email-blasts/{id}', (e) => {
  require(`${__hooks}/lib/staff.js`).requireStaff(e, ['admin']);
  let record;
  try {
    record = e.app.findRecordById('email_blasts', e.request.pathValue('id'));
  } catch {
    throw new NotFoundError('No such blast.');
  }
  return e.json(200, require(`${__hooks}/lib/blast-send.js`).progressOf(e.app, record));
});

routerAdd('POST', '/api/admin/email-blasts/{id}/cancel', (e) => {
  const staff = require(`${__hooks}/lib/staff.js`);
  const actor = staff.requireStaff(e, ['admin']);
  let record;
  try {
    record = e.app.findRecordById('email_blasts', e.request.pathValue('id'));
  } catch {
    throw new NotFoundError('No such blast.');
  }
  const status = record.getString('status');
  if (status !== 'sending' && status !== 'draft') {
    return e.json(409, {
      status: 409,
      code: 'already_finished',
      message: `The blast is already ${status}.`,
      data: {},
    });
  }
  record.set('status', 'cancelled');
  record.set('finished', new Date().toISOString().replace('T', ' '));
  e.app.runInTransaction((txApp) => {
    txApp.save(record);
    staff.logAdminAction(
      txApp,
      actor,
      'blast.cancel',
      { collection: 'email_blasts', id: record.id },
      '',
      {},
    );
  });
  return e.json(200, require(`${__hooks}/lib/blast-send.js`).progressOf(e.app, record));
});

routerAdd('GET', '/api/email/unsubscribe', (e) =>
  require(`${__hooks}/lib/blast-routes.js`).answerUnsubscribe(e, false),
);
routerAdd('POST', '/api/email/unsubscribe', (e) =>
  require(`${__hooks}/lib/blast-routes.js`).answerUnsubscribe(e, true),
);
