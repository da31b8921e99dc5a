/**
 * /admin/cost-data (admins): imports the BLS OEWS wage file (the published .xlsx workbook or
 * the same as CSV), or a CSV of the same shape, into `labor_rates` (docs/cost-data.md). The
 * file is read here (../oews-file.ts: read-excel-file or papaparse, loaded only when a file is
 * imported) and sent in batches of 1,000 rows; the server reads the rows by the file's column
 * names and says what it created, updated and skipped.
 */
import '../namespace';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, FileField, FormMessage } from '@/components/ui';
import { AdminPage, useStaffCall } from '@/features/admin';
import { formatNumber } from '@/i18n/format';
import { useCallFailureText } from '@/lib/use-call-failure-text';
import { importLaborBatch } from '../api';
import { readOewsFile, type OewsTable } from '../oews-file';

/** Rows per request (the route's limit). */
const BATCH = 1000;
const REQUIRED_COLUMNS = ['OCC_CODE', 'OCC_TITLE', 'AREA_TITLE'];

export default function CostDataImportPage() {
  return (
    <AdminPage page="adminCostData" roles={['admin']}>
      <ImportForm />
    </AdminPage>
  );
}

function ImportForm() {
  const { t, i18n } = useTranslation('costData');
  const n = (value: number) => formatNumber(value, i18n.language);
  const staffCall = useStaffCall();
  const failureText = useCallFailureText();
  const [file, setFile] = useState<File | null>(null);
  const [year, setYear] = useState(String(new Date().getFullYear() - 1));
  const [source, setSource] = useState('');
  const [currency, setCurrency] = useState('USD');
  const [busy, setBusy] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setError(null);
    setInfo(null);
    try {
      let table: OewsTable;
      try {
        table = await readOewsFile(file);
      } catch {
        setError(t('import.unreadable'));
        return;
      }
      const { rows } = table;
      const columns = table.columns.map((f) => f.toUpperCase());
      if (rows.length === 0) {
        setError(t('import.noRows'));
        return;
      }
      if (!REQUIRED_COLUMNS.every((c) => columns.includes(c))) {
        setError(t('import.missingColumns'));
        return;
      }
      const total = { created: 0, updated: 0, skipped: 0 };
      for (let start = 0; start < rows.length; start += BATCH) {
        const result = await staffCall(() =>
          importLaborBatch({
            year: Number(year),
            source,
            currency: currency.trim().toUpperCase(),
            rows: rows.slice(start, start + BATCH),
          }),
        );
        if (!result.ok) {
          const partial = start > 0 ? ` ${t('import.partial')}` : '';
          setError(`${failureText(result.failure)}${partial}`);
          return;
        }
        total.created += result.value.created;
        total.updated += result.value.updated;
        total.skipped += result.value.skipped.length;
        const sent = Math.min(start + BATCH, rows.length);
        setInfo(t('import.progress', { sent: n(sent), total: n(rows.length) }));
      }
      setInfo(
        t('import.done', {
          created: n(total.created),
          updated: n(total.updated),
          skipped: n(total.skipped),
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mt-8 max-w-xl space-y-4" onSubmit={(e) => void submit(e)}>
      <FileField
        label={t('import.file')}
        hint={t('import.fileHint')}
        accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        required
        onChange={setFile}
      />
      <Field
        label={t('import.year')}
        type="number"
        inputMode="numeric"
        min={1990}
        max={2100}
        required
        value={year}
        onChange={setYear}
        inputClassName="max-w-32"
      />
      <Field
        label={t('import.source')}
        hint={t('import.sourceHint')}
        maxLength={500}
        required
        value={source}
        onChange={setSource}
      />
      <Field
        label={t('import.currency')}
        pattern="[A-Za-z]{3}"
        maxLength={3}
        required
        value={currency}
        onChange={setCurrency}
        inputClassName="max-w-24"
      />
      <Button type="submit" disabled={busy || !file}>
        {t('import.submit')}
      </Button>
      <FormMessage error={error} info={info} />
    </form>
  );
}
