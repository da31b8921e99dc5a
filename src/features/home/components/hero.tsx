import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui';

/** Hero: Browse Contractors → /browse, Join as Professional → /auth. */
export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section className="bg-gradient-to-b from-orange-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-orange-800 uppercase">
          {t('hero.eyebrow')}
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-black tracking-tight text-slate-900 sm:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-700">{t('hero.subtitle')}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink to="/browse">
            {t('hero.browse')}
            <ArrowRight aria-hidden="true" className="size-5 rtl:rotate-180" />
          </ButtonLink>
          <ButtonLink to="/auth" variant="secondary">
            {t('hero.join')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
