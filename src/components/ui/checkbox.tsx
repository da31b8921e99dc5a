import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';

type BoxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'onChange' | 'className' | 'children'
>;

export interface CheckboxProps extends BoxProps {
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** Classes added to the label that holds the box and its text (weight, grid place). */
  readonly className?: string | undefined;
}

/** A checkbox inside its label, so the text is its name and a click on it toggles the box. */
export function Checkbox({ label, checked, onChange, className, ...box }: CheckboxProps) {
  return (
    <label className={cx('flex items-center gap-2 text-sm text-slate-800', className)}>
      <input
        {...box}
        type="checkbox"
        className="size-4 accent-orange-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
