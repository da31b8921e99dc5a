import { useId, type ReactNode } from 'react';

/** Input classes shared by the account forms. */
export const fieldClass = 'form-input';
export const labelClass = 'form-label';

/** One titled block of the account settings page. */
export function SettingsSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A form's message: an error (alert) or a confirmation (status). */
export function FormMessage({ error, info }: { error: string | null; info: string | null }) {
  if (error) {
    return (
      <p role="alert" className="mt-2 text-sm text-red-800">
        {error}
      </p>
    );
  }
  return info ? (
    <p role="status" className="mt-2 text-sm text-emerald-800">
      {info}
    </p>
  ) : null;
}
