import type { ReactNode } from 'react';

/** A titled group of fields: a fieldset whose legend is `title`, laid out in two columns. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}
