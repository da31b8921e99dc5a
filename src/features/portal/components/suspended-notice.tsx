import { useTranslation } from 'react-i18next';
import type { ListingRecord } from '@/data/listings';
import '../trust-namespace';

/**
 * What the owner of a suspended listing is told: that it is suspended, staff's reason, and
 * that it cannot be edited or removed meanwhile (the server refuses it). Nothing otherwise.
 */
export function SuspendedNotice({ listing }: { readonly listing: ListingRecord }) {
  const { t } = useTranslation('trust');
  if (listing.status !== 'suspended') return null;
  const reason = listing.suspension_reason ?? '';
  return (
    <div
      role="status"
      className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 text-slate-900"
      data-testid="listing-suspended"
    >
      <p className="font-semibold text-red-900">{t('suspended.title')}</p>
      <p dir="auto" className="mt-2 whitespace-pre-line" data-testid="suspension-reason">
        {reason ? t('suspended.reason', { reason }) : t('suspended.noReason')}
      </p>
      <p className="mt-2">{t('suspended.locked')}</p>
    </div>
  );
}
