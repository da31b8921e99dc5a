/**
 * A local SMTP server that keeps every message it receives: the stand-in for the mail
 * provider in integration tests (PocketBase's mailer talks real SMTP to it).
 */
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/pocketbase.mjs';

export interface CaughtMail {
  readonly from: string;
  readonly to: string[];
  /** The raw message: headers and body. */
  readonly raw: string;
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
