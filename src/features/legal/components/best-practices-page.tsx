import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/ui';
import {
  BEST_PRACTICE_ARTICLES,
  type BestPracticeArticle,
  type BestPracticeAudience,
} from '@/constants/best-practices';
import { useContent } from '@/features/content';
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

/** One article in the index: its English title as a link, and its description. */
function ArticleCard({ article }: { article: BestPracticeArticle }) {
  const { i18n } = useTranslation();
  const doc = useContent(`best-practices/${article.slug}`);
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
 * /best-practices/<slug>. The articles are in English (each has "Translate"). Prerendered.
 */
export default function BestPracticesPage() {
  const { t } = useTranslation('legal');
  return (
    <PageHeader page="bestPractices">
      {AUDIENCES.map(({ audience, heading }) => (
        <section key={audience} aria-labelledby={`bp-${audience}`} className="mt-10">
          <h2 id={`bp-${audience}`} className="text-2xl font-semibold text-slate-900">
            {t(heading)}
          </h2>
          <ul className="mt-4 space-y-4">
            {BEST_PRACTICE_ARTICLES.filter((a) => a.audience === audience).map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </ul>
        </section>
      ))}
    </PageHeader>
  );
}
