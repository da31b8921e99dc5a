import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { addNamespace } from '@/i18n';
import engagement from '@/i18n/locales/en/engagement.json' with { type: 'json' };
import { lookupIpLocation } from '@/lib/ip-location';
import { OPEN_CONSENT_EVENT, readConsent, saveConsent } from '../api';
import { bannerVariant, type BannerVariant } from '../model';
import { removeStaticBanner, takeStaticChoice } from '../static-banner';
import { ConsentBannerView, type ConsentChoice } from './consent-banner-view';

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
 * choices, so consent is withdrawn as easily as given. On a first visit the page's HTML
 * already shows the strict banner (static-banner.ts): a choice made there is stored here,
 * with the country; otherwise this banner replaces it in the same frame.
 */
export default function ConsentBanner() {
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    const effect = { cancelled: false };
    void (async () => {
      if (await readConsent()) {
        removeStaticBanner();
        return;
      }
      const location = await lookupIpLocation();
      if (effect.cancelled) return;
      const country = location?.countryCode ?? null;
      const early = takeStaticChoice();
      if (early) {
        void saveConsent(early === 'accept', country);
        return;
      }
      // Drawn before the HTML banner goes, so no frame is without one.
      flushSync(() => {
        setShown({ variant: bannerVariant(country), country });
      });
      removeStaticBanner();
    })();
    const reopen = () => {
      void lookupIpLocation().then((location) => {
        removeStaticBanner();
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
  const decide = (choice: ConsentChoice) => {
    setShown(null);
    void saveConsent(choice === 'accept', shown.country);
  };
  return (
    <ConsentBannerView
      variant={shown.variant}
      titleId="consent-title"
      testId="consent-banner"
      onDecide={decide}
      privacyLink={(text, className) => (
        <Link to="/privacy#storage" className={className}>
          {text}
        </Link>
      )}
    />
  );
}
