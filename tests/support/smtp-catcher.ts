/**
 * A local SMTP server that keeps every message it receives: the stand-in for the mail
 * provider in integration tests (PocketBase's mailer talks real SMTP to it).
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll } from 'vitest';
import { superuser } from './actors';
import { freePort } from '../../scripts/pocketbase.mjs';

/** What the catcher decoded from a message when it arrived (see subjectOf, partsOf). */
export interface DecodedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface CaughtMail {
  readonly from: string;
  readonly to: string[];
  /** The raw message: headers and body. */
  readonly raw: string;
  /** Set by the catcher; absent on a stand-in such as `{ from: '', to: [], raw: '' }`. */
  readonly decoded?: DecodedMail;
}

/**
 * Decodes a raw message with mailparser: the Subject's encoded words, and the first
 * text/plain and text/html parts from their transfer encoding and charset. A part the
 * message lacks stays '' (no text made from the HTML, no HTML made from the text).
 */
async function decode(raw: Buffer): Promise<DecodedMail> {
  const mail = await simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
  });
  return { subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' };
}

/** The caught message's decoding; a stand-in with an empty raw decodes to nothing. */
function decodedOf(mail: CaughtMail): DecodedMail {
  if (mail.decoded) return mail.decoded;
  if (mail.raw === '') return { subject: '', text: '', html: '' };
  throw new Error('this mail was not caught by startSmtpCatcher, so it was never decoded');
}

/** The decoded Subject header of a caught message ('' when it has none). */
export function subjectOf(mail: CaughtMail): string {
  return decodedOf(mail).subject;
}

/** The text and HTML parts of a caught message, decoded (see partsOf). */
export interface MailParts {
  readonly text: string;
  readonly html: string;
}

/**
 * The plain-text and HTML parts of a caught message, each decoded, found through nested
 * multipart entities; '' for a part the message lacks.
 */
export function partsOf(mail: CaughtMail): MailParts {
  const { text, html } = decodedOf(mail);
  return { text, html };
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
        const raw = Buffer.concat(chunks);
        // Decoded before it is listed, so a test that finds a message can read it at once.
        decode(raw).then(
          (decoded) => {
            messages.push({
              from: envelope.mailFrom ? envelope.mailFrom.address : '',
              to: envelope.rcptTo.map((r) => r.address),
              raw: raw.toString('utf8'),
              decoded,
            });
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
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
