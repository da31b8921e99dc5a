import {
  AlertTriangle,
  CheckCircle2,
  CloudDownload,
  CloudOff,
  RefreshCw,
  type LucideIcon,
} from 'lucide-react';
import type { SyncStatusCounts } from './sync-status-face';

/**
 * The sync status's icon: a warning when something needs the user, else offline, sending,
 * listings still arriving, or all saved.
 */
export function statusIcon(counts: SyncStatusCounts, online: boolean): LucideIcon {
  if (counts.attention > 0) return AlertTriangle;
  if (!online) return CloudOff;
  if (counts.pending > 0) return RefreshCw;
  return counts.listingsComplete ? CheckCircle2 : CloudDownload;
}
