import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange' | 'value'
> {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** A hint under the field (e.g. the password rule). */
  readonly hint?: string | undefined;
  /** The field's error message; marks the field invalid. */
  readonly error?: string | undefined;
}

export const INPUT_CLASS =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-orange-700 focus:outline-2 focus:outline-orange-700 aria-invalid:border-red-700';

/** A labelled input with its hint and error, tied to it for screen readers. */
export function TextField({ id, label, value, onChange, hint, error, ...input }: TextFieldProps) {
  // An error says what the hint says, more pointedly: it takes the hint's place.
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={INPUT_CLASS}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {hintId && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The account email field of the auth forms: labelled "Email address", an email keyboard,
 * required. `autoComplete` is "email" unless the form says otherwise ("username" on login).
 */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'inputMode'>) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      autoComplete="email"
      required
      {...props}
      label={t('fields.email')}
      type="email"
      inputMode="email"
    />
  );
}
