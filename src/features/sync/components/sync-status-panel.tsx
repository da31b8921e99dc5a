import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { formatRelativeTime } from '@/i18n/format';
import { useTradeNameOf } from '@/i18n/trade-names';
import { useOnline } from '@/lib/use-online';
import { decideConflict, dismissRefusedWrite, type ConflictView } from '@/data/sync-status';
import { useSyncStatus } from '../hooks/use-sync-status';
import { fieldLabel, fieldValueText, refusedText, type ValueContext } from '../model';
import { countsOf, SyncStatusFace, useSyncStatusTexts } from './sync-status-face';
import { statusIcon } from './sync-status-icon';

function ago(ms: number, locale: string): string {
  const seconds = Math.round((ms - Date.now()) / 1000);
  if (Math.abs(seconds) < 60) return formatRelativeTime(seconds, 'second', locale);
  if (Math.abs(seconds) < 3600)
    return formatRelativeTime(Math.round(seconds / 60), 'minute', locale);
  if (Math.abs(seconds) < 86400)
    return formatRelativeTime(Math.round(seconds / 3600), 'hour', locale);
  return formatRelativeTime(Math.round(seconds / 86400), 'day', locale);
}

/**
 * The sync status control of the layout with its panel: online or offline, writes waiting,
 * last sync; the panel lists refused writes and conflicts with what the user can do about
 * each. Loaded when the user presses the button (sync-status-slot.tsx).
 * @param autoOpen open the panel on mount (the user pressed the button it replaces)
 */
export default function SyncStatusControl({ autoOpen = false }: { autoOpen?: boolean }) {
  const { t, i18n } = useTranslation();
  // Opened at once when it replaces the light button that was pressed (sync-status-slot.tsx).
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoOpen) button.current?.click();
  }, [autoOpen]);
  const online = useOnline();
  const status = useSyncStatus();
  const counts = countsOf(status, t);
  const { connection, queue, listings } = useSyncStatusTexts(counts, online);
  const tradeName = useTradeNameOf();
  const values: ValueContext = {
    t,
    locale: i18n.language,
    tradeValues: status.tradeValues,
    tradeName,
  };
  return (
    <Popover className="relative">
      <PopoverButton
        ref={button}
        className="icon-button relative"
        data-testid="sync-status"
        data-online={online}
        data-pending={status.pending}
      >
        <SyncStatusFace counts={counts} online={online} icon={statusIcon(counts, online)} />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-50 w-80 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-lg"
        data-testid="sync-panel"
      >
        <p className="font-semibold text-slate-900">{connection}</p>
        <p className="mt-1 text-slate-700" data-testid="sync-queue">
          {queue}
        </p>
        {listings && (
          <p className="mt-1 text-slate-700" data-testid="sync-listings">
            {listings}
          </p>
        )}
        <p className="mt-1 text-slate-600">
          {status.lastSyncAt
            ? t('sync.lastSync', { time: ago(status.lastSyncAt, i18n.language) })
            : t('sync.neverSynced')}
        </p>
        {status.refused.map((row) => (
          <div key={row.seq} className="mt-3 rounded-lg bg-red-50 p-3" data-testid="sync-refused">
            <p className="font-medium text-red-900">{t('sync.refused')}</p>
            {row.error && (
              <p className="mt-1 text-red-900" data-testid="sync-refused-reason">
                {refusedText(t, row.collection, row.error)}
              </p>
            )}
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              onClick={() => void dismissRefusedWrite(row.seq ?? -1)}
            >
              {t('sync.dismiss')}
            </Button>
          </div>
        ))}
        {status.conflicts.map((conflict) => (
          <ConflictCard key={conflict.id} conflict={conflict} values={values} />
        ))}
      </PopoverPanel>
    </Popover>
  );
}

/** One record's conflicting fields, each with both values and "Keep mine" / "Keep theirs". */
function ConflictCard({ conflict, values }: { conflict: ConflictView; values: ValueContext }) {
  const { t } = useTranslation();
  const id = conflict.id ?? -1;
  const text = (field: string, value: unknown) =>
    fieldValueText(conflict.collection, field, value, values);
  return (
    <section className="mt-3 rounded-lg bg-amber-50 p-3" data-testid="sync-conflict">
      <h3 className="font-medium break-words text-amber-950">
        {t('sync.conflictTitle', { name: conflict.recordName })}
      </h3>
      <p className="mt-1 text-amber-950">
        {conflict.gone ? t('sync.conflictGone') : t('sync.conflictIntro')}
      </p>
      {conflict.gone ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => void decideConflict(id, 'theirs')}
        >
          {t('sync.dismiss')}
        </Button>
      ) : (
        <ul className="mt-2 space-y-3">
          {Object.entries(conflict.fields).map(([field, both]) => (
            <li key={field} data-testid="sync-conflict-field" data-field={field}>
              <p className="font-medium text-slate-900">
                {fieldLabel(t, conflict.collection, field)}
              </p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-slate-800">
                <dt>{t('sync.mine')}</dt>
                <dd className="break-words" data-testid="sync-conflict-mine">
                  {text(field, both.mine)}
                </dd>
                <dt>{t('sync.theirs')}</dt>
                <dd className="break-words" data-testid="sync-conflict-theirs">
                  {text(field, both.theirs)}
                </dd>
              </dl>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button size="sm" onClick={() => void decideConflict(id, 'mine', [field])}>
                  {t('sync.keepMine')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void decideConflict(id, 'theirs', [field])}
                >
                  {t('sync.keepTheirs')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
