import { CheckCircle2, CloudOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSession } from '@/lib/session';
import { localDbExists, onLocalDbOpened } from '@/lib/local-db-presence';
import { optionalChunk } from '@/lib/optional-chunk';
import { useOnline } from '@/lib/use-online';
import { NOTHING_WAITING, SyncStatusButton } from './sync-status-face';

// Each renders nothing while its chunk cannot load (offline); retried when back online.
const SyncStatusLive = optionalChunk(() => import('./sync-status-live'));
const SyncStatusControl = optionalChunk(() => import('./sync-status-panel'));

/**
 * Whether the device has local data: signed in, or the app's database exists on this device
 * (or was opened in this page). Null until known.
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
 * The layout's sync status, in three steps so that each page loads only what it shows:
 * - no local data (a signed-out first visit): nothing can be waiting, so a light button shows
 *   the connection and "All changes saved" without loading Dexie;
 * - once the device has local data: the live button (sync-status-live.tsx), which reads the
 *   outbox and sync state from IndexedDB;
 * - once pressed: the full control with its panel (sync-status-panel.tsx), opened at once.
 * Each form stays on screen until the next one's chunk has loaded, so the button never
 * disappears under the user's finger; the full control, once there, stays.
 */
export default function SyncStatusSlot() {
  const online = useOnline();
  const present = useLocalDataPresent();
  const [pressed, setPressed] = useState(false);
  const live = SyncStatusLive.useReady(present === true);
  const full = SyncStatusControl.useReady(pressed);
  const intent = () => void SyncStatusControl.preload();
  const press = () => setPressed(true);
  if (pressed && full) return <SyncStatusControl autoOpen />;
  if (present && live) return <SyncStatusLive onPress={press} onIntent={intent} />;
  if (present === null) return null;
  return (
    <SyncStatusButton
      counts={NOTHING_WAITING}
      online={online}
      icon={online ? CheckCircle2 : CloudOff}
      onPress={press}
      onIntent={intent}
    />
  );
}
