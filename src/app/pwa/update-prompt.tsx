import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { toastInfo } from '@/lib/toast';
import { cacheImagesShownBefore } from './image-cache';

/** Hourly check for a new service worker while the app stays open, in ms. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (vite-plugin-pwa, prompt mode). When a new version is
 * waiting it shows "New version available" with a Reload action that activates it. When the
 * first one takes control, it asks it for the listing images already shown (image-cache.ts).
 * Renders nothing itself.
 */
export default function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // The first service worker takes control of this page (clientsClaim): the listing
      // images it showed before went to the network only; have the runtime cache keep them.
      if (!navigator.serviceWorker.controller) {
        navigator.serviceWorker.addEventListener(
          'controllerchange',
          () => void cacheImagesShownBefore(),
          { once: true },
        );
      }
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });

  useEffect(() => {
    if (!needRefresh) return;
    // Reload once the waiting worker has taken control. workbox-window only reloads by itself
    // for the worker it registered, not for one found by a later update check.
    const activate = () => {
      navigator.serviceWorker.addEventListener(
        'controllerchange',
        () => {
          window.location.reload();
        },
        { once: true },
      );
      void updateServiceWorker(false);
    };
    toastInfo(t('pwa.updateAvailable'), {
      persistent: true,
      action: { label: t('pwa.reload'), onClick: activate },
    });
  }, [needRefresh, t, updateServiceWorker]);

  return null;
}
