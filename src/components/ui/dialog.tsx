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
 * click outside close it): a close button, an optional icon, the title and `children`. A
 * dialog taller than the screen scrolls within it, its close button at the top.
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
      {/* The wrapper scrolls, not the page: a panel taller than a small screen (long words,
          large text) starts at the wrapper's top, so its close button is on the screen, and the
          rest is reached by scrolling. */}
      <div className="fixed inset-0 overflow-y-auto overscroll-contain">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel
            {...panel}
            className="relative w-full min-w-0 max-w-md rounded-2xl bg-white p-6 shadow-2xl"
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
      </div>
    </HeadlessDialog>
  );
}
