import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HIRE_FEE_USD } from '@/constants/business';
import { formatPercent, formatUsd } from '@/i18n/format';
import { HomeSection } from './home-section';

/** Three static sample testimonials and the figures strip $1, 0%, 100%, unlimited. */
export function Testimonials() {
  const { t, i18n } = useTranslation('home');
  const locale = i18n.language;
  const items = t('testimonials.items', { returnObjects: true });
  const stats = [
    { value: formatUsd(HIRE_FEE_USD, locale), label: t('testimonials.stats.hireFee') },
    { value: formatPercent(0, locale), label: t('testimonials.stats.commission') },
    { value: formatPercent(1, locale), label: t('testimonials.stats.keep') },
    { value: t('testimonials.stats.unlimited'), label: t('testimonials.stats.unlimitedLabel') },
  ];
  return (
    <HomeSection id="testimonials" title={t('testimonials.title')} tinted>
      <p className="mt-2 text-sm text-slate-700">{t('testimonials.note')}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Quote aria-hidden="true" className="size-6 text-orange-700" />
              <blockquote className="mt-3 flex-1 text-slate-800">{item.quote}</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold text-slate-900">{item.name}</span>
                <span className="text-slate-700">, {item.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <dl className="mt-12 grid grid-cols-2 gap-6 text-center md:grid-cols-4" data-testid="figures">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse rounded-xl bg-slate-900 p-4 sm:p-6"
          >
            <dt className="mt-2 text-sm text-slate-200">{stat.label}</dt>
            <dd className="text-xl font-black break-words hyphens-auto text-amber-300 sm:text-3xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </HomeSection>
  );
}
