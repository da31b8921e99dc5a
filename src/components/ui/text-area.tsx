import type { TextareaHTMLAttributes } from 'react';
import { FieldShell, splitLabelled, type LabelledProps } from './field-shell';

type AreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

export interface TextAreaProps extends AreaProps, LabelledProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/**
 * A labelled multi-line text box, wired like `Field`: label, hint or error as its
 * description, invalid while there is an error. Other props (`rows`, `maxLength`...) go to
 * the `<textarea>`.
 */
export function TextArea(props: TextAreaProps) {
  const [shell, { value, onChange, ...area }] = splitLabelled(props);
  return (
    <FieldShell {...shell}>
      {(wiring) => (
        <textarea
          {...area}
          {...wiring}
          className="form-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}
