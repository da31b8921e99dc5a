/**
 * App-wide toasts (one at a time, auto-close after 5000 ms), backed by sonner.
 * Components call these instead of importing sonner, so the policy lives in one place.
 * sonner and the app's <Toaster> are loaded on the first toast (a page that raises none
 * never downloads them): `show` asks for the host (`useToasterWanted`) and raises the toast
 * once it has mounted (`toasterMounted`).
 */
import { useSyncExternalStore } from 'react';
interface ToastOptions {
  description?: string;
  action?: { label: string; onClick: () => void };
  /** Keep the toast until the user acts on it (e.g. "New version available"). */
  persistent?: boolean;
}

type Kind = 'error' | 'info';

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
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

/** The toast host calls this once it has mounted: toasts waiting for it are raised. */
export function toasterMounted(): void {
  markMounted();
}

function show(kind: Kind, title: string, opts: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import('sonner'), mounted]).then(([{ toast }]) => {
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
