// The account mails PocketBase sends for the users collection: email
// confirmation, one-time password, password reset, email change and the new-sign-in alert, in
// the recipient's `language_preference` (English when none or unknown), HTML with `lang` and
// `dir` plus the same content as plain text. They replace PocketBase's English templates in
// pb_hooks/mailer.pb.js; the links open the app's own confirmation pages
// (/auth/confirm-…?token=…, src/features/auth), which speak the user's language, not
// PocketBase's English dashboard pages. Pure but for localiseAccountMail; unit-tested in
// tests/hooks/account-mail.test.ts. Copy: lib/account-mail.json (by locale code).

const { escapeHtml } = require('./html.js');
const { mailLanguage } = require('./mail-language.js');
const { formatDateTime } = require('./mail-dates.js');

/** @typedef {'verification' | 'passwordReset' | 'emailChange' | 'otp' | 'authAlert'} AccountMailKind */

/** The mail kinds, as keys of account-mail.json. */
const KINDS = /** @type {AccountMailKind[]} */ ([
  'verification',
  'passwordReset',
  'emailChange',
  'otp',
  'authAlert',
]);

/**
 * Where each link goes, after the app URL: the app's pages (src/app/route-table.ts), with the
 * token as the `token` query parameter.
 */
const ACTION_PATHS = /** @type {Record<string, string>} */ ({
  verification: '/auth/confirm-verification?token=',
  passwordReset: '/auth/confirm-password-reset?token=',
  emailChange: '/auth/confirm-email-change?token=',
});

/**
 * Fills `{name}` placeholders. Pure.
 * @param {string} text @param {Record<string, string>} values
 * @returns {string}
 */
function fill(text, values) {
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(values, name) ? values[name] : whole,
  );
}

/**
 * The parts of PocketBase's auth-alert `info` ("2026-11-26 18:24:23.651Z - 127.0.0.1
 * Mozilla/5.0 …"). Pure.
 * @param {string} info e.meta.info of onMailerRecordAuthAlertSend
 * @returns {{ at: string, ip: string, device: string } | null} null when it has another shape
 */
function parseAlertInfo(info) {
  const match =
    /^(\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?) - (\S+)(?: (.*))?$/.exec(
      String(info || '').trim(),
    );
  return match ? { at: match[1], ip: match[2], device: match[3] || '' } : null;
}

/**
 * Builds one account mail. Pure.
 * @param {Record<string, any>} copy the contents of account-mail.json
 * @param {AccountMailKind} kind
 * @param {string} language the recipient's language (English name; unknown or '' → English)
 * @param {{ appName: string, appUrl: string, token?: string, newEmail?: string,
 *   password?: string, minutes?: number, info?: string }} data appName/appUrl from the
 *   server's settings; token (verification, passwordReset, emailChange), newEmail
 *   (emailChange), password and minutes (otp: the code and how long it is valid; no
 *   validity line when minutes is 0 or missing), info
 *   (authAlert: PocketBase's "date - IP user-agent")
 * @returns {{ subject: string, html: string, text: string }}
 * @throws Error for an unknown kind
 */
function accountMail(copy, kind, language, data) {
  if (KINDS.indexOf(kind) < 0) throw new Error(`unknown account mail kind: ${kind}`);
  const chosen = mailLanguage(copy, language);
  const all = chosen.texts;
  const t = all[kind];
  const values = {
    app: data.appName,
    email: data.newEmail || '',
    minutes: String(data.minutes || 0),
  };
  const subject = fill(t.subject, values);
  const intro = fill(t.intro, values);
  const signoff = fill(all.signoff, values);
  /** @type {string[]} */
  const htmlParts = [`<p>${escapeHtml(intro)}</p>`];
  /** @type {string[]} */
  const textParts = [];

  if (kind === 'otp') {
    const code = String(data.password || '');
    const validity = data.minutes ? [fill(t.validity, values)] : [];
    htmlParts.push(
      `<p><strong dir="ltr" style="font-size:1.5em;letter-spacing:0.1em">${escapeHtml(code)}</strong></p>`,
      ...validity.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><i>${escapeHtml(t.ignore)}</i></p>`,
    );
    textParts.push(`${intro} ${code}`, ...validity, t.ignore);
  } else if (kind === 'authAlert') {
    const parsed = parseAlertInfo(data.info || '');
    const rows = parsed
      ? [
          [t.time, formatDateTime(parsed.at, chosen.language)],
          [t.address, parsed.ip],
          [t.device, parsed.device],
        ].filter((row) => row[1] !== '')
      : [['', String(data.info || '')]];
    htmlParts.push(
      `<ul>${rows
        .map(
          ([label, value]) =>
            `<li>${label ? `${escapeHtml(label)}: ` : ''}<bdi>${escapeHtml(value)}</bdi></li>`,
        )
        .join('')}</ul>`,
      `<p><strong>${escapeHtml(t.warning)}</strong></p>`,
      `<p>${escapeHtml(t.ok)}</p>`,
    );
    textParts.push(
      intro,
      rows.map(([label, value]) => (label ? `${label}: ${value}` : value)).join('\n'),
      t.warning,
      t.ok,
    );
  } else {
    // `lang`: the page opens in the mail's language even on a browser that never chose one.
    const link = `${String(data.appUrl).replace(/\/+$/, '')}${ACTION_PATHS[kind]}${encodeURIComponent(data.token || '')}&lang=${chosen.lang}`;
    htmlParts.push(
      `<p><a href="${escapeHtml(link)}" target="_blank" rel="noopener">${escapeHtml(t.cta)}</a></p>`,
      `<p dir="ltr"><small>${escapeHtml(link)}</small></p>`,
      `<p><i>${escapeHtml(t.ignore)}</i></p>`,
    );
    textParts.push(intro, `${t.cta}: ${link}`, t.ignore);
  }

  htmlParts.push(`<p>${escapeHtml(signoff)}</p>`);
  textParts.push(signoff);
  const html =
    `<!DOCTYPE html><html lang="${chosen.lang}" dir="${chosen.dir}">` +
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body><div lang="${chosen.lang}" dir="${chosen.dir}">${htmlParts.join('')}</div></body></html>`;
  return { subject, html, text: `${textParts.join('\n\n')}\n` };
}

/**
 * The mail for a PocketBase mailer event of the users collection: reads the recipient's
 * language, the server's name and URL, and the event's meta, and writes subject, html and
 * text into e.message.
 * @param {core.MailerRecordEvent} e the onMailerRecord…Send event
 * @param {AccountMailKind} kind
 */
function localiseAccountMail(e, kind) {
  const copy = require(`${__hooks}/lib/account-mail.json`);
  const meta = e.app.settings().meta;
  /** @type {(key: string) => string} */
  const metaOf = (key) => {
    const value = e.meta ? e.meta[key] : undefined;
    return value === undefined || value === null ? '' : String(value);
  };
  let minutes = 0;
  if (kind === 'otp') {
    try {
      minutes = Math.max(1, Math.round(Number(e.record.collection().otp.duration) / 60));
    } catch {
      minutes = 0;
    }
  }
  const mail = accountMail(copy, kind, e.record.getString('language_preference'), {
    appName: meta.appName,
    appUrl: meta.appURL,
    token: metaOf('token'),
    newEmail: metaOf('newEmail'),
    password: metaOf('password'),
    minutes,
    info: metaOf('info'),
  });
  e.message.subject = mail.subject;
  e.message.html = mail.html;
  e.message.text = mail.text;
}

module.exports = { KINDS, ACTION_PATHS, fill, parseAlertInfo, accountMail, localiseAccountMail };
