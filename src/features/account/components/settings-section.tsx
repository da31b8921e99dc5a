import { useId, type ReactNode } from 'react';

/** Input classes shared by the account forms. */
export const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-orange-500 focus:outline-2 focus:outline-orange-500';
export const labelClass = 'block text-sm font-medium text-slate-800';

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
