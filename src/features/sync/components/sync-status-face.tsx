import type { LucideIcon } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SyncStatus } from '@/data/sync-status';

/** What the sync status button shows: counts from the outbox and sync state (docs/sync.md). */
export interface SyncStatusCounts {
  /** Writes waiting to be sent. */
  readonly pending: number;
  /** Writes the server refused plus edits in conflict: what needs the user. */
  readonly attention: number;
  /** Queue lines ("2 changes waiting to be sent" ...) when something waits, else none. */
  readonly lines: readonly string[];
  /** Whether every listing has arrived on this device (false on a cold device mid-pull). */
  readonly listingsComplete: boolean;
}

/** The counts of a device with nothing waiting, refused or in conflict. */
export const NOTHING_WAITING: SyncStatusCounts = {
  pending: 0,
  attention: 0,
  lines: [],
  listingsComplete: true,
};

/** The button's counts of `status`, its queue lines in `t`'s language. */
export function countsOf(status: SyncStatus, t: TFunction): SyncStatusCounts {
  return {
    pending: status.pending,
    attention: status.refused.length + status.conflicts.length,
    lines: [
      ...(status.decisions > 0 ? [t('sync.decisions', { count: status.decisions })] : []),
      ...(status.refused.length > 0
        ? [t('sync.refusedCount', { count: status.refused.length })]
        : []),
      ...(status.pending > 0 ? [t('sync.pending', { count: status.pending })] : []),
    ],
    listingsComplete: status.listingsComplete,
  };
}

/**
 * The texts of the button and its panel: the connection, the queue ("All changes saved" only
 * when nothing waits, was refused or needs a decision) and, on a cold device, that the
 * listings are still arriving (or incomplete while offline; '' once complete).
 */
export function useSyncStatusTexts(
  counts: SyncStatusCounts,
  online: boolean,
): { connection: string; queue: string; listings: string } {
  const { t } = useTranslation();
  const connection = online ? t('sync.online') : t('sync.offline');
  const queue = counts.lines.length > 0 ? counts.lines.join(' · ') : t('sync.allSaved');
  const listings = counts.listingsComplete
    ? ''
    : online
      ? t('sync.listingsArriving')
      : t('sync.listingsIncomplete');
  return { connection, queue, listings };
}

/**
 * The inside of the sync status button, the same in each of its three forms (the light one
 * of a device without local data, the live one, and the full control's popover button): the
 * icon, the count of what waits or needs the user, and the status as text for screen readers.
 * @param icon the status's icon: the light button's is online or offline only, the others'
 *   statusIcon (sync-status-icon.ts), so a first visit loads no icon it cannot show
 */
export function SyncStatusFace({
  counts,
  online,
  icon: Icon,
}: {
  counts: SyncStatusCounts;
  online: boolean;
  icon: LucideIcon;
}) {
  const { t } = useTranslation();
  const { connection, queue, listings } = useSyncStatusTexts(counts, online);
  const badge = counts.pending + counts.attention;
  return (
    <>
      <Icon
        aria-hidden="true"
        className={`size-5 ${counts.attention > 0 ? 'text-red-700' : online ? 'text-emerald-700' : 'text-slate-600'}`}
      />
      {badge > 0 && (
        <span className="absolute -top-0.5 -end-0.5 rounded-full bg-orange-600 px-1 text-[10px] font-bold text-white">
          {badge}
        </span>
      )}
      <span className="sr-only">{`${t('sync.label')}: ${connection} ${queue}${listings ? ` ${listings}` : ''}`}</span>
    </>
  );
}

/**
 * The sync status button without its panel (the light and the live form): pressing it asks
 * for the panel (sync-status-slot.tsx), pointing at or focusing it fetches the panel ahead.
 */
export function SyncStatusButton({
  counts,
  online,
  icon,
  onPress,
  onIntent,
}: {
  counts: SyncStatusCounts;
  online: boolean;
  icon: LucideIcon;
  onPress: () => void;
  onIntent: () => void;
}) {
  return (
    <button
      type="button"
      className="icon-button relative"
      data-testid="sync-status"
      data-online={online}
      data-pending={counts.pending}
      aria-expanded={false}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={onPress}
    >
      <SyncStatusFace counts={counts} online={online} icon={icon} />
    </button>
  );
}
