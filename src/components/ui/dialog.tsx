import { Dialog as HeadlessDialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';

export interface DialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'className'> {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The dialog's heading, which is also its accessible name. */
  readonly title: ReactNode;
  /** The accessible name of the close button (an X in the corner). */
  readonly closeLabel: string;
  /** A decorative icon above the title. */
  readonly icon?: ReactNode;
  readonly children: ReactNode;
}

/**
 * A modal dialog centred over a dimmed page (Headless UI: focus trapped inside, Escape and a
 * click outside close it): a close button, an optional icon, the title and `children`.
 * Other props (a test id, data attributes) go to the panel.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  icon,
  children,
  ...panel
}: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-[60]">
      <div className="fixed inset-0 bg-slate-900/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          {...panel}
          className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl"
        >
          <button type="button" onClick={onClose} className="icon-button absolute end-2 top-2">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </button>
          {icon}
          <DialogTitle className={`${icon ? 'mt-3 ' : ''}pe-8 text-xl font-bold text-slate-900`}>
            {title}
          </DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
