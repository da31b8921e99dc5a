#!/usr/bin/env node
// `npm run bench:blast` (also the last part of `npm run bench`): an email blast to 10,000
// recipients through a local SMTP catcher. Seeds 10,000 verified users with raw SQL (the data
// bench's seed route, in a temporary copy of pb_hooks), queues a blast to all of them as the
// superuser, then calls the run-batch route (what the cron job does each minute) until the
// blast is sent. Prints messages per second and the PocketBase process's peak RSS (VmHWM).
// Figures are printed, never asserted.
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { SMTPConnection } from 'smtp-server/lib/smtp-connection.js';
import { ROOT, freePort, servePocketBase } from './pocketbase.mjs';

const RECIPIENTS = Number(process.env.BLAST_BENCH_RECIPIENTS || 10_000);
/** Messages one run-batch call may send (BLAST_RATE_PER_MINUTE of the bench server). */
const BATCH = 2_000;
const SUPERUSER = { email: 'superuser@bench.local', password: 'bench-superuser-pass-1' };
const LANGUAGES = ['English', 'Spanish', 'German', 'Arabic', 'Japanese'];

/** @param {number} ms */
const pbDate = (ms) => new Date(ms).toISOString().replace('T', ' ');
/** @param {number} [length] */
const randomId = (length = 15) =>
  Array.from(randomBytes(length), (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');

/**
 * A JSON request as `token`.
 * @param {string} url @param {string} path @param {string} token @param {unknown} [body]
 * @param {string} [method]
 */
async function api(url, path, token, body, method) {
  const res = await fetch(`${url}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(token && { authorization: token }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  /** @type {unknown} */
  const json = await res.json();
  return json;
}

/**
 * A figure of /proc/<pid>/status in MB: VmHWM (peak resident set size since start) or VmRSS
 * (now); NaN off Linux.
 * @param {number} pid @param {'VmHWM' | 'VmRSS'} field
 */
function rssMb(pid, field) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * A catcher that only counts messages (keeping 10,000 raw messages would measure Node).
 * smtp-server waits 100 ms before its greeting on every connection (its "early talker"
 * check), and PocketBase opens one connection per message; with `greetingDelay` false that
 * wait is skipped, so the figure is the server's own cost per message.
 * @param {boolean} greetingDelay
 */
async function startCountingCatcher(greetingDelay) {
  if (!greetingDelay) {
    SMTPConnection.prototype.init = function init() {
      this._setListeners(() => this.connectionReady());
    };
  }
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // smtp-server looks up the client's host name on every connection by default, and
    // PocketBase opens one connection per message: that lookup would be what is measured.
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        count += 1;
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    port,
    count: () => count,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * @typedef {{ id: string, status: string, total: number, sent: number, failed: number }} Progress
 */

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'bench-blast-'));
  const hooksDir = join(work, 'hooks');
  cpSync(join(ROOT, 'pb_hooks'), hooksDir, { recursive: true });
  copyFileSync(
    join(ROOT, 'scripts', 'bench', 'seed-route.pb.js'),
    join(hooksDir, 'bench-seed.pb.js'),
  );
  const smtp = await startCountingCatcher(process.env.BLAST_BENCH_GREETING_DELAY === '1');
  const server = await servePocketBase({
    hooksDir,
    superuser: SUPERUSER,
    quiet: true,
    env: { BLAST_RATE_PER_MINUTE: String(BATCH) },
  });
  try {
    const { token } = /** @type {{ token: string }} */ (
      await api(server.url, '/api/collections/_superusers/auth-with-password', '', {
        identity: SUPERUSER.email,
        password: SUPERUSER.password,
      })
    );
    await api(
      server.url,
      '/api/settings',
      token,
      {
        meta: {
          appURL: 'https://bench.example',
          senderAddress: 'noreply@bench.local',
          senderName: 'Bench',
        },
        smtp: { enabled: true, host: '127.0.0.1', port: smtp.port, tls: false },
      },
      'PATCH',
    );

    console.log(`Seeding ${RECIPIENTS.toLocaleString('en-US')} verified users...`);
    const hash = '$2a$10$benchbenchbenchbenchbOq1Jf2m3Q0p7kq4Qh0lQm3w3o7Cq7y8K';
    const userCols = [
      'id',
      'email',
      'password',
      'tokenKey',
      'verified',
      'language_preference',
      'created',
      'updated',
    ];
    const now = pbDate(Date.now());
    const users = Array.from({ length: RECIPIENTS }, (_v, i) => [
      randomId(),
      `recipient-${i}@bench.invalid`,
      hash,
      randomId(50),
      true,
      LANGUAGES[i % LANGUAGES.length],
      now,
      now,
    ]);
    for (let i = 0; i < users.length; i += 5000) {
      await api(server.url, '/api/bench/seed', token, {
        userCols,
        users: users.slice(i, i + 5000),
        contractorCols: ['id'],
        contractors: [],
      });
    }
    const content = Object.fromEntries(
      LANGUAGES.map((name) => [
        name,
        {
          subject: `Bench news (${name})`,
          body: 'Hello from the bench.\n\nSee https://bench.example/browse',
        },
      ]),
    );
    const rssBefore = rssMb(server.pid, 'VmRSS');
    let rssSending = rssBefore;
    const sampler = setInterval(() => {
      rssSending = Math.max(rssSending, rssMb(server.pid, 'VmRSS'));
    }, 50);
    const queued = /** @type {Progress} */ (
      await api(server.url, '/api/admin/email-blasts', token, {
        audience: 'all',
        languages: LANGUAGES,
        content,
      })
    );
    const started = performance.now();
    let progress = queued;
    while (progress.status === 'sending') {
      await api(server.url, '/api/admin/email-blasts/run-batch', token, {});
      progress = /** @type {Progress} */ (
        await api(server.url, `/api/admin/email-blasts/${queued.id}`, token)
      );
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rate = progress.sent / seconds;
    console.log(
      `\nEmail blast to ${progress.total.toLocaleString('en-US')} recipients (SMTP catcher on loopback)`,
    );
    console.log(`  sent ${progress.sent}, failed ${progress.failed}, caught ${smtp.count()}`);
    console.log(`  time ${seconds.toFixed(1)} s → ${rate.toFixed(0)} messages/s`);
    console.log(
      `  PocketBase RSS: peak while sending ${rssSending.toFixed(0)} MB (sampled every 50 ms; ` +
        `${rssBefore.toFixed(0)} MB before), peak since start ${rssMb(server.pid, 'VmHWM').toFixed(0)} MB (seeding included)`,
    );
    console.log(
      `  at the default BLAST_RATE_PER_MINUTE=600 the cron job would take ${(progress.total / 600).toFixed(1)} minutes`,
    );
  } finally {
    await server.stop();
    await smtp.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
