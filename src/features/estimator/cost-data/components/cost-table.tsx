/**
 * The shared frame of the two cost databases: the state of the device's copy (loading, not
 * downloaded, offline copy), the count, and the rows as a table from 640 px up and as cards
 * on a phone (each cell with its heading), so nothing is wider than a 390 px screen.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui';
import { formatDate, formatNumber } from '@/i18n/format';
import type { CostTableState } from '../use-cost-table';

/** A column: its heading and how a row shows in it. */
export interface CostColumn<T> {
  readonly key: string;
  readonly heading: string;
  readonly cell: (row: T) => ReactNode;
}

/** Most rows shown at once; the count says how many matched. */
export const SHOWN_ROWS = 200;

export function CostTable<T extends { id: string }>({
  state,
  found,
  columns,
  label,
}: {
  state: CostTableState<T>;
  /** The rows matching the search (all of them; the first SHOWN_ROWS are shown). */
  found: readonly T[];
  columns: readonly CostColumn<T>[];
  /** The table's accessible name. */
  label: string;
}) {
  const { t, i18n } = useTranslation('costData');
  const locale = i18n.language;
  if (state.rows === undefined || state.syncedAt === undefined) {
    return <p className="mt-6 text-slate-600">{t('loading')}</p>;
  }
  if (state.syncedAt === 0) {
    if (!state.refreshFailed) return <p className="mt-6 text-slate-600">{t('loading')}</p>;
    return (
      <EmptyState className="mt-6" message={t('notDownloaded')} testId="cost-not-downloaded" />
    );
  }
  const shown = found.slice(0, SHOWN_ROWS);
  return (
    <div className="mt-6">
      {state.refreshFailed && (
        <p className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="status">
          {t('offlineCopy', { date: formatDate(new Date(state.syncedAt), locale) })}
        </p>
      )}
      <p className="mb-3 text-sm text-slate-600" aria-live="polite" data-testid="cost-count">
        {t('results', {
          shown: formatNumber(shown.length, locale),
          total: formatNumber(found.length, locale),
        })}
      </p>
      {found.length === 0 ? (
        <p className="text-slate-600">{t('noResults')}</p>
      ) : (
        <>
          <ul className="space-y-3 sm:hidden" aria-label={label}>
            {shown.map((row) => (
              <li
                key={row.id}
                className="rounded-lg border border-slate-200 p-3"
                data-testid="cost-card"
              >
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  {columns.map((c) => (
                    <div key={c.key} className="contents">
                      <dt className="text-slate-500">{c.heading}</dt>
                      <dd className="break-words text-slate-900">{c.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto sm:block">
            <table className="w-full text-start text-sm" aria-label={label}>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  {columns.map((c) => (
                    <th key={c.key} scope="col" className="px-2 py-2 text-start font-medium">
                      {c.heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.id} className="border-b border-slate-100 align-top">
                    {columns.map((c) => (
                      <td key={c.key} className="px-2 py-2 text-slate-900">
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
