import { CheckCircle2, CloudOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/session';
import { localDbExists, onLocalDbOpened } from '@/lib/local-db-presence';
import { optionalChunk } from '@/lib/optional-chunk';
import { useOnline } from '@/lib/use-online';

// Renders nothing while its chunk cannot load (offline); retried when back online.
const SyncStatusControl = optionalChunk(() => import('./sync-status'));

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
  // Once the full control shows it stays (and keeps its props): switching back and forth
  // would re-mount the button under the user's finger.
  const [full, setFull] = useState<{ autoOpen: boolean } | null>(null);
  if (!full && (present || pressed)) setFull({ autoOpen: pressed && !present });
  if (full) return <SyncStatusControl autoOpen={full.autoOpen} />;
  if (present === null) return null;
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
      onPointerEnter={() => void SyncStatusControl.preload()}
      onFocus={() => void SyncStatusControl.preload()}
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
