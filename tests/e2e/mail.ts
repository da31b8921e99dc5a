/**
 * The test server's mailer, for e2e specs that read or break mail. Its SMTP settings are one
 * per server while specs run in parallel workers, so a spec changes them only while holding
 * a lock shared by the workers (a directory next to the server's port in the temp dir):
 * one spec's catcher is never swapped for another's closed port halfway through a test.
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  partsOf,
  sendMailTo,
  startSmtpCatcher,
  stopSendingMail,
  subjectOf,
  type CaughtMail,
  type SmtpCatcher,
} from '../support/smtp-catcher';
import { superuserClient } from './fixtures';

/** A lock left behind by a crashed worker is broken after this long, ms. */
const STALE_LOCK_MS = 120_000;

function lockPath(baseURL: string): string {
  return join(tmpdir(), `tradesmarket-e2e-mailer-${new URL(baseURL).port}.lock`);
}

async function acquire(path: string): Promise<void> {
  for (;;) {
    try {
      mkdirSync(path);
      return;
    } catch {
      try {
        if (Date.now() - statSync(path).mtimeMs > STALE_LOCK_MS)
          rmSync(path, { force: true, recursive: true });
      } catch {
        // Released between the two calls: try again.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Runs `body` while the server's mailer is set to `port` (null: no mail settings), the lock
 * held, then turns it off.
 */
async function withMailer<T>(
  baseURL: string,
  port: number | null,
  body: () => Promise<T>,
): Promise<T> {
  const path = lockPath(baseURL);
  await acquire(path);
  const admin = await superuserClient(baseURL);
  try {
    if (port === null) await stopSendingMail(admin);
    else await sendMailTo(admin, port);
    return await body();
  } finally {
    await stopSendingMail(admin).catch(() => undefined);
    rmSync(path, { force: true, recursive: true });
  }
}

/** Runs `body` with the server's mail going to a fresh local catcher. */
export async function withCaughtMail<T>(
  baseURL: string,
  body: (smtp: SmtpCatcher) => Promise<T>,
): Promise<T> {
  const smtp = await startSmtpCatcher();
  try {
    return await withMailer(baseURL, smtp.port, () => body(smtp));
  } finally {
    await smtp.stop();
  }
}

/** Runs `body` with the server's mailer pointed at a closed port, so every send fails. */
export function withFailingMail<T>(baseURL: string, body: () => Promise<T>): Promise<T> {
  return withMailer(baseURL, 1, body);
}

/**
 * Runs `body` with no mail settings on the server (it then falls back to sendmail, which these
 * machines lack): the server says mail is not set up.
 */
export function withoutMail<T>(baseURL: string, body: () => Promise<T>): Promise<T> {
  return withMailer(baseURL, null, body);
}

/**
 * The words a reader sees in a caught message: its subject, then its plain-text part, then
 * its HTML part, each decoded (see partsOf).
 */
export function textOf(mail: CaughtMail): string {
  const { text, html } = partsOf(mail);
  return [subjectOf(mail), text, html].join('\n');
}
