import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, type PageHeaderProps } from '@/components/ui';
import { ContentArticle, formatContentDate, useContent } from '@/features/content';

/**
 * A route whose body is one Markdown content page: the route's heading and description from
 * the `pages` namespace (PageHeader), the front matter's `updated` date when there is one, a
 * note when the text is the English fallback, then the document and `children`.
 * @param page the content page, e.g. "safety-and-trust" (content/safety-and-trust/<lang>.md)
 * @param pageKey the route's key in the `pages` namespace
 */
export function ContentPage({
  page,
  pageKey,
  children,
}: {
  page: string;
  pageKey: PageHeaderProps['page'];
  children?: ReactNode;
}) {
  const doc = useContent(page);
  const { t, i18n } = useTranslation('common');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return (
    <PageHeader page={pageKey}>
      {doc.updated && (
        <p className="mt-2 text-sm text-slate-600">
          {t('content.updated', { date: formatContentDate(doc.updated, lang) })}
        </p>
      )}
      {doc.lang !== lang && (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('content.englishFallback')}
        </p>
      )}
      <div className="mt-10">
        <ContentArticle doc={doc} />
      </div>
      {children}
    </PageHeader>
  );
}
