/**
 * The newest message this device sent with a contact form, live from IndexedDB, and once the
 * server has it, its receipt (reference, confirmation email) from the server.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import {
  latestContactMessage,
  type ContactForm,
  type LatestContactMessage,
} from '@/data/contact-messages';
import { useOnline } from '@/lib/use-online';
import { fetchReceipt } from '../api';
import type { Receipt } from '../model';

/** How long to wait before asking again about a confirmation email not yet sent, ms. */
const PENDING_RECHECK_MS = 2000;

export interface LatestMessageState {
  /** The message, or null when this device sent none with the form. */
  readonly message: LatestContactMessage | null;
  /** The receipt; null while it is being fetched or cannot be had. */
  readonly receipt: Receipt | null;
  /** true once asking the server failed (offline or an unexpected answer). */
  readonly receiptFailed: boolean;
}

/** The newest message of `form` and its receipt. */
export function useLatestMessage(form: ContactForm): LatestMessageState {
  const message = useLiveQuery(() => latestContactMessage(form), [form]) ?? null;
  const online = useOnline();
  const [receipt, setReceipt] = useState<{ id: string; value: Receipt | null } | null>(null);
  const id = message && !message.waiting ? message.id : null;

  useEffect(() => {
    if (!id || !online) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (tries: number) => {
      const value = await fetchReceipt(form, id);
      if (cancelled) return;
      setReceipt({ id, value });
      if (value?.reply === 'pending' && tries > 0) {
        timer = setTimeout(() => void ask(tries - 1), PENDING_RECHECK_MS);
      }
    };
    void ask(3);
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [form, id, online]);

  const current = receipt && receipt.id === id ? receipt : null;
  return {
    message,
    receipt: current?.value ?? null,
    receiptFailed: current !== null && current.value === null,
  };
}
