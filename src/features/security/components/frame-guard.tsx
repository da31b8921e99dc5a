import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '@/lib/config';
import { toastError } from '@/lib/toast';
import { framingHost, isTrustedFrameHost } from '../frame-model';

function readFramingHost(): string | null {
  const framed = window.top !== window.self;
  let topHostname: string | null = null;
  try {
    topHostname = framed ? (window.top?.location.hostname ?? null) : null;
  } catch {
    topHostname = null; // a cross-origin top cannot be read
  }
  return framingHost({
    framed,
    topHostname,
    ancestorOrigins: Array.from(window.location.ancestorOrigins),
    referrer: document.referrer,
  });
}

/**
 * Renders nothing. Inside a frame of a foreign page every click is blocked and the
 * warning "Security warning: Suspicious iframe detected" is shown. (PocketBase's
 * Content-Security-Policy frame-ancestors already stops browsers that honour it from showing
 * the app in such a frame at all; this guards hosts that drop that header.)
 */
export function FrameGuard() {
  const { t } = useTranslation();
  useEffect(() => {
    const host = readFramingHost();
    if (host === null || isTrustedFrameHost(host, window.location.hostname, config.previewHosts)) {
      return undefined;
    }
    let lastWarning = 0;
    const block = (event: Event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
      if (Date.now() - lastWarning > 2000) {
        lastWarning = Date.now();
        toastError(t('errors.suspiciousFrame'));
      }
    };
    document.addEventListener('click', block, true);
    return () => document.removeEventListener('click', block, true);
  }, [t]);
  return null;
}
