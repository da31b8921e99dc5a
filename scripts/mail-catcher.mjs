// A local mail catcher for development: MailDev (the `maildev` package) takes every email the
// server sends over SMTP on 127.0.0.1 and lists them on a web page, so an account can be
// verified without a mail provider. Used by `npm start -- --mail-catcher` and `npm run dev`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailDev } from 'maildev';

/**
 * @typedef {object} MailCatcher
 * @property {number} smtpPort SMTP port on 127.0.0.1 (no TLS, no login)
 * @property {string} webUrl the page listing caught emails
 * @property {string} mailDirectory where MailDev keeps its copies while it runs
 * @property {() => Promise<void>} stop
 */

/**
 * Starts MailDev on 127.0.0.1. Its copies of the emails go to a directory of this run, removed
 * on stop: MailDev's default is one shared /tmp/maildev, where every run's mail would pile up.
 * @param {{ smtpPort?: number, webPort?: number }} [ports] defaults 1025 (SMTP) and 1080 (web)
 * @returns {Promise<MailCatcher>}
 * @throws when a port is taken
 */
export async function startMailCatcher({ smtpPort = 1025, webPort = 1080 } = {}) {
  const mailDirectory = mkdtempSync(join(tmpdir(), 'tradesmarket-mail-'));
  const maildev = new MailDev({
    smtp: smtpPort,
    web: webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
    mailDirectory,
  });
  try {
    await maildev.start();
  } catch (error) {
    rmSync(mailDirectory, { recursive: true, force: true });
    throw error;
  }
  return {
    smtpPort,
    webUrl: `http://127.0.0.1:${webPort}/`,
    mailDirectory,
    stop: async () => {
      await maildev.stop();
      rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}
