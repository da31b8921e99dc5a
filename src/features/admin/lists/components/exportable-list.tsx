import type { Column } from '@/components/list';
import { AdminListView, type AdminList } from '../../shell';
import type { PageFetcher } from '../api';
import type { CsvColumn } from '../model';
import { ExportButton } from './export-button';

interface ExportableListProps<T extends { readonly id: string }> {
  /** The CSV file's name without the date, e.g. "leads". */
  readonly name: string;
  /** The list's accessible name. */
  readonly label: string;
  readonly fetchPage: PageFetcher<T>;
  readonly list: AdminList<T>;
  readonly columns: readonly Column<T>[];
  /** The CSV's columns: the stored codes (English, stable) for spreadsheets and scripts. */
  readonly csv: readonly CsvColumn<T>[];
}

/**
 * An admins-only list with its CSV export, cards on a phone. When the server refused the list
 * (a moderator's 403) there is nothing to export either, so the button goes.
 */
export function ExportableList<T extends { readonly id: string }>({
  name,
  label,
  fetchPage,
  list,
  columns,
  csv,
}: ExportableListProps<T>) {
  return (
    <>
      {list.state.status !== 'forbidden' && (
        <ExportButton name={name} fetchPage={fetchPage} columns={csv} />
      )}
      <AdminListView label={label} list={list} columns={columns} cardsOnPhone />
    </>
  );
}
