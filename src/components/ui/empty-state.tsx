import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';
import { cx } from './class-names';

export interface EmptyStateProps {
  /** Why there is nothing here, or what to do first. */
  readonly message: ReactNode;
  /** A heading (h2): with one, the state is a panel of its own. */
  readonly heading?: string | undefined;
  /** The way onward: a link that looks like the primary button. */
  readonly action?: { readonly to: string; readonly label: string } | undefined;
  /** Classes of the wrapper (its margins). */
  readonly className?: string | undefined;
  readonly testId?: string | undefined;
}

/**
 * What a screen shows where it has nothing yet (no listing, no hires, not signed in): a
 * message and a link onward; with a `heading`, as a panel.
 */
export function EmptyState({ message, heading, action, className, testId }: EmptyStateProps) {
  const panel = heading !== undefined;
  return (
    <div
      className={cx(panel && 'rounded-xl border border-slate-200 bg-slate-50 p-6', className)}
      data-testid={testId}
    >
      {panel && <h2 className="text-xl font-semibold text-slate-900">{heading}</h2>}
      <p className={cx(panel && 'mt-2', 'text-slate-700')}>{message}</p>
      {action && (
        <ButtonLink to={action.to} className={panel ? 'mt-4' : 'mt-3'}>
          {action.label}
        </ButtonLink>
      )}
    </div>
  );
}
