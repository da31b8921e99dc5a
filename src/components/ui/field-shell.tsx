import { useId, type ReactNode } from 'react';
import { FieldMessage, fieldMessageId } from './field-message';

/** The attributes a labelled control takes from its shell. */
export interface ControlWiring {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

/** What every labelled control of the kit takes besides its value. */
export interface LabelledProps {
  /** The control's id; one is made up when none is given. */
  readonly id?: string | undefined;
  readonly label: ReactNode;
  /** What to enter, under the control. */
  readonly hint?: ReactNode;
  /** What is wrong with the value; marks the control invalid and replaces the hint. */
  readonly error?: ReactNode;
  /** Classes of the wrapper (its place in a grid, its margins). */
  readonly className?: string | undefined;
}

/** Splits a control's props into the shell's and the rest, which go to the control. */
export function splitLabelled<P extends LabelledProps>({
  id,
  label,
  hint,
  error,
  className,
  ...control
}: P): readonly [LabelledProps, Omit<P, keyof LabelledProps>] {
  return [{ id, label, hint, error, className }, control];
}

/**
 * The label, the hint or error and their ids around one control, so that every field of the
 * app is tied together the same way. `children` renders the control with the wiring given.
 */
export function FieldShell({
  id,
  label,
  hint,
  error,
  className,
  children,
}: LabelledProps & { readonly children: (wiring: ControlWiring) => ReactNode }) {
  const madeUp = useId();
  const controlId = id ?? madeUp;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="form-label">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': fieldMessageId({ controlId, hint, error }),
      })}
      <FieldMessage controlId={controlId} hint={hint} error={error} />
    </div>
  );
}
