import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/ui';
import {
  BEST_PRACTICE_ARTICLES,
  type BestPracticeArticle,
  type BestPracticeAudience,
} from '@/constants/best-practices';
import { type ContentDoc, PageStructuredData, useContents } from '@/features/content';
import { addNamespace } from '@/i18n';
import legal from '@/i18n/locales/en/legal.json' with { type: 'json' };

addNamespace('legal', legal);

const AUDIENCES: readonly {
  audience: BestPracticeAudience;
  heading: 'forClients' | 'forContractors';
}[] = [
  { audience: 'clients', heading: 'forClients' },
  { audience: 'contractors', heading: 'forContractors' },
];

const ARTICLE_PAGES = BEST_PRACTICE_ARTICLES.map((a) => `best-practices/${a.slug}`);

/** One article in the index: its English title as a link, and its description. */
function ArticleCard({ article, doc }: { article: BestPracticeArticle; doc: ContentDoc }) {
  const { i18n } = useTranslation();
  const english = (i18n.resolvedLanguage ?? i18n.language) !== 'en';
  return (
    <li
      className="rounded-lg border border-slate-200 p-4"
      lang={english ? 'en' : undefined}
      dir={english ? 'ltr' : undefined}
    >
      <h3 className="text-lg font-semibold text-slate-900">
        <Link to={`/best-practices/${article.slug}`} className="text-orange-800 underline">
          {doc.title}
        </Link>
      </h3>
      <p className="mt-1 text-slate-700">{doc.description}</p>
    </li>
  );
}

/**
 * /best-practices: the articles, grouped for clients and for contractors, each linking to
 * /best-practices/<slug>, and its CollectionPage JSON-LD listing them. The articles are in
 * English (each has "Translate"). Prerendered.
 */
export default function BestPracticesPage() {
  const { t } = useTranslation('legal');
  const docs = useContents(ARTICLE_PAGES);
  const items = BEST_PRACTICE_ARTICLES.map((article, index) => ({
    article,
    doc: docs[index],
  })).flatMap(({ article, doc }) => (doc ? [{ article, doc }] : []));
  return (
    <PageHeader page="bestPractices">
      <PageStructuredData
        pageKey="bestPractices"
        schema={{
          type: 'CollectionPage',
          items: items.map(({ article, doc }) => ({
            path: `/best-practices/${article.slug}`,
            name: doc.title ?? article.slug,
          })),
        }}
      />
      {AUDIENCES.map(({ audience, heading }) => (
        <section key={audience} aria-labelledby={`bp-${audience}`} className="mt-10">
          <h2 id={`bp-${audience}`} className="text-2xl font-semibold text-slate-900">
            {t(heading)}
          </h2>
          <ul className="mt-4 space-y-4">
            {items
              .filter(({ article }) => article.audience === audience)
              .map(({ article, doc }) => (
                <ArticleCard key={article.slug} article={article} doc={doc} />
              ))}
          </ul>
        </section>
      ))}
    </PageHeader>
  );
}
