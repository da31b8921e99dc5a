import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router-dom';
import i18n, { addNamespace } from '@/i18n';
import engagement from '@/i18n/locales/en/engagement.json' with { type: 'json' };
import { lookupIpLocation } from '@/lib/ip-location';
import { OPEN_CONSENT_EVENT, readConsent, saveConsent } from '../api';
import { bannerVariant, type BannerVariant } from '../model';
import {
  adoptStaticBanner,
  removeStaticBanner,
  STATIC_BANNER_ID,
  takeStaticChoice,
} from '../static-banner';
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
 * with the country. When the visitor's variant is strict and the app is in English, that
 * banner is adopted as this one; otherwise this banner replaces it in the same frame (and
 * when the language changes while it is adopted).
 */
export default function ConsentBanner() {
  const [shown, setShown] = useState<Shown | null>(null);
  const navigate = useNavigate();
  // The latest navigate, for the adopted banner's link (the effect below runs once).
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });

  useEffect(() => {
    const effect = { cancelled: false };
    let stopRelabel: () => void = () => undefined;
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
      const variant = bannerVariant(country);
      const choose = (choice: ConsentChoice) => void saveConsent(choice === 'accept', country);
      if (
        variant === 'strict' &&
        adoptStaticBanner(i18n.language, choose, (to) => void navigateRef.current(to))
      ) {
        // In another language it is drawn anew, in that language.
        const relabel = () => {
          i18n.off('languageChanged', relabel);
          if (effect.cancelled || !document.getElementById(STATIC_BANNER_ID)) return;
          flushSync(() => setShown({ variant, country }));
          removeStaticBanner();
        };
        i18n.on('languageChanged', relabel);
        stopRelabel = () => i18n.off('languageChanged', relabel);
        return;
      }
      // Drawn before the HTML banner goes, so no frame is without one.
      flushSync(() => {
        setShown({ variant, country });
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
      stopRelabel();
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
