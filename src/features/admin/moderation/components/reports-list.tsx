import { useTranslation } from 'react-i18next';
import { formatWhen } from '../../shell';
import type { ReportRow } from '../api';
import { knownReportReason } from '../model';
import '../namespace';

/** The open reports of a listing or review: reason, the reporter's details, when. */
export function ReportsList({ reports }: { readonly reports: readonly ReportRow[] }) {
  const { t, i18n } = useTranslation('moderation');
  if (reports.length === 0) return <p className="text-slate-600">{t('reports.none')}</p>;
  return (
    <ul className="flex min-w-48 flex-col gap-2">
      {reports.map((report) => {
        const reason = knownReportReason(report.reason);
        return (
          <li key={report.id} className="border-s-2 border-amber-500 ps-2">
            <p className="font-medium text-slate-900">
              {reason ? t(`reports.reasons.${reason}`) : report.reason}
              <span className="ms-2 text-xs font-normal text-slate-600">
                {formatWhen(report.created, i18n.language)}
              </span>
            </p>
            {report.details && (
              <p dir="auto" className="whitespace-pre-line break-words text-slate-800">
                {report.details}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
