import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui';
import type { ListState } from './model';
import './namespace';

/** A column of a list's table: its heading and how to show a row's cell. */
export interface Column<T> {
  readonly key: string;
  readonly heading: string;
  readonly cell: (row: T) => ReactNode;
}

interface ListViewProps<T extends { readonly id: string }> {
  readonly label: string;
  readonly state: ListState<T>;
  readonly columns: readonly Column<T>[];
  readonly pageNumber: number;
  readonly onPage: (page: number) => void;
  readonly onRetry: () => void;
  /** What a 403 says (who may see the list). */
  readonly forbiddenText: string;
  /**
   * On a phone (below the `sm` breakpoint) show each row as a card of stacked heading / value
   * pairs instead of the wide table (which stays for wider screens).
   */
  readonly cardsOnPhone?: boolean;
}

/**
 * A paged list: a read-only table of one page with "Previous" / "Next", or what stands in
 * for it (loading, nothing yet, not for this role, failed with "Try again").
 */
export function ListView<T extends { readonly id: string }>({
  label,
  state,
  columns,
  pageNumber,
  onPage,
  onRetry,
  forbiddenText,
  cardsOnPhone = false,
}: ListViewProps<T>) {
  const { t } = useTranslation('lists');
  if (state.status === 'loading') {
    return (
      <p role="status" className="mt-6 text-slate-700">
        {t('loading')}
      </p>
    );
  }
  if (state.status === 'forbidden') {
    return (
      <p role="alert" className="mt-6 font-medium text-red-800">
        {forbiddenText}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className="mt-6 flex items-center gap-4 text-red-800">
        <p className="font-medium">{t('failed')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const { page } = state;
  const pages = Math.max(1, page.totalPages);
  return (
    <div className="mt-6">
      <p className="text-sm text-slate-700" data-testid="admin-list-total">
        {t('total', { count: page.totalItems })}
      </p>
      {page.items.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('empty')}</p>
      ) : (
        <>
          {cardsOnPhone && (
            <ul className="mt-4 flex flex-col gap-3 sm:hidden" aria-label={label}>
              {page.items.map((row) => (
                <li
                  key={row.id}
                  className="min-w-0 rounded-md border border-slate-200 p-3"
                  data-testid="admin-list-card"
                >
                  <dl className="flex flex-col gap-2 text-sm">
                    {columns.map((c) => (
                      <div key={c.key} className="min-w-0">
                        <dt className="font-semibold text-slate-900">{c.heading}</dt>
                        <dd className="break-words text-slate-800">{c.cell(row)}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          )}
          {/* A table wider than a phone scrolls sideways: keyboard users reach it by Tab. */}
          <div
            className={`mt-4 overflow-x-auto ${cardsOnPhone ? 'hidden sm:block' : ''}`}
            tabIndex={0}
            role="region"
            aria-label={label}
          >
            <table className="min-w-full text-sm" aria-label={label}>
              <thead className="border-b border-slate-300 text-slate-900">
                <tr>
                  {columns.map((c) => (
                    <th key={c.key} scope="col" className="px-2 py-2 text-start font-semibold">
                      {c.heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {page.items.map((row) => (
                  <tr key={row.id} className="border-b border-slate-200 align-top">
                    {columns.map((c) => (
                      <td key={c.key} className="px-2 py-2 text-slate-800">
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
      <nav className="mt-4 flex items-center gap-4" aria-label={label}>
        <Button
          variant="secondary"
          disabled={pageNumber <= 1}
          onClick={() => onPage(pageNumber - 1)}
        >
          {t('previous')}
        </Button>
        <span className="text-sm text-slate-700">{t('pageOf', { page: pageNumber, pages })}</span>
        <Button
          variant="secondary"
          disabled={pageNumber >= pages}
          onClick={() => onPage(pageNumber + 1)}
        >
          {t('next')}
        </Button>
      </nav>
    </div>
  );
}
