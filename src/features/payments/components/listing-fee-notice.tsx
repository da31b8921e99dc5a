import '../namespace';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingRecord } from '@/data/listings';
import { formatLongDate } from '@/i18n/format';
import { useFeeSettings } from '../hooks/use-fee-settings';
import { formatMoney, listingFeeState } from '../model';
import PayButton from './pay-button';

/**
 * The owner's view of their listing's fee: the free month's end with an optional early
 * payment, the ended month with the pay button, the date it was paid, or why it is free.
 */
export default function ListingFeeNotice({ listing }: { listing: ListingRecord }) {
  const { t, i18n } = useTranslation('payments');
  const settings = useFeeSettings();
  const [now] = useState(() => Date.now());
  const state = listingFeeState(listing, now);
  const amount = formatMoney(settings.fee.amountCents, settings.fee.currency, i18n.language);
  const date = (d: Date) => formatLongDate(d, i18n.language);
  // The server waives the fee only once it sees the listing saved; say so beforehand too.
  const paymentsOff = settings.known && !settings.payments;

  switch (state.kind) {
    case 'notStarted':
      return null;
    case 'paid':
      return (
        <p className="font-medium text-emerald-900" data-testid="listing-fee">
          {state.paidAt
            ? t('listing.paid', { date: date(state.paidAt) })
            : t('listing.paidUndated')}
        </p>
      );
    case 'waived':
      return (
        <p className="font-medium text-emerald-900" data-testid="listing-fee">
          {t('listing.waived')}
        </p>
      );
    case 'free':
      return (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="listing-fee">
          <p className="font-medium text-emerald-900">
            {t('listing.freeUntil', { date: date(state.until) })}
          </p>
          {!paymentsOff && (
            <PayButton kind="listing" target={listing.id} labelKey="listing.payNow" />
          )}
        </div>
      );
    case 'expired':
      return (
        <div
          className="flex w-full flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3"
          data-testid="listing-fee"
        >
          <p className="font-semibold text-amber-950">
            {paymentsOff ? t('listing.waived') : t('listing.expired', { amount })}
          </p>
          <PayButton kind="listing" target={listing.id} />
        </div>
      );
  }
}
