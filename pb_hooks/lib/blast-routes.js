// Request handling shared by the blast routes of pb_hooks/routes-email-blast.pb.js: reading the
// admin form's body and answering the unsubscribe link. docs/security-model.md "Email blast".

/**
 * The checked blast of a request body. (PocketBase's BadRequestError would replace our field
 * errors with a generic "Invalid value.", so the 400 is answered as JSON here.)
 * @param {core.RequestEvent} e the route's request event
 * @returns {{ ok: true, value: { audience: string, languages: string[], content: Record<string, { subject: string, body: string }> } }
 *   | { ok: false, answer: void }} answer: the 400 response already written (return it)
 */
function blastInputOf(e) {
  const { checkBlastInput } = require(`${__hooks}/lib/blast.js`);
  /** @type {Array<{ name: string }>} */
  const langs = require(`${__hooks}/lib/languages.json`);
  const checked = checkBlastInput(
    e.requestInfo().body,
    langs.map((l) => l.name),
  );
  if (!checked.ok) {
    return {
      ok: false,
      answer: e.json(400, { status: 400, message: 'Check the blast.', data: checked.errors }),
    };
  }
  return { ok: true, value: checked.value };
}

/**
 * Answers the unsubscribe link `?e=<address>&s=<HMAC>&l=<language code>`: 200 the confirm
 * page (GET), 200 "unsubscribed" after recording it (POST, also the RFC 8058 one-click), 400
 * "not valid" for a bad signature. The page is in the `l` language (English when unknown).
 * @param {core.RequestEvent} e the route's request event
 * @param {boolean} confirmed whether this is the POST
 */
function answerUnsubscribe(e, confirmed) {
  const { normaliseEmail } = require(`${__hooks}/lib/blast.js`);
  const { unsubscribePage } = require(`${__hooks}/lib/unsubscribe-page.js`);
  const send = require(`${__hooks}/lib/blast-send.js`);
  /** @type {Array<{ code: string, name: string, dir: string }>} */
  const langs = require(`${__hooks}/lib/languages.json`);
  const copy = require(`${__hooks}/lib/blast-mail.json`);
  const query = e.request.url.query();
  const language = langs.find((l) => l.code === query.get('l')) || langs[0];
  const texts = copy[language.code] || copy.en;
  const email = normaliseEmail(query.get('e'));
  const signature = String(query.get('s') || '');
  const valid =
    email.length > 0 &&
    email.length <= 320 &&
    /^[0-9a-f]{64}$/.test(signature) &&
    $security.equal(send.signer(e.app)(email), signature);
  e.response.header().set('Cache-Control', 'no-store');
  e.response.header().set('Referrer-Policy', 'no-referrer');
  if (!valid) return e.html(400, unsubscribePage(texts, language, 'invalid', ''));
  if (!confirmed) {
    return e.html(200, unsubscribePage(texts, language, 'confirm', e.request.url.string()));
  }
  send.unsubscribe(e.app, email);
  return e.html(200, unsubscribePage(texts, language, 'done', ''));
}

module.exports = { answerUnsubscribe, blastInputOf };
