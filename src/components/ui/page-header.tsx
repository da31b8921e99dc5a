import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addNamespace } from '@/i18n';
import pages from '@/i18n/locales/en/pages.json' with { type: 'json' };

addNamespace('pages', pages);

export interface PageHeaderProps {
  /** The route's key in the `pages` namespace: its `title` and `description`. */
  readonly page: keyof typeof pages;
  /** What the document title names before the page's title (a trade page's trade). */
  readonly titlePrefix?: string | undefined;
  /** The page's content, under the description. */
  readonly children?: ReactNode;
}

/**
 * The frame of a route's page: its document title and meta description, the h1 and the
 * description under it (from the `pages` namespace), then `children`.
 */
export function PageHeader({ page, titlePrefix, children }: PageHeaderProps) {
  const { t } = useTranslation(['pages', 'common']);
  const title = t(`${page}.title`);
  const description = t(`${page}.description`);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <title>{`${titlePrefix ? `${titlePrefix} | ` : ''}${title} | ${t('common:appName')}`}</title>
      <meta name="description" content={description} />
      <h1 className="text-xl font-bold tracking-tight text-slate-900 min-[360px]:text-2xl min-[480px]:text-3xl sm:text-4xl">
        {title}
      </h1>
      <p className="mt-4 text-lg leading-8 text-slate-700">{description}</p>
      {children}
    </section>
  );
}
