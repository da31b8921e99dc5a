import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui';
import { addNamespace } from '@/i18n';
import engagement from '@/i18n/locales/en/engagement.json' with { type: 'json' };
import { lookupIpLocation } from '@/lib/ip-location';
import { OPEN_CONSENT_EVENT, readConsent, saveConsent } from '../api';
import { bannerVariant, type BannerVariant } from '../model';

// English ships with the banner (no request for it, as for every feature's namespace).
addNamespace('engagement', engagement);

interface Shown {
  readonly variant: BannerVariant;
  readonly country: string | null;
}

/**
 * The cookie banner: shown on every page until the visitor chooses. Visitors
 * from the strict list (or of unknown country) get "Accept All" and "Decline Optional",
 * others "Got It"; closing declines. "Cookie settings" in the footer reopens it with both
 * choices, so consent is withdrawn as easily as given.
 */
export default function ConsentBanner() {
  const { t } = useTranslation('engagement');
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    const effect = { cancelled: false };
    void (async () => {
      if (await readConsent()) return;
      const location = await lookupIpLocation();
      const country = location?.countryCode ?? null;
      if (!effect.cancelled) setShown({ variant: bannerVariant(country), country });
    })();
    const reopen = () => {
      void lookupIpLocation().then((location) => {
        setShown({ variant: 'strict', country: location?.countryCode ?? null });
      });
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => {
      effect.cancelled = true;
      window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
    };
  }, []);

  if (!shown) return null;
  const decide = (accepted: boolean) => {
    setShown(null);
    void saveConsent(accepted, shown.country);
  };
  return (
    <section
      role="region"
      aria-labelledby="consent-title"
      data-testid="consent-banner"
      data-variant={shown.variant}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-300 bg-white p-4 shadow-2xl sm:inset-x-4 sm:bottom-4 sm:rounded-xl sm:border"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <h2 id="consent-title" className="pe-10 font-semibold text-slate-900">
            {t('consent.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {shown.variant === 'strict' ? t('consent.strictBody') : t('consent.noticeBody')}{' '}
            <Link to="/privacy#storage" className="font-medium text-orange-800 underline">
              {t('consent.privacyLink')}
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {shown.variant === 'strict' ? (
            <>
              <Button variant="secondary" size="sm" onClick={() => decide(false)}>
                {t('consent.declineOptional')}
              </Button>
              <Button size="sm" onClick={() => decide(true)}>
                {t('consent.acceptAll')}
              </Button>
            </>
          ) : (
            <Button size="sm" onClick={() => decide(true)}>
              {t('consent.gotIt')}
            </Button>
          )}
        </div>
      </div>
      <button
        type="button"
        className="icon-button absolute end-2 top-2"
        onClick={() => decide(false)}
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('consent.close')}</span>
      </button>
    </section>
  );
}
