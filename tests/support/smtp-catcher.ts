/**
 * A local SMTP server that keeps every message it receives: the stand-in for the mail
 * provider in integration tests (PocketBase's mailer talks real SMTP to it).
 */
import { SMTPServer } from 'smtp-server';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll } from 'vitest';
import { superuser } from './actors';
import { freePort } from '../../scripts/pocketbase.mjs';

export interface CaughtMail {
  readonly from: string;
  readonly to: string[];
  /** The raw message: headers and body. */
  readonly raw: string;
}

/**
 * The decoded Subject header of a caught message. RFC 2047 encoded words (=?UTF-8?B?...?= and
 * =?UTF-8?Q?...?=, as Go's mailer writes non-ASCII subjects) are decoded as UTF-8. The npm
 * mirror here lacks dependencies of mailparser and libmime, hence these few lines.
 */
export function subjectOf(mail: CaughtMail): string {
  const headers = mail.raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const line = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '';
  return line
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_word, _charset, encoding: string, text: string) => {
        if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
        const bytes = text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          );
        return Buffer.from(bytes, 'latin1').toString('utf8');
      },
    );
}

/** The text and HTML parts of a caught message, decoded (see partsOf). */
export interface MailParts {
  readonly text: string;
  readonly html: string;
}

/** Splits a MIME entity into its headers (lower-case names, unfolded) and body. */
function entityOf(raw: string): { headers: Record<string, string>; body: string } {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** A leaf part's body decoded from its Content-Transfer-Encoding, as UTF-8. */
function decodeBody(body: string, encoding: string): string {
  const kind = encoding.toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/**
 * The plain-text and HTML parts of a caught message, each decoded (quoted-printable or
 * base64, UTF-8), found through nested multipart entities; '' for a part the message lacks.
 */
export function partsOf(mail: CaughtMail): MailParts {
  const found = { text: '', html: '' };
  const walk = (raw: string) => {
    const { headers, body } = entityOf(raw);
    const type = headers['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const part of body.split(`--${boundary}`).slice(1)) {
        if (part.startsWith('--')) break;
        walk(part.replace(/^\r?\n/, ''));
      }
      return;
    }
    const decoded = decodeBody(body, headers['content-transfer-encoding'] ?? '');
    if (/^text\/html/i.test(type) && !found.html) found.html = decoded;
    else if (/^text\/plain/i.test(type) && !found.text) found.text = decoded;
  };
  walk(mail.raw);
  return found;
}

export interface SmtpCatcher {
  readonly port: number;
  readonly messages: CaughtMail[];
  stop(): Promise<void>;
}

/** Starts the catcher on a free loopback port; no TLS, no authentication. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // No reverse DNS lookup per connection: PocketBase opens one per message.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        messages.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Points a test server's mailer (PocketBase settings, as a superuser) at the catcher.
 * @param admin a superuser client
 * @param port the catcher's port (or a closed one, to make sending fail)
 */
export async function sendMailTo(admin: PocketBase, port: number): Promise<void> {
  await admin.settings.update(
    {
      meta: {
        appURL: 'https://trades.example',
        senderAddress: 'noreply@tests.local',
        senderName: 'TradesMarket',
      },
      smtp: { enabled: true, host: '127.0.0.1', port, tls: false, username: '', password: '' },
    },
    { requestKey: null },
  );
}

/** Turns a test server's mailer off again (as a superuser). */
export async function stopSendingMail(admin: PocketBase): Promise<void> {
  await admin.settings.update({ smtp: { enabled: false } }, { requestKey: null });
}

/** The mail setup of one test file (see useSmtpCatcher). */
export interface MailSetup {
  /** The catcher, started in beforeAll. */
  readonly smtp: SmtpCatcher;
  /** A superuser client of the test server. */
  readonly admin: PocketBase;
}

/**
 * For the test file calling it: before all tests, starts a catcher and points the test
 * server's mailer at it (as a superuser); after all, turns the mailer off and stops the
 * catcher. Read `smtp` and `admin` inside tests, after beforeAll ran.
 */
export function useSmtpCatcher(url: string): MailSetup {
  let smtp: SmtpCatcher | undefined;
  let admin: PocketBase | undefined;
  beforeAll(async () => {
    admin = await superuser(url);
    smtp = await startSmtpCatcher();
    await sendMailTo(admin, smtp.port);
  });
  afterAll(async () => {
    if (admin) await stopSendingMail(admin);
    await smtp?.stop();
  });
  return {
    get smtp() {
      if (!smtp) throw new Error('useSmtpCatcher: read smtp inside a test');
      return smtp;
    },
    get admin() {
      if (!admin) throw new Error('useSmtpCatcher: read admin inside a test');
      return admin;
    },
  };
}
