// The small page of GET/POST /api/email/unsubscribe, in the recipient's language: a button to
// confirm (GET, so a mail scanner following links unsubscribes nobody), the confirmation
// (POST, also RFC 8058's one-click POST), or "this link is not valid". Pure; the copy is
// lib/blast-mail.json. Required by pb_hooks/routes-email-blast.pb.js.

const { escapeHtml } = require('./html.js');

/**
 * @typedef {{ pageTitle: string, confirm: string, button: string, done: string,
 *   invalid: string }} PageCopy
 */

/**
 * The page.
 * @param {PageCopy} copy texts in the page's language
 * @param {{ code: string, dir: string }} language the page's language
 * @param {'confirm' | 'done' | 'invalid'} state
 * @param {string} action the form's target (the link itself) for `confirm`
 * @returns {string} a whole HTML document
 */
function unsubscribePage(copy, language, state, action) {
  const message = state === 'done' ? copy.done : state === 'invalid' ? copy.invalid : copy.confirm;
  const form =
    state === 'confirm'
      ? `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(copy.button)}</button></form>`
      : '';
  return (
    `<!doctype html><html lang="${escapeHtml(language.code)}" dir="${escapeHtml(language.dir)}">` +
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(copy.pageTitle)}</title></head>` +
    `<body><main><h1>${escapeHtml(copy.pageTitle)}</h1><p>${escapeHtml(message)}</p>${form}</main></body></html>`
  );
}

module.exports = { unsubscribePage };
