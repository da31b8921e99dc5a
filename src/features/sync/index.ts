/** Sync status: the layout's control, lazily loaded (it reads IndexedDB). */
import { lazy } from 'react';

export const SyncStatusControl = lazy(() => import('./components/sync-status-slot'));
