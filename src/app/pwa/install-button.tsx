import { Download } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { canInstall, promptInstall, subscribeInstallPrompt } from './install-prompt';

/** "Install app": rendered only while the browser offers `beforeinstallprompt`. */
export function InstallButton() {
  const { t } = useTranslation();
  const available = useSyncExternalStore(subscribeInstallPrompt, canInstall, () => false);
  if (!available) return null;
  return (
    <button type="button" className="btn-secondary btn-sm" onClick={() => void promptInstall()}>
      <Download aria-hidden="true" className="size-4" />
      {t('pwa.install')}
    </button>
  );
}
