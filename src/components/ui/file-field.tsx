import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { FieldShell, splitLabelled, type LabelledProps } from './field-shell';

type FileInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'onChange' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

export interface FileFieldProps extends FileInputProps, LabelledProps {
  /** Called with the picked file, or null when the choice is cleared. */
  readonly onChange: (file: File | null) => void;
}

/**
 * A labelled file picker for one file, wired like `Field` (label, hint or error as its
 * description). The browser keeps the choice: give it a new `key` to clear it.
 */
export function FileField(props: FileFieldProps) {
  const [shell, { onChange, ...input }] = splitLabelled(props);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.currentTarget.files?.[0] ?? null);
  };
  return (
    <FieldShell {...shell}>
      {(wiring) => (
        <input
          {...input}
          {...wiring}
          type="file"
          className="mt-1 block w-full max-w-full min-w-0 text-sm text-slate-700"
          onChange={pick}
        />
      )}
    </FieldShell>
  );
}
