import type { ReactNode } from 'react';

interface HomeSectionProps {
  /** Prefix of the heading id that labels the section. */
  id: string;
  title: string;
  subtitle?: string;
  /** Light grey band, alternating with white ones. */
  tinted?: boolean;
  /** Reading width instead of the full grid width. */
  narrow?: boolean;
  children: ReactNode;
}

/** One band of the home page: a labelled section with its h2 and optional subtitle. */
export function HomeSection({ id, title, subtitle, tinted, narrow, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} className={tinted ? 'bg-slate-50' : undefined}>
      <div className={`mx-auto px-4 py-16 ${narrow ? 'max-w-3xl' : 'max-w-6xl'}`}>
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {subtitle !== undefined && (
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{subtitle}</p>
        )}
        {children}
      </div>
    </section>
  );
}
