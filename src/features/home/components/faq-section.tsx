import { useTranslation } from 'react-i18next';
import type { QA } from '../model';
import { HomeSection } from './home-section';

/** The questions the FAQPage structured data describes, shown on the page as well. */
export function FaqSection({ items }: { items: readonly QA[] }) {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="faq" title={t('faq.title')} narrow>
      <dl className="mt-8 divide-y divide-slate-200">
        {items.map((item) => (
          <div key={item.q} className="py-5">
            <dt className="text-lg font-semibold text-slate-900">{item.q}</dt>
            <dd className="mt-2 text-slate-700">{item.a}</dd>
          </div>
        ))}
      </dl>
    </HomeSection>
  );
}
