import type { ReactNode } from 'react';
import { FieldMessage, fieldMessageId } from './field-message';

export interface CheckboxGroupProps {
  /** The base of the hint's and error's ids (`{id}-hint`, `{id}-error`). */
  readonly id: string;
  readonly legend: ReactNode;
  readonly hint?: ReactNode;
  /** What is wrong with the choice; marks the group invalid and replaces the hint. */
  readonly error?: ReactNode;
  readonly className?: string | undefined;
  /** The `Checkbox`es, in whatever layout the screen needs. */
  readonly children: ReactNode;
}

/**
 * A set of checkboxes named by a legend, with a hint or error above them that describes the
 * whole group, wired like `Field`.
 */
export function CheckboxGroup({
  id,
  legend,
  hint,
  error,
  className,
  children,
}: CheckboxGroupProps) {
  return (
    <fieldset
      className={className}
      aria-describedby={fieldMessageId({ controlId: id, hint, error })}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-label">{legend}</legend>
      <FieldMessage controlId={id} hint={hint} error={error} />
      {children}
    </fieldset>
  );
}
