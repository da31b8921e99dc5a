import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TriangleAlert, X } from 'lucide-react';
import { lookupIpLocation } from '@/lib/ip-location';
import { placeDisagrees } from '../model';

/**
 * A dismissible warning, shown when the IP-location lookup's time zone disagrees with the
 * browser's (a VPN or proxy), that card issuers may decline such payments. Never blocks.
 */
export function VpnWarning() {
  const { t } = useTranslation('payments');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    void lookupIpLocation().then((place) => {
      const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (live && place && placeDisagrees(place.timeZone, browser, new Date().getFullYear())) {
        setShown(true);
      }
    });
    return () => {
      live = false;
    };
  }, []);
  if (!shown) return null;
  return (
    <div
      role="status"
      data-testid="vpn-warning"
      className="mt-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1">{t('vpn.warning')}</p>
      <button type="button" className="icon-button -m-1 shrink-0" onClick={() => setShown(false)}>
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('vpn.dismiss')}</span>
      </button>
    </div>
  );
}
