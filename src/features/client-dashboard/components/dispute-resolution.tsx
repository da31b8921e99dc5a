import { useTranslation } from 'react-i18next';
import type { HireRecord } from '@/data/hires';
import '../trust-namespace';

/** Staff's note on a dispute they resolved; nothing while there is none. */
export default function DisputeResolution({ hire }: { readonly hire: HireRecord }) {
  const { t } = useTranslation('trust');
  if (!hire.dispute_resolution) return null;
  return (
    <p
      dir="auto"
      className="mt-3 rounded-lg bg-slate-100 p-3 text-sm whitespace-pre-line text-slate-900"
      data-testid="dispute-resolution"
    >
      {t('hires.disputeResolved', { note: hire.dispute_resolution })}
    </p>
  );
}
