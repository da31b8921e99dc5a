import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { openConsentSettings } from '@/features/consent';
import { formatYear } from '@/i18n/format';
import { config } from '@/lib/config';
import { FOOTER_GROUPS } from './footer-links';

/** Site footer with every footer link and the estimating partner. */
export function Footer() {
  const { t, i18n } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{t('appName')}</p>
          <p className="mt-3 text-sm leading-6 text-slate-300">{t('footer.about')}</p>
        </div>
        {FOOTER_GROUPS.map((group, index) => (
          <nav key={group.heading} aria-label={t(`footer.${group.heading}`)}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {t(`footer.${group.heading}`)}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="footer-link">
                    {t(`footer.links.${link.label}`)}
                  </Link>
                </li>
              ))}
              {index === 1 && config.estimatingPartnerUrl && (
                <li>
                  <a
                    href={config.estimatingPartnerUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="footer-link"
                    data-testid="estimating-partner-link"
                  >
                    {t('footer.links.estimatingPartner')}
                    <span className="sr-only"> {t('footer.externalHint')}</span>
                  </a>
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-slate-800 py-6 text-center text-sm text-slate-300">
        <p>
          {t('footer.copyright', { year: formatYear(new Date().getFullYear(), i18n.language) })}
        </p>
        <button
          type="button"
          className="footer-link underline"
          onClick={openConsentSettings}
          data-testid="cookie-settings"
        >
          {t('footer.cookieSettings')}
        </button>
      </div>
    </footer>
  );
}
