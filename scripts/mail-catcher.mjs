// A local mail catcher for development: MailDev (the `maildev` package) takes every email the
// server sends over SMTP on 127.0.0.1 and lists them on a web page, so an account can be
// verified without a mail provider. Used by `npm start -- --mail-catcher` and `npm run dev`.
import { MailDev } from 'maildev';

/**
 * @typedef {object} MailCatcher
 * @property {number} smtpPort SMTP port on 127.0.0.1 (no TLS, no login)
 * @property {string} webUrl the page listing caught emails
 * @property {() => Promise<void>} stop
 */

/**
 * Starts MailDev on 127.0.0.1, emails kept in memory.
 * @param {{ smtpPort?: number, webPort?: number }} [ports] defaults 1025 (SMTP) and 1080 (web)
 * @returns {Promise<MailCatcher>}
 * @throws when a port is taken
 */
export async function startMailCatcher({ smtpPort = 1025, webPort = 1080 } = {}) {
  const maildev = new MailDev({
    smtp: smtpPort,
    web: webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
  });
  await maildev.start();
  return { smtpPort, webUrl: `http://127.0.0.1:${webPort}/`, stop: () => maildev.stop() };
}
