/**
 * Sync status: the layout's control, lazily loaded (it reads IndexedDB); nothing shows while its
 * chunk cannot be had (optionalChunk).
 */
import { optionalChunk } from '@/lib/optional-chunk';

export const SyncStatusControl = optionalChunk(() => import('./components/sync-status-slot'));
