import { CheckCircle2, CloudOff } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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
 * disappears under the user's finger, and the keyboard focus moves to the new form's button;
 * the full control, once there, stays.
 */
export default function SyncStatusSlot() {
  const online = useOnline();
  const present = useLocalDataPresent();
  const [pressed, setPressed] = useState(false);
  const live = SyncStatusLive.useReady(present === true);
  const full = SyncStatusControl.useReady(pressed);
  const intent = () => void SyncStatusControl.preload();
  const press = () => setPressed(true);
  const form =
    pressed && full ? 'full' : present && live ? 'live' : present === null ? 'none' : 'light';
  // A button that had the keyboard focus when the next form replaced it leaves the focus on
  // the page's body: give it to the new button, so a keyboard user's Enter still lands.
  const wrapper = useRef<HTMLSpanElement>(null);
  const focused = useRef(false);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (focused.current && (active === null || active === document.body)) {
      wrapper.current?.querySelector('button')?.focus();
    }
  }, [form]);
  let shown = null;
  if (form === 'full') shown = <SyncStatusControl autoOpen />;
  else if (form === 'live') shown = <SyncStatusLive onPress={press} onIntent={intent} />;
  else if (form === 'light') {
    shown = (
      <SyncStatusButton
        counts={NOTHING_WAITING}
        online={online}
        icon={online ? CheckCircle2 : CloudOff}
        onPress={press}
        onIntent={intent}
      />
    );
  }
  return (
    <span
      ref={wrapper}
      className="contents"
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget)) focused.current = false;
      }}
    >
      {shown}
    </span>
  );
}
