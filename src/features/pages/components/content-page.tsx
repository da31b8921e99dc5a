import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, type PageHeaderProps } from '@/components/ui';
import { ContentArticle, faqEntries, PageStructuredData, useContent } from '@/features/content';
import { formatCalendarDay } from '@/i18n/format';

export interface ContentPageProps {
  /** The content page, e.g. "safety-and-trust" (content/safety-and-trust/<lang>.md). */
  readonly page: string;
  /** The route's key in the `pages` namespace (heading, meta description). */
  readonly pageKey: PageHeaderProps['page'];
  /** Structured data: a WebPage (default), or a FAQPage of the document's h3 questions. */
  readonly schema?: 'WebPage' | 'FAQPage';
  /** Show "On this page" with a link to every h2. */
  readonly toc?: boolean;
  /** After the document. */
  readonly children?: ReactNode;
}

/**
 * A route whose body is one Markdown content page: the route's heading and description from
 * the `pages` namespace (PageHeader), the front matter's `updated` date when there is one, a
 * note when the text is the English fallback, an optional table of contents, the document,
 * `children`, and its JSON-LD (absolute URLs: PUBLIC_URL, see useSiteOrigin).
 */
export function ContentPage({
  page,
  pageKey,
  schema = 'WebPage',
  toc,
  children,
}: ContentPageProps) {
  const doc = useContent(page);
  const { t, i18n } = useTranslation('common');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const sections = doc.headings.filter((heading) => heading.level === 2);
  return (
    <PageHeader page={pageKey}>
      <PageStructuredData
        pageKey={pageKey}
        lang={doc.lang}
        updated={doc.updated}
        schema={
          schema === 'FAQPage'
            ? { type: 'FAQPage', questions: faqEntries(doc) }
            : { type: 'WebPage' }
        }
      />
      {doc.updated && (
        <p className="mt-2 text-sm text-slate-600">
          {t('content.updated', { date: formatCalendarDay(doc.updated, lang) })}
        </p>
      )}
      {doc.lang !== lang && (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('content.englishFallback')}
        </p>
      )}
      {toc && sections.length > 1 && (
        <nav aria-labelledby="content-toc" className="mt-8 rounded-lg bg-slate-50 p-4">
          <h2 id="content-toc" className="text-sm font-semibold text-slate-900">
            {t('content.onThisPage')}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {sections.map((heading) => (
              <li key={heading.id}>
                <a
                  href={`#${heading.id}`}
                  className="text-orange-800 underline underline-offset-2 hover:text-orange-900"
                >
                  {heading.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="mt-10">
        <ContentArticle doc={doc} />
      </div>
      {children}
    </PageHeader>
  );
}
