/** Repository of `exit_intent_captures`: queued in the outbox, sent at once when possible. */
import * as v from 'valibot';

/**
 * A capture as the collection stores it. The email only needs an "@" here (the offer form's
 * rule); the server checks its format. Nothing in this module loads Dexie until a capture is
 * sent: the offer dialog, which checks its email with the schema, can open on any page.
 */
export const exitIntentCaptureSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.includes('@')),
  user_intent: v.picklist(['contractor', 'hirer', 'unknown']),
  /** The interface language's English name. */
  language_preference: v.string(),
  user_agent: v.pipe(v.string(), v.maxLength(512)),
  /** The visitor ticked "also send me news and offers": only then do email blasts reach them. */
  marketing_consent: v.optional(v.boolean(), false),
});

export type ExitIntentCapture = v.InferInput<typeof exitIntentCaptureSchema>;

/**
 * Whether the offer form may send `email`: required, with an "@" (the server checks more).
 * @returns true when it may be sent
 */
export function isValidEmail(email: string): boolean {
  return v.is(exitIntentCaptureSchema.entries.email, email);
}

/**
 * Queues a capture and tries to send it at once. One made offline waits in the outbox and is
 * sent once, when the network is back. A refused one is removed from the outbox: the form
 * shows the failure, so the sync panel does not list it as well.
 * @returns "sent" when the server has it, "queued" when it waits for the network, "refused"
 *   when the server refused it
 * @throws ValiError (valibot) when the capture fails exitIntentCaptureSchema (nothing is
 *   queued); an Error when IndexedDB cannot be used
 */
export async function sendCapture(
  capture: ExitIntentCapture,
): Promise<'sent' | 'queued' | 'refused'> {
  return (await sendCaptureWithId(capture)).outcome;
}

/**
 * sendCapture, also answering the capture's record id (made here), by which the app can ask
 * the server about the capture's offer email (GET /api/app/exit-intent-offers/{id}).
 * @throws as sendCapture
 */
export async function sendCaptureWithId(
  capture: ExitIntentCapture,
): Promise<{ readonly outcome: 'sent' | 'queued' | 'refused'; readonly id: string }> {
  const body = v.parse(exitIntentCaptureSchema, capture);
  const [{ localDb }, { enqueue, outboxEntry, newRecordId }, { flushNow }] = await Promise.all([
    import('./local-db'),
    import('./sync/loaders').then(({ loadOutboxWriter }) => loadOutboxWriter()),
    import('./sync/send-soon'),
  ]);
  const id = newRecordId();
  const seq = await enqueue({
    collection: 'exit_intent_captures',
    recordId: id,
    op: 'create',
    body: { ...body },
  });
  await flushNow();
  const entry = await outboxEntry(seq);
  if (!entry) return { outcome: 'sent', id };
  if (entry.error) {
    await localDb().outbox.delete(seq);
    return { outcome: 'refused', id };
  }
  return { outcome: 'queued', id };
}
