import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { bestPracticeArticle } from '@/constants/best-practices';
import { SiteStructuredData, useContent } from '@/features/content';
import { addNamespace } from '@/i18n';
import legal from '@/i18n/locales/en/legal.json' with { type: 'json' };
import { articleJsonLd } from '../model';
import { EnglishText } from './english-text';
import { VersionLine } from './version-line';

addNamespace('legal', legal);

function BackLink() {
  const { t } = useTranslation('legal');
  return (
    <Link
      to="/best-practices"
      className="inline-flex items-center gap-1 text-sm font-medium text-orange-800 underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {t('allArticles')}
    </Link>
  );
}

/**
 * One article: its English title and description as the heading (translated with the text by
 * "Translate"), then the text. The document title and meta description stay English, like the
 * prerendered page they describe.
 */
function Article({ slug }: { slug: string }) {
  const { t } = useTranslation(['legal', 'common']);
  const page = `best-practices/${slug}`;
  const doc = useContent(page);
  const title = doc.title ?? slug;
  const { pathname } = useLocation();
  return (
    <>
      <SiteStructuredData
        data={(origin) => articleJsonLd(origin, pathname, doc, t('common:appName'))}
      />
      <title>{`${title} | ${t('common:appName')}`}</title>
      {doc.description && <meta name="description" content={doc.description} />}
      <BackLink />
      <EnglishText
        page={page}
        doc={doc}
        heading={(shown) => (
          <>
            <header
              className="mt-4"
              lang={shown.english ? 'en' : undefined}
              dir={shown.english ? 'ltr' : undefined}
            >
              <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
                {shown.title ?? title}
              </h1>
              {shown.description && (
                <p className="mt-4 text-lg leading-8 text-slate-700">{shown.description}</p>
              )}
            </header>
            <VersionLine updated={doc.updated} />
          </>
        )}
      />
    </>
  );
}

/**
 * /best-practices/:slug: one best-practice article (content/best-practices/<slug>/en.md),
 * prerendered for every slug in src/constants/best-practices.ts. An unknown slug says there is
 * no such article.
 */
export default function BestPracticeArticlePage() {
  const { t } = useTranslation(['legal', 'common']);
  const { slug } = useParams();
  const article = bestPracticeArticle(slug);
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      {article ? (
        <Article slug={article.slug} />
      ) : (
        <>
          <title>{`${t('notFound.title', { ns: 'common' })} | ${t('common:appName')}`}</title>
          <meta name="robots" content="noindex" />
          <BackLink />
          <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('articleNotFound')}</h1>
        </>
      )}
    </article>
  );
}
