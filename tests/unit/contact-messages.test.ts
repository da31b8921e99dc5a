import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '@/data/local-db';
import {
  latestContactMessage,
  sendContactMessage,
  type SupportRequestInput,
} from '@/data/contact-messages';
import { flushOutbox, type SendOutcome } from '@/data/sync/outbox';
import { freshDatabases } from '../support/local-db';

// The contact forms' repository (src/data/contact-messages.ts) on fake-indexeddb: checked,
// queued with a client-made id, sent once, refusals answered, the last message remembered.
const open = freshDatabases('contact-messages');

const request = (fields: Partial<SupportRequestInput> = {}): SupportRequestInput => ({
  topic: 'bug',
  message: '  The save button does nothing.  ',
  email: ' me@example.com ',
  language: 'German',
  ...fields,
});

/** A stand-in server answering `outcome` and keeping what it got. */
function server(outcome: SendOutcome) {
  const got: OutboxRow[] = [];
  const send = (row: OutboxRow): Promise<SendOutcome> => {
    got.push(row);
    return Promise.resolve(outcome);
  };
  return { got, send };
}

describe('sendContactMessage', () => {
  it('sends a trimmed request once, under the id it made, and remembers it as sent', async () => {
    const db = open();
    const remote = server({ kind: 'sent' });
    const result = await sendContactMessage('support', request(), null, db, {
      flush: () => flushOutbox(remote.send, db),
    });
    expect(result.outcome).toBe('sent');
    expect(remote.got).toHaveLength(1);
    expect(remote.got[0]?.collection).toBe('support_requests');
    expect(remote.got[0]?.recordId).toBe(result.id);
    expect(remote.got[0]?.body).toEqual({
      topic: 'bug',
      message: 'The save button does nothing.',
      email: 'me@example.com',
      language: 'German',
    });
    expect(await latestContactMessage('support', db)).toMatchObject({
      id: result.id,
      waiting: false,
    });
    expect(await latestContactMessage('legal', db)).toBeNull();
  });

  it('keeps an offline request in the outbox, sends it later exactly once', async () => {
    const db = open();
    const offline = server({ kind: 'retry', status: null, message: 'Failed to fetch' });
    const result = await sendContactMessage('support', request(), null, db, {
      flush: () => flushOutbox(offline.send, db),
    });
    expect(result.outcome).toBe('queued');
    expect(await latestContactMessage('support', db)).toMatchObject({ waiting: true });
    const online = server({ kind: 'sent' });
    await db.outbox.toCollection().modify({ notBefore: 0 });
    await flushOutbox(online.send, db);
    await flushOutbox(online.send, db);
    expect(online.got.map((row) => row.recordId)).toEqual([result.id]);
    expect(await latestContactMessage('support', db)).toMatchObject({ waiting: false });
  });

  it("answers a refusal with the server's codes and forgets the message", async () => {
    const db = open();
    const remote = server({
      kind: 'refused',
      status: 400,
      message: 'Failed to create record.',
      fields: { email: 'validation_is_email' },
    });
    const result = await sendContactMessage('support', request(), null, db, {
      flush: () => flushOutbox(remote.send, db),
    });
    expect(result).toMatchObject({
      outcome: 'refused',
      refusal: { status: 400, fields: { email: 'validation_is_email' } },
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await latestContactMessage('support', db)).toBeNull();
  });

  it('queues nothing when the fields fail the schema', async () => {
    const db = open();
    for (const bad of [
      request({ message: 'short' }),
      request({ email: 'not-an-email' }),
      request({ topic: 'hacking' as SupportRequestInput['topic'] }),
    ]) {
      await expect(
        sendContactMessage('support', bad, null, db, { flush: async () => {} }),
      ).rejects.toThrow();
    }
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues a legal inquiry with its PDF under `attachment`', async () => {
    const db = open();
    const remote = server({ kind: 'sent' });
    const file = new File(['%PDF-1.4'], 'order.pdf', { type: 'application/pdf' });
    await sendContactMessage(
      'legal',
      {
        type: 'copyright',
        organisation: 'Rights Ltd',
        name: 'Ann Lee',
        email: 'ann@rights.example',
        their_reference: '',
        message: 'A listing copies our photographs.',
        language: 'English',
      },
      file,
      db,
      { flush: () => flushOutbox(remote.send, db) },
    );
    expect(remote.got[0]?.collection).toBe('legal_inquiries');
    expect(remote.got[0]?.body.attachment).toBeInstanceOf(Blob);
  });
});
