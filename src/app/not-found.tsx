import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui';

/** Shown for any path the router does not know. */
export default function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{`${t('notFound.title')} | ${t('appName')}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-black text-orange-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('notFound.description')}</p>
      <ButtonLink to="/" className="mt-8">
        {t('notFound.home')}
      </ButtonLink>
    </section>
  );
}
