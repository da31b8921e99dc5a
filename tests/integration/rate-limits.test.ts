import PocketBase, { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuser } from '../support/actors';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';
import { sendMailTo, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';

// The per-IP limits the migrations set on sign-in, sign-up, email-sending auth routes and
// record creates (the `*rate_limit*` migrations), on a server of its own that keeps them.
const opts = { requestKey: null };
let server: RunningPocketBase;
let smtp: SmtpCatcher;

// Mail is set up (to a catcher): without it the mail routes answer 503 before any limit.
beforeAll(async () => {
  server = await startTestPocketBase({ productionRateLimits: true });
  smtp = await startSmtpCatcher();
  await sendMailTo(await superuser(server.url), smtp.port);
});
afterAll(async () => {
  await server.stop();
  await smtp.stop();
});

/** Sends `count` calls one after another; returns the HTTP status of each (200 when it worked). */
async function statuses(count: number, call: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) {
    out.push(
      await call(i).then(
        () => 200,
        (e: unknown) => (e instanceof ClientResponseError ? e.status : -1),
      ),
    );
  }
  return out;
}

describe('rate limits per IP', () => {
  it('allows 20 sign-in attempts a minute, then answers 429', async () => {
    const pb = new PocketBase(server.url);
    const result = await statuses(21, () =>
      pb.collection('users').authWithPassword('nobody@example.com', 'wrong-password', opts),
    );
    expect(result.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(result[20]).toBe(429);
  });

  it('allows 5 password reset emails a minute, then answers 429', async () => {
    const pb = new PocketBase(server.url);
    const result = await statuses(6, () =>
      // Calls the current (email, options) overload; the rule mistakes it for the old one.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      pb.collection('users').requestPasswordReset('someone@example.com', opts),
    );
    expect(result).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('allows 5 one-time-code emails a minute, then answers 429', async () => {
    const pb = new PocketBase(server.url);
    const result = await statuses(6, () =>
      pb.collection('users').requestOTP('someone@example.com', opts),
    );
    expect(result.slice(0, 5)).not.toContain(429);
    expect(result[5]).toBe(429);
  });

  it('allows 10 sign-ups a minute, then answers 429', async () => {
    const pb = new PocketBase(server.url);
    const result = await statuses(11, (i) =>
      pb.collection('users').create(
        {
          email: `limit-${i}@example.com`,
          password: 'limit-password-1',
          passwordConfirm: 'limit-password-1',
          user_type: 'client',
        },
        opts,
      ),
    );
    expect(result.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(result[10]).toBe(429);
  });

  it('allows 60 record creates a minute, then answers 429', async () => {
    const pb = new PocketBase(server.url);
    const result = await statuses(61, (i) =>
      pb.collection('exit_intent_captures').create(
        {
          email: `capture-${i}@example.com`,
          user_intent: 'hirer',
          language_preference: 'English',
        },
        opts,
      ),
    );
    expect(result.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(result[60]).toBe(429);
  });

  it('allows 20 payment attempts in 5 minutes, then answers 429', async () => {
    const pb = new PocketBase(server.url);
    const result = await statuses(21, () =>
      pb.send('/api/payments/intent', { method: 'POST', body: {}, requestKey: null }),
    );
    // Signed out: each is refused (401) until the limit answers first.
    expect(result.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(result[20]).toBe(429);
  });
});
