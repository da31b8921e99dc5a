import type { InputHTMLAttributes } from 'react';
import { cx } from './class-names';
import { FieldShell, splitLabelled, type LabelledProps } from './field-shell';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

export interface FieldProps extends InputProps, LabelledProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Classes added to the input's own (e.g. a narrower width). */
  readonly inputClassName?: string | undefined;
}

/**
 * A labelled text input (any `type` but checkbox, radio and file) with an optional hint and
 * error: the label is tied to the input, the hint or error is its description, and an error
 * marks it invalid and takes the hint's place. Other props go to the `<input>`.
 */
export function Field(props: FieldProps) {
  const [shell, { inputClassName, value, onChange, ...input }] = splitLabelled(props);
  return (
    <FieldShell {...shell}>
      {(wiring) => (
        <input
          {...input}
          {...wiring}
          className={cx('form-input', inputClassName)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}
