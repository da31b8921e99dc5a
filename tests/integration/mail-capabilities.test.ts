import { describe, expect, it, vi } from 'vitest';
import type PocketBase from 'pocketbase';
import type { CommonOptions } from 'pocketbase';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/pocketbase.mjs';
import { guest, signUp, superuser } from '../support/actors';
import { sendMailTo, startSmtpCatcher, stopSendingMail } from '../support/smtp-catcher';
import { testPocketBaseUrl } from '../support/servers';

// Whether mail can go out, as the server tells it (GET /api/app/capabilities), and the auth
// mail requests refused while it cannot, without telling whether an account exists.
const url = testPocketBaseUrl();
const opts: CommonOptions = { requestKey: null };

async function capabilities(): Promise<unknown> {
  return (await fetch(`${url}/api/app/capabilities`)).json();
}

/** POSTs {email} to a users auth mail route; answers the status and JSON body (or null). */
async function requestMail(route: string, email: string) {
  const res = await fetch(`${url}/api/collections/users/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const ROUTES = ['request-verification', 'request-password-reset', 'request-otp'];

/** What the server tells the app about a capture's offer email: status and body. */
async function offerOf(id: string) {
  const res = await fetch(`${url}/api/app/exit-intent-offers/${id}`);
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('without mail settings (and no sendmail on this machine)', () => {
  it('says mail is not set up, to anyone', async () => {
    const admin = await superuser(url);
    await stopSendingMail(admin);
    expect(await capabilities()).toMatchObject({ mail: false, mailState: 'not_configured' });
  });

  it('answers every auth mail request 503 not_configured, for known and unknown addresses alike', async () => {
    const user = await signUp(url);
    const stranger = `nobody-${Date.now()}@example.com`;
    for (const route of ROUTES) {
      const known = await requestMail(route, user.email);
      const unknown = await requestMail(route, stranger);
      expect(known).toEqual(unknown);
      expect(known).toMatchObject({
        status: 503,
        body: { mail: 'not_configured', message: 'Email is not set up on this server.' },
      });
    }
  });

  it('answers an email change request 503 not_configured, not "failed to request"', async () => {
    const user = await signUp(url);
    const error = await user.pb
      .collection('users')
      .requestEmailChange(`new-${Date.now()}@example.com`, opts)
      .then(
        () => null,
        (e: unknown) => e as { status: number; response: unknown },
      );
    expect(error?.status).toBe(503);
    expect(error?.response).toMatchObject({
      mail: 'not_configured',
      message: 'Email is not set up on this server.',
    });
  });

  it('keeps the exit-intent capture, marks its offer failed, and sends it once mail works', async () => {
    const admin = await superuser(url);
    const email = `offer-later-${Date.now()}@example.com`;
    const created = await guest(url)
      .collection('exit_intent_captures')
      .create({ email, user_intent: 'hirer', language_preference: 'English' }, opts);
    const stored = await admin.collection('exit_intent_captures').getOne(created.id, opts);
    expect(stored).toMatchObject({ email, offer_status: 'failed', offer_attempts: 1 });
    expect(await offerOf(created.id)).toEqual({ status: 200, body: { offer: 'failed' } });

    const smtp = await startSmtpCatcher();
    try {
      await sendMailTo(admin, smtp.port);
      const retry = await admin.send<{ sent: number; failed: number }>(
        '/api/app/exit-intent-offers/retry',
        {
          method: 'POST',
          ...opts,
        },
      );
      expect(retry).toMatchObject({ failed: 0 });
      expect(smtp.messages.some((m) => m.to.includes(email))).toBe(true);
      expect(await admin.collection('exit_intent_captures').getOne(created.id, opts)).toMatchObject(
        { offer_status: 'sent', offer_attempts: 2 },
      );
      expect(await offerOf(created.id)).toEqual({ status: 200, body: { offer: 'sent' } });
    } finally {
      await stopSendingMail(admin);
      await smtp.stop();
    }
  });

  it('answers 404 about a capture that does not exist', async () => {
    expect((await offerOf('nosuchcapture12')).status).toBe(404);
  });

  it('lets nobody but a superuser run the retry, or set the offer fields', async () => {
    const res = await fetch(`${url}/api/app/exit-intent-offers/retry`, { method: 'POST' });
    expect(res.status).toBe(401);
    const set = await fetch(`${url}/api/collections/exit_intent_captures/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.com', user_intent: 'hirer', offer_status: 'sent' }),
    });
    expect(set.status).toBe(400);
  });
});

describe('with mail settings', () => {
  async function withMailOn(port: number, body: (admin: PocketBase) => Promise<void>) {
    const admin = await superuser(url);
    await sendMailTo(admin, port);
    try {
      await body(admin);
    } finally {
      await stopSendingMail(admin);
    }
  }

  it('says mail is ready, and lets the requests through', async () => {
    const smtp = await startSmtpCatcher();
    try {
      await withMailOn(smtp.port, async () => {
        expect(await capabilities()).toMatchObject({ mail: true, mailState: 'ready' });
        const user = await signUp(url);
        expect((await requestMail('request-password-reset', user.email)).status).toBe(204);
        await vi.waitFor(() =>
          expect(smtp.messages.some((m) => m.to.includes(user.email))).toBe(true),
        );
      });
    } finally {
      await smtp.stop();
    }
  });

  it('after a send fails, says mail is failing and refuses the next requests for anyone', async () => {
    await withMailOn(1, async () => {
      const user = await signUp(url);
      // PocketBase answers before it sends, so the first request still gets its 204.
      expect((await requestMail('request-password-reset', user.email)).status).toBe(204);
      await vi.waitFor(async () =>
        expect(await capabilities()).toMatchObject({ mail: false, mailState: 'failing' }),
      );
      const stranger = `nobody-${Date.now()}@example.com`;
      for (const email of [user.email, stranger]) {
        expect(await requestMail('request-otp', email)).toMatchObject({
          status: 503,
          body: {
            mail: 'failing',
            message: 'The email could not be sent. Please try again later.',
          },
        });
      }
    });
    // New settings start afresh.
    const smtp = await startSmtpCatcher();
    try {
      await withMailOn(smtp.port, async () => {
        expect(await capabilities()).toMatchObject({ mail: true, mailState: 'ready' });
      });
    } finally {
      await smtp.stop();
    }
  });

  it('an email change whose send fails answers 503 failing, not "failed to request"', async () => {
    await withMailOn(1, async () => {
      const user = await signUp(url);
      // PocketBase sends this mail while answering: the first request meets the failure.
      const error = await user.pb
        .collection('users')
        .requestEmailChange(`new-${Date.now()}@example.com`, opts)
        .then(
          () => null,
          (e: unknown) => e as { status: number; response: unknown },
        );
      expect(error?.status).toBe(503);
      expect(error?.response).toMatchObject({ mail: 'failing' });
    });
  });

  it('an address the SMTP server refuses fails that offer only, not mail for everyone', async () => {
    const refused = `refused-${Date.now()}@example.com`;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address === refused) {
          const error = new Error('Recipient address rejected') as Error & {
            responseCode: number;
          };
          error.responseCode = 550;
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    try {
      await withMailOn(port, async () => {
        const created = await guest(url)
          .collection('exit_intent_captures')
          .create({ email: refused, user_intent: 'hirer' }, opts);
        expect(await offerOf(created.id)).toEqual({ status: 200, body: { offer: 'failed' } });
        expect(await capabilities()).toMatchObject({ mail: true, mailState: 'ready' });
        const fine = await guest(url)
          .collection('exit_intent_captures')
          .create({ email: `fine-${Date.now()}@example.com`, user_intent: 'hirer' }, opts);
        expect(await offerOf(fine.id)).toEqual({ status: 200, body: { offer: 'sent' } });
      });
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
