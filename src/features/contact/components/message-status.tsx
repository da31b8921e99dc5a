import { useTranslation } from 'react-i18next';
import type { ContactForm } from '@/data/contact-messages';
import { useOnline } from '@/lib/use-online';
import { useLatestMessage } from '../hooks/use-latest-message';
import { replyKey } from '../model';
import '../support-namespace';

/**
 * What became of the newest message this device sent with the form, in words that are true:
 * waiting on this device (offline or the server out of reach), received with its reference
 * and whether the confirmation email went out (or cannot, as no mail server is set up, or was
 * held back, as the address already had its 5 confirmations this hour, or was not sent, as
 * the sender was a guest, gave another address than their account's, or has not confirmed it).
 * Nothing when the device sent none.
 */
export function MessageStatus({ form }: { readonly form: ContactForm }) {
  const { t } = useTranslation('support');
  const online = useOnline();
  const { message, receipt, receiptFailed } = useLatestMessage(form);
  if (!message) return null;
  let text: string;
  if (message.waiting) text = t(online ? 'status.queued' : 'status.queuedOffline');
  else if (receipt) {
    text = `${t('status.sent', { reference: receipt.reference })} ${t(replyKey(receipt.reply))}`;
  } else text = t(receiptFailed || !online ? 'status.unknown' : 'status.checking');
  return (
    <section
      className="mt-8 rounded-xl border border-emerald-200 bg-emerald-50 p-4"
      aria-labelledby={`${form}-status-heading`}
    >
      <h2 id={`${form}-status-heading`} className="text-base font-semibold text-slate-900">
        {t('status.heading')}
      </h2>
      <p role="status" className="mt-1 text-sm text-slate-800" data-testid="contact-status">
        {text}
      </p>
      {receipt && (
        <p className="mt-2 text-lg font-semibold tracking-wide text-slate-900" dir="ltr">
          <span data-testid="contact-reference">{receipt.reference}</span>
        </p>
      )}
    </section>
  );
}
