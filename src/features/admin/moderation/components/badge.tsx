import type { ReactNode } from 'react';

const TONE = {
  neutral: 'bg-slate-100 text-slate-800',
  good: 'bg-green-100 text-green-900',
  warn: 'bg-amber-100 text-amber-900',
  bad: 'bg-red-100 text-red-900',
} as const;

/** A short label on an item of a queue (its status, verified, hidden). */
export function Badge({
  tone = 'neutral',
  children,
}: {
  readonly tone?: keyof typeof TONE;
  readonly children: ReactNode;
}) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${TONE[tone]}`}
    >
      {children}
    </span>
  );
}
