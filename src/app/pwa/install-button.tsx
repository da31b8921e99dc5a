import { Download } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { canInstall, promptInstall, subscribeInstallPrompt } from './install-prompt';

/**
 * "Install app": rendered only while the browser offers `beforeinstallprompt`. `compact` (the
 * phone header) draws the icon alone, its name for screen readers only: on a 320 px screen
 * the words ("App installieren") would push the header wider than the screen.
 */
export function InstallButton({ compact = false }: { readonly compact?: boolean }) {
  const { t } = useTranslation();
  const available = useSyncExternalStore(subscribeInstallPrompt, canInstall, () => false);
  if (!available) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      className={compact ? 'size-11 shrink-0 px-0 py-0' : 'shrink-0 whitespace-nowrap'}
      onClick={() => void promptInstall()}
    >
      <Download aria-hidden="true" className="size-4" />
      {compact ? <span className="sr-only">{t('pwa.install')}</span> : t('pwa.install')}
    </Button>
  );
}
