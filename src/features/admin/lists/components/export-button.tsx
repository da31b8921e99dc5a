import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { useStaffCall } from '../../shell';
import { fetchAllPages, type PageFetcher } from '../api';
import { toCsv, type CsvColumn } from '../model';

interface ExportButtonProps<T> {
  /** The downloaded file's name without the date, e.g. "leads". */
  readonly name: string;
  readonly fetchPage: PageFetcher<T>;
  readonly columns: readonly CsvColumn<T>[];
}

/** Saves a CSV file in the browser. */
function download(fileName: string, csv: string): void {
  // A byte-order mark, so spreadsheet programs read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * "Export CSV": reads every page of the list from the server (which checks the role again)
 * and saves `<name>-<yyyy-mm-dd>.csv`, built in the browser (model.ts toCsv).
 */
export function ExportButton<T>({ name, fetchPage, columns }: ExportButtonProps<T>) {
  const { t } = useTranslation('admin');
  const run = useStaffCall();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<'exportFailed' | 'exportForbidden' | null>(null);
  const exportCsv = async () => {
    setBusy(true);
    setError(null);
    const result = await run(() => fetchAllPages(fetchPage));
    setBusy(false);
    if (!result.ok) {
      const { failure } = result;
      setError(
        failure.kind === 'refused' && failure.status === 403 ? 'exportForbidden' : 'exportFailed',
      );
      return;
    }
    download(`${name}-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(result.value, columns));
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-4">
      <Button variant="secondary" disabled={busy} aria-busy={busy} onClick={() => void exportCsv()}>
        {busy ? t('list.exporting') : t('list.exportCsv')}
      </Button>
      <p role="alert" className="text-sm font-medium text-red-800" data-testid="export-error">
        {error && t(`list.${error}`)}
      </p>
    </div>
  );
}
