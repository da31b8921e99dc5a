import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldShell, splitLabelled, type LabelledProps } from './field-shell';

type NativeSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'className' | 'aria-invalid' | 'aria-describedby' | 'children'
>;

export interface SelectProps extends NativeSelectProps, LabelledProps {
  readonly value: string | number;
  /** Called with the chosen option's value. */
  readonly onChange: (value: string) => void;
  /** The `<option>` elements. */
  readonly children: ReactNode;
}

/**
 * A labelled native `<select>` (phones show their own picker), wired like `Field`: label, hint
 * or error as its description, invalid while there is an error.
 */
export function Select(props: SelectProps) {
  const [shell, { value, onChange, children, ...select }] = splitLabelled(props);
  return (
    <FieldShell {...shell}>
      {(wiring) => (
        <select
          {...select}
          {...wiring}
          className="form-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}
