import type { ReactNode } from 'react';

/** A control's hint and error, and the control's id their own ids derive from. */
export interface FieldMessageProps {
  readonly controlId: string;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
}

/**
 * The id of the message under a control, for its `aria-describedby`. An error says what the
 * hint says, more pointedly, so it takes the hint's place: one message is read, not two.
 */
export function fieldMessageId({ controlId, hint, error }: FieldMessageProps): string | undefined {
  if (error) return `${controlId}-error`;
  return hint ? `${controlId}-hint` : undefined;
}

/** The hint or, when there is one, the error under a control, with the id `fieldMessageId` names. */
export function FieldMessage(props: FieldMessageProps) {
  const id = fieldMessageId(props);
  if (!id) return null;
  return props.error ? (
    <p id={id} className="mt-1 text-sm text-red-800">
      {props.error}
    </p>
  ) : (
    <p id={id} className="mt-1 text-sm text-slate-600">
      {props.hint}
    </p>
  );
}
