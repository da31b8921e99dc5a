/// <reference path="../pb_data/types.d.ts" />
// The contact forms (docs/security-model.md "Contact forms"): support_requests and
// legal_inquiries are checked, limited per IP and given a reference before they are saved, and
// their mails (staff notification; the automatic reply only to a signed-in sender's own
// verified address, within its per-address budget) go out after. Logic in lib/support.js.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/support.js`).handleCreate(e, 'support_requests');
}, 'support_requests');

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/support.js`).handleCreate(e, 'legal_inquiries');
}, 'legal_inquiries');

onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/support.js`).deliverMails(e.app, e.record, 'support_requests');
  e.next();
}, 'support_requests');

onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/support.js`).deliverMails(e.app, e.record, 'legal_inquiries');
  e.next();
}, 'legal_inquiries');

// GET /api/app/contact-receipts/{form}/{id}: public; form is `support` or `legal`. 200
// {reference, reply: sent | failed | not_configured | limited | guest | not_own_address |
// unverified | pending} for the record with that id
// (the app made the id, so it asks about its own message; nothing else of the record is
// told), 404 when there is none.
routerAdd('GET', '/api/app/contact-receipts/{form}/{id}', (e) => {
  const form = e.request.pathValue('form');
  const collection =
    form === 'support' ? 'support_requests' : form === 'legal' ? 'legal_inquiries' : '';
  if (!collection) throw new NotFoundError('No such form.');
  let record;
  try {
    record = e.app.findRecordById(collection, e.request.pathValue('id'));
  } catch {
    throw new NotFoundError('No such message.');
  }
  return e.json(200, require(`${__hooks}/lib/support.js`).receiptOf(record));
});
