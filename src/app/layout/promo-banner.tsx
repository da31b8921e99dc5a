import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The "30 days free access" launch offer, shown above the navigation bar. */
export function PromoBanner() {
  const { t } = useTranslation();
  return (
    <div className="bg-slate-900 px-4 py-2 text-center text-sm text-white">
      <span>{t('promo.text')}</span>{' '}
      <Link to="/auth" className="font-semibold text-amber-300 underline underline-offset-2">
        {t('promo.cta')}
      </Link>
    </div>
  );
}
