import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';
import { useSyncStatus } from '../hooks/use-sync-status';
import { countsOf, SyncStatusButton } from './sync-status-face';
import { statusIcon } from './sync-status-icon';

/**
 * The sync status button of a device with local data, live from IndexedDB (what waits, was
 * refused or is in conflict), without its panel: the panel (sync-status-panel.tsx, Headless UI's
 * popover) is loaded when the button is pointed at, focused or pressed, so a page that opens
 * the database does not load, run and re-render it on every change of the status.
 * @param onPress the button was pressed: open the panel
 * @param onIntent pointed at or focused: fetch the panel ahead of a press
 */
export default function SyncStatusLive({
  onPress,
  onIntent,
}: {
  onPress: () => void;
  onIntent: () => void;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  const status = useSyncStatus();
  const counts = countsOf(status, t);
  return (
    <SyncStatusButton
      counts={counts}
      online={online}
      icon={statusIcon(counts, online)}
      onPress={onPress}
      onIntent={onIntent}
    />
  );
}
