import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingErrorKey } from '../model';

export const fieldClass = 'form-input';
export const labelClass = 'form-label';

/** A field's error message under it, in the `portal` namespace. */
export function FieldError({ id, error }: { id: string; error: ListingErrorKey | undefined }) {
  const { t } = useTranslation('portal');
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
      {t(error)}
    </p>
  );
}

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ListingErrorKey | undefined;
  hint?: ReactNode;
}

/** A labelled text input with its hint and error, linked for screen readers. */
export function FormField({ id, label, value, onChange, error, hint, ...input }: FormFieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        className={fieldClass}
        value={value}
        aria-invalid={Boolean(error)}
        {...(described && { 'aria-describedby': described })}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A titled group of fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}
