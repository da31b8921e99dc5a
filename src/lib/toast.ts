/**
 * App-wide toasts (one at a time, auto-close after 5000 ms), backed by sonner.
 * Components call these instead of importing sonner, so the policy lives in one place.
 * sonner and the app's <Toaster> (src/app/toaster.tsx) are loaded with the first toast, or
 * earlier, while online, once the device has local data or a session (src/app/app.tsx), so a
 * toast raised offline still shows. `show` asks for the host (`useToasterWanted`) and raises
 * the toast through the `toast` the host hands over when it mounts (`toasterMounted`); if the
 * host's chunk cannot load yet, toasts wait for it.
 */
import { useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';
import i18n from '@/i18n';
interface ToastOptions {
  description?: string;
  action?: { label: string; onClick: () => void };
  /** Keep the toast until the user acts on it (e.g. "New version available"). */
  persistent?: boolean;
}

type Kind = 'error' | 'info';

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: (toast: typeof sonnerToast) => void = () => undefined;
const mounted = new Promise<typeof sonnerToast>((resolve) => {
  markMounted = resolve;
});

/**
 * Whether a toast has been raised, so the app must mount its toast host; re-renders when
 * that changes. Always false while prerendering.
 */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/**
 * The toast host calls this once it has mounted, with sonner's `toast`: toasts waiting for
 * it are raised.
 */
export function toasterMounted(toast: typeof sonnerToast): void {
  markMounted(toast);
}

function show(kind: Kind, title: string, opts: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void mounted.then((toast) => {
    toast[kind](title, {
      ...(opts.description !== undefined && { description: opts.description }),
      ...(opts.action && { action: opts.action }),
      ...(opts.persistent && { duration: Infinity }),
    });
  });
}

/** Shows an error (destructive) toast with the given title. */
export function toastError(title: string, opts: ToastOptions = {}): void {
  show('error', title, opts);
}

/** Shows a neutral, informational toast. */
export function toastInfo(title: string, opts: ToastOptions = {}): void {
  show('info', title, opts);
}

/**
 * Tells the user what became of a write they just made (src/data/delivery.ts `deliveryOf`),
 * never more than happened: `sent` shows `messages.sent`, `waiting` (queued on the device)
 * `messages.waiting`, both with `messages.description` when given; `refused` shows the sync
 * status's "refused" error instead (the outbox keeps the write with the server's reason).
 * @param delivery `sent`, `waiting` or `refused`
 * @param messages the form's own titles for a sent and for a queued write
 */
export function toastDelivery(
  delivery: 'sent' | 'waiting' | 'refused',
  messages: { sent: string; waiting: string; description?: string },
): void {
  if (delivery === 'refused') {
    toastError(i18n.t('sync.refusedCount', { ns: 'common', count: 1 }));
    return;
  }
  toastInfo(delivery === 'sent' ? messages.sent : messages.waiting, {
    ...(messages.description !== undefined && { description: messages.description }),
  });
}
