/**
 * App-wide toasts (one at a time, auto-close after 5000 ms), backed by sonner.
 * Components call these instead of importing sonner, so the policy lives in one place.
 * sonner is loaded on the first toast (or when the app's <Toaster> mounts after first
 * paint); toasts raised before <Toaster> subscribes are replayed to it.
 */
interface ToastOptions {
  description?: string;
  action?: { label: string; onClick: () => void };
  /** Keep the toast until the user acts on it (e.g. "New version available"). */
  persistent?: boolean;
}

type Kind = 'error' | 'info';

function show(kind: Kind, title: string, opts: ToastOptions): void {
  void import('sonner').then(({ toast }) => {
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
