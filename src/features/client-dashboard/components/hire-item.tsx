import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui';
import { findTrade } from '@/constants/trades';
import { setHireStatus, type HireRecord } from '@/data/hires';
import type { ListingRecord } from '@/data/listings';
import type { TradeRow } from '@/data/trades';
import { HireFeeNotice } from '@/features/payments';
import { useTradeName } from '@/i18n/trade-names';
import { toastInfo } from '@/lib/toast';
import { dayOf } from '@/lib/pocketbase-dates';
import { canCancel, canConfirm, canReview } from '../model';
import { ConfirmOrDispute } from './confirm-or-dispute';
import DisputeResolution from './dispute-resolution';
import { ReviewForm } from './review-form';
import { StatusBadge } from './status-badge';
import { UpdateReview } from './update-review';
import '../trust-namespace';

interface HireItemProps {
  readonly hire: HireRecord;
  readonly clientId: string;
  readonly listing: ListingRecord | undefined;
  readonly trade: TradeRow | undefined;
  readonly pending: boolean;
  readonly reviewedHires: ReadonlySet<string>;
  /** The client's review of each reviewed contractor (useClientDashboard). */
  readonly reviewsByContractor: ReadonlyMap<
    string,
    { readonly rating: number; readonly body: string }
  >;
  /** Hires whose review staff hid (the author still holds it; others do not see it). */
  readonly hiddenReviewHires: ReadonlySet<string>;
  readonly heldReviewHires: ReadonlySet<string>;
}

/** One hire request of the client: who, what, when, its state, and what can be done. */
export function HireItem({
  hire,
  clientId,
  listing,
  trade,
  pending,
  reviewedHires,
  reviewsByContractor,
  hiddenReviewHires,
  heldReviewHires,
}: HireItemProps) {
  const { t, i18n } = useTranslation(['dashboard', 'trust']);
  const tradeName = useTradeName();
  const known = findTrade(trade?.value);
  const start = dayOf(hire.preferred_start);
  const end = dayOf(hire.preferred_end);
  const format = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );
  const dates =
    start && end
      ? t('hires.datesRange', { start: format(start), end: format(end) })
      : start || end
        ? format(start || end)
        : '';

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="hire">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold text-slate-900">
          {listing ? (
            <Link dir="auto" className="underline" to={`/profile/${listing.id}`}>
              {listing.business_name}
            </Link>
          ) : (
            t('hires.unknownListing')
          )}
        </h3>
        <StatusBadge status={hire.status} />
        {pending && (
          <span
            data-testid="pending-sync"
            className="rounded-full border border-dashed border-slate-400 px-2 py-0.5 text-xs text-slate-700"
          >
            {t('hires.pendingSync')}
          </span>
        )}
      </div>
      <dl className="mt-2 grid gap-1 text-sm text-slate-800 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {(known || trade) && (
          <>
            <dt className="font-medium">{t('hires.trade')}</dt>
            <dd>{known ? tradeName(known) : trade?.label}</dd>
          </>
        )}
        <dt className="font-medium">{t('hires.description')}</dt>
        <dd dir="auto" className="whitespace-pre-line">
          {hire.description}
        </dd>
        {dates && (
          <>
            <dt className="font-medium">{t('hires.dates')}</dt>
            <dd>{dates}</dd>
          </>
        )}
      </dl>
      <Suspense fallback={null}>
        <HireFeeNotice hire={hire} name={listing?.business_name ?? ''} />
      </Suspense>
      {canCancel(hire) && (
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() =>
            void setHireStatus(hire.id, 'cancelled').then(() => toastInfo(t('hires.cancelled')))
          }
        >
          {t('hires.cancel')}
        </Button>
      )}
      {canConfirm(hire) && <ConfirmOrDispute hire={hire} />}
      {hire.status === 'disputed' && (
        <p className="mt-3 text-sm text-red-900" data-testid="hire-disputed">
          {t('hires.disputedNote')}
        </p>
      )}
      {hire.dispute_resolution && <DisputeResolution hire={hire} />}
      {canReview(hire, reviewedHires) &&
        (reviewsByContractor.has(hire.contractor) ? (
          <UpdateReview
            clientId={clientId}
            hire={hire}
            review={reviewsByContractor.get(hire.contractor)}
          />
        ) : (
          <ReviewForm authorId={clientId} hire={hire} />
        ))}
      {hire.status === 'completed' &&
        reviewedHires.has(hire.id) &&
        (heldReviewHires.has(hire.id) ? (
          <p className="mt-3 text-sm text-amber-900" data-testid="review-held">
            {t('trust:hires.reviewHeld')}
          </p>
        ) : hiddenReviewHires.has(hire.id) ? (
          <p className="mt-3 text-sm text-amber-900" data-testid="review-hidden">
            {t('trust:hires.reviewHidden')}
          </p>
        ) : (
          <p className="mt-3 text-sm text-emerald-800">{t('hires.reviewed')}</p>
        ))}
    </li>
  );
}
