import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';

/** The layout's offline indicator: a strip that appears while the device has no network. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>{t('pwa.offline')}</span>
    </div>
  );
}
