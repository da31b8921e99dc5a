/** Repository of `exit_intent_captures`: queued in the outbox, sent at once when possible. */
import { localDb } from './local-db';
import { enqueue, outboxEntry } from './sync/outbox';
import { newRecordId } from './sync/record-id';

/** A capture as the collection stores it. */
export interface ExitIntentCapture {
  readonly email: string;
  readonly user_intent: string;
  /** The interface language's English name. */
  readonly language_preference: string;
  readonly user_agent: string;
}

/**
 * Queues a capture and tries to send it at once. One made offline waits in the outbox and is
 * sent once, when the network is back. A refused one is removed from the outbox: the form
 * shows the failure, so the sync panel does not list it as well.
 * @returns "sent" when the server has it, "queued" when it waits for the network, "refused"
 *   when the server refused it
 * @throws when IndexedDB cannot be used
 */
export async function sendCapture(
  capture: ExitIntentCapture,
): Promise<'sent' | 'queued' | 'refused'> {
  const { requestFlush } = await import('./sync/runner');
  const seq = await enqueue({
    collection: 'exit_intent_captures',
    recordId: newRecordId(),
    op: 'create',
    body: { ...capture },
  });
  await requestFlush();
  const entry = await outboxEntry(seq);
  if (!entry) return 'sent';
  if (entry.error) {
    await localDb().outbox.delete(seq);
    return 'refused';
  }
  return 'queued';
}
