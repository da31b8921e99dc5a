/**
 * The contact forms' server calls: sending a message (through the outbox, src/data
 * /contact-messages.ts) and asking for its receipt (GET /api/app/contact-receipts/{form}/{id}:
 * the reference and whether the confirmation email went out).
 */
import type { ContactForm } from '@/data/contact-messages';
import { callPocketBase } from '@/lib/pocketbase-call';
import { parseReceipt, type Receipt } from './model';

export { sendContactMessage } from '@/data/contact-messages';

/**
 * The server's receipt of a message this device sent.
 * @returns null when it cannot be had now (offline, not there yet, an unexpected answer)
 */
export async function fetchReceipt(form: ContactForm, id: string): Promise<Receipt | null> {
  const answer = await callPocketBase((pb) =>
    pb.send<unknown>(
      `/api/app/contact-receipts/${encodeURIComponent(form)}/${encodeURIComponent(id)}`,
      { requestKey: null },
    ),
  );
  return answer.ok ? parseReceipt(answer.value) : null;
}
