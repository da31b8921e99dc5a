import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';
import '../namespace';

/**
 * Shows `children` while the browser is online, else "Staff pages need a connection": the
 * queues are read from the server only (nothing of them is kept on the device). Coming back
 * online mounts `children` again, which loads afresh.
 */
export function OnlineOnly({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation('moderation');
  const online = useOnline();
  if (!online) {
    return (
      <p role="status" className="mt-6 font-medium text-amber-900" data-testid="staff-offline">
        {t('offline')}
      </p>
    );
  }
  return <>{children}</>;
}
