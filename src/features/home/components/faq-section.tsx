import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContentArticle, type ContentDoc, type FaqEntry } from '@/features/content';
import { HomeSection } from './home-section';

/**
 * The home page's questions (a subset of /faq, from the same content/faq/<lang>.md), which
 * the FAQPage structured data describes, and a link to all of them.
 */
export function FaqSection({ doc, items }: { doc: ContentDoc; items: readonly FaqEntry[] }) {
  const { t } = useTranslation(['home', 'pages']);
  return (
    <HomeSection id="faq" title={t('faq.title')} narrow>
      <dl className="mt-8 divide-y divide-slate-200">
        {items.map((item) => (
          <div key={item.id} className="py-5">
            <dt className="text-lg font-semibold text-slate-900">{item.question}</dt>
            <dd className="mt-2">
              <ContentArticle doc={doc} html={item.html} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-6">
        <Link
          to="/faq"
          className="font-medium text-orange-800 underline underline-offset-2 hover:text-orange-900"
        >
          {t('pages:faq.title')}
        </Link>
      </p>
    </HomeSection>
  );
}
