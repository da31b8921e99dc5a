import { toast, Toaster } from 'sonner';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS } from '@/constants/business';
import { toasterMounted } from '@/lib/toast';

/**
 * sonner's toast host: one toast visible at a time, each closing after 5000 ms, its region
 * and close button named in the interface language. Mounted with the first toast
 * (lib/toast.ts).
 */
export default function AppToaster() {
  const { t } = useTranslation();
  // Toasts raised before the host was there wait for this (lib/toast.ts).
  useEffect(() => toasterMounted(toast), []);
  return (
    <Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={t('toasts.region')}
      toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
    />
  );
}
