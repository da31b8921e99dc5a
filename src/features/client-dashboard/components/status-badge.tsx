import { useTranslation } from 'react-i18next';
import type { HireRecord } from '@/data/hires';

const COLOURS: Record<HireRecord['status'], string> = {
  requested: 'bg-amber-100 text-amber-900',
  accepted: 'bg-sky-100 text-sky-900',
  declined: 'bg-red-100 text-red-900',
  done: 'bg-teal-100 text-teal-900',
  completed: 'bg-emerald-100 text-emerald-900',
  disputed: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

/** A hire's state as a coloured badge with its name. */
export function StatusBadge({ status }: { status: HireRecord['status'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <span
      data-testid="hire-status"
      data-status={status}
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${COLOURS[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
