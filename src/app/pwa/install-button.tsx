import { Download } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { canInstall, promptInstall, subscribeInstallPrompt } from './install-prompt';

/**
 * "Install app": rendered only while the browser offers `beforeinstallprompt`, as an icon
 * whose name is for screen readers and the tooltip. In words ("App installieren") it pushed
 * the phone header wider than a 320 px screen, and in the wide header it crowded the links
 * out in French, Spanish, Polish and Russian.
 */
export function InstallButton() {
  const { t } = useTranslation();
  const available = useSyncExternalStore(subscribeInstallPrompt, canInstall, () => false);
  if (!available) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      className="size-11 shrink-0 px-0 py-0"
      title={t('pwa.install')}
      onClick={() => void promptInstall()}
    >
      <Download aria-hidden="true" className="size-4" />
      <span className="sr-only">{t('pwa.install')}</span>
    </Button>
  );
}
