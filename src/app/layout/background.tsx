import { useEffect } from 'react';
import { AffiliateTracker } from '@/features/affiliate';
import { ExitIntent } from '@/features/exit-intent';
import { FrameGuard, SecurityMonitor } from '@/features/security';
import { SessionGuards } from '@/lib/session';
import { SyncRunner } from '../sync-runner';
import { markBackgroundMounted } from '../ready-marker';

/**
 * The page's background behaviours, none of which shows anything on first paint: the
 * exit-intent watcher, affiliate tracking, security monitoring, the foreign-frame guard,
 * the session guards and the sync runner. AppLayout loads this module as its own chunk
 * once the page has hydrated, so none of it weighs on the first paint. `<html data-ready>`
 * waits for it too (see ready-marker.tsx).
 */
export default function Background() {
  // Runs after the effects of the behaviours below: they are all in place.
  useEffect(markBackgroundMounted, []);
  return (
    <>
      <ExitIntent />
      <AffiliateTracker />
      <SecurityMonitor />
      <FrameGuard />
      <SessionGuards />
      <SyncRunner />
    </>
  );
}
