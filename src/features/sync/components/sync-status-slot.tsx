import { CheckCircle2, CloudOff } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/session';
import { localDbExists, onLocalDbOpened } from '@/lib/local-db-presence';
import { useOnline } from '@/lib/use-online';

const SyncStatusControl = lazy(() => import('./sync-status'));

/**
 * Whether the full sync status control is needed: signed in, or the app's database exists
 * on this device (or was opened in this page). Null until known.
 */
function useLocalDataPresent(): boolean | null {
  const { user } = useSession();
  const [present, setPresent] = useState<boolean | null>(null);
  useEffect(() => {
    let stopped = false;
    void localDbExists().then((exists) => {
      if (!stopped && exists) setPresent(true);
      else if (!stopped) setPresent((was) => was ?? false);
    });
    const stop = onLocalDbOpened(() => setPresent(true));
    return () => {
      stopped = true;
      stop();
    };
  }, []);
  return user ? true : present;
}

/**
 * The layout's sync status: the full control (src/features/sync/components/sync-status.tsx,
 * which reads IndexedDB) once the device has local data. Before that (a signed-out first
 * visit) nothing can be waiting, so the same button shows the connection and "All changes
 * saved" without loading Dexie; pressing it loads the full control and opens its panel.
 */
export default function SyncStatusSlot() {
  const { t } = useTranslation();
  const online = useOnline();
  const present = useLocalDataPresent();
  const [pressed, setPressed] = useState(false);
  if (present === null) return null;
  if (present || pressed) {
    return (
      <Suspense fallback={null}>
        <SyncStatusControl autoOpen={pressed && !present} />
      </Suspense>
    );
  }
  const Icon = online ? CheckCircle2 : CloudOff;
  const connection = online ? t('sync.online') : t('sync.offline');
  return (
    <button
      type="button"
      className="icon-button relative"
      data-testid="sync-status"
      data-online={online}
      data-pending={0}
      aria-expanded={false}
      onPointerEnter={() => void import('./sync-status')}
      onFocus={() => void import('./sync-status')}
      onClick={() => setPressed(true)}
    >
      <Icon
        aria-hidden="true"
        className={`size-5 ${online ? 'text-emerald-700' : 'text-slate-600'}`}
      />
      <span className="sr-only">{`${t('sync.label')}: ${connection} ${t('sync.allSaved')}`}</span>
    </button>
  );
}
