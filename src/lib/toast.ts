/**
 * App-wide toasts (spec §9: one at a time, auto-close after 5000 ms), backed by sonner.
 * Components call these instead of importing sonner, so the policy lives in one place.
 */
import { toast as sonner } from 'sonner';

interface ToastOptions {
  description?: string;
  action?: { label: string; onClick: () => void };
  /** Keep the toast until the user acts on it (e.g. "New version available"). */
  persistent?: boolean;
}

function options(opts: ToastOptions) {
  return {
    ...(opts.description !== undefined && { description: opts.description }),
    ...(opts.action && { action: opts.action }),
    ...(opts.persistent && { duration: Infinity }),
  };
}

/** Shows an error (destructive) toast with the given title. */
export function toastError(title: string, opts: ToastOptions = {}): void {
  sonner.error(title, options(opts));
}

/** Shows a success toast. */
export function toastSuccess(title: string, opts: ToastOptions = {}): void {
  sonner.success(title, options(opts));
}

/** Shows a neutral, informational toast. */
export function toastInfo(title: string, opts: ToastOptions = {}): void {
  sonner.info(title, options(opts));
}
