import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { findTrade } from '@/constants/trades';
import { setHireStatus, type HireRecord } from '@/data/hires';
import type { TradeRow } from '@/data/trades';
import { formatDate } from '@/i18n/format';
import { useTradeName } from '@/i18n/trade-names';
import { toastDelivery, toastError } from '@/lib/toast';
import { parsePocketBaseDate } from '@/lib/pocketbase-dates';
import { dayOf } from '@/lib/pocketbase-dates';
import { DisputeResolution } from '@/features/client-dashboard';
import { contactsRevealed } from '@/features/payments';
import { hireActions, type HireAction } from '../model';
import { ConfirmHireAnswer, type ConfirmedAnswer } from './confirm-hire-answer';
import '../trust-namespace';
import { deliveryOf } from '@/data/delivery';

const STATUS_STYLE: Record<HireRecord['status'], string> = {
  requested: 'bg-orange-100 text-orange-950',
  accepted: 'bg-sky-100 text-sky-950',
  declined: 'bg-slate-100 text-slate-900',
  done: 'bg-teal-100 text-teal-950',
  completed: 'bg-emerald-100 text-emerald-950',
  disputed: 'bg-red-100 text-red-950',
  cancelled: 'bg-slate-100 text-slate-900',
};

const ACTION_LABEL = {
  accepted: 'dashboard.accept',
  declined: 'dashboard.decline',
  done: 'dashboard.complete',
} as const;

/**
 * How to reach the client: their email and phone as they shared them, once the request is
 * accepted and its fee paid or waived (the server sends them only then).
 */
function ClientContact({ hire }: { hire: HireRecord }) {
  const { t } = useTranslation(['portal', 'trust']);
  if (hire.status === 'declined' || hire.status === 'cancelled') {
    return <span className="text-slate-600">{t('trust:hires.closed')}</span>;
  }
  if (!['accepted', 'done', 'completed', 'disputed'].includes(hire.status)) {
    return <span className="text-slate-600">{t('dashboard.contactAfterAccept')}</span>;
  }
  if (!contactsRevealed(hire)) {
    return <span className="text-slate-600">{t('dashboard.contactAfterFee')}</span>;
  }
  const { client_email: email, client_phone: phone } = hire;
  if (!email && !phone) return <>{t('dashboard.noContact')}</>;
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      {phone && (
        <a
          className="font-medium text-orange-800 underline"
          dir="ltr"
          href={`tel:${phone.replace(/[^+0-9]/g, '')}`}
        >
          {phone}
        </a>
      )}
      {email && (
        <a
          className="font-medium break-all text-orange-800 underline"
          dir="ltr"
          href={`mailto:${email}`}
        >
          {email}
        </a>
      )}
    </span>
  );
}

/** One incoming hire request: what the client asked for and the answers it allows now. */
export function HireRequestCard({
  hire,
  trades,
}: {
  hire: HireRecord;
  trades: ReadonlyMap<string, TradeRow>;
}) {
  const { t, i18n } = useTranslation(['portal', 'trust']);
  const tradeName = useTradeName();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<ConfirmedAnswer | null>(null);
  const tradeRow = trades.get(hire.trade);
  const trade = findTrade(tradeRow?.value);
  const tradeLabel = trade ? tradeName(trade) : (tradeRow?.label ?? '');
  const formatDay = (day: string) => formatDate(new Date(`${day}T12:00:00Z`), i18n.language);
  const start = dayOf(hire.preferred_start);
  const end = dayOf(hire.preferred_end);
  const dates =
    start && end
      ? t('dashboard.datesRange', { start: formatDay(start), end: formatDay(end) })
      : start
        ? t('dashboard.datesFrom', { start: formatDay(start) })
        : end
          ? t('dashboard.datesBy', { end: formatDay(end) })
          : t('dashboard.datesFlexible');
  const contact =
    hire.contact_preference === 'phone'
      ? t('dashboard.contactPhone')
      : hire.contact_preference === 'email'
        ? t('dashboard.contactEmail')
        : t('dashboard.contactEither');
  const received = parsePocketBaseDate(hire.created);

  const answer = async (status: HireAction) => {
    setBusy(true);
    try {
      await setHireStatus(hire.id, status);
      toastDelivery(await deliveryOf(hire.id), {
        sent: t('dashboard.updated'),
        waiting: t('dashboard.updateQueued'),
      });
    } catch {
      toastError(t('portal.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="hire-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {received
            ? t('dashboard.received', {
                date: formatDate(received, i18n.language),
              })
            : t('dashboard.notSentYet')}
        </p>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[hire.status]}`}
          data-testid="hire-status"
        >
          <span className="sr-only">{t('dashboard.status')}: </span>
          {hire.status === 'cancelled' && hire.dispute_resolution
            ? t('trust:hires.cancelledByStaff')
            : t(`dashboard.hireStatus.${hire.status}`)}
        </p>
      </div>
      {hire.description && (
        <p dir="auto" className="mt-2 whitespace-pre-line text-slate-900">
          {hire.description}
        </p>
      )}
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-medium text-slate-600">{t('dashboard.trade')}</dt>
          <dd className="text-slate-900">{tradeLabel || '—'}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('dashboard.dates')}</dt>
          <dd className="text-slate-900">{dates}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('dashboard.contact')}</dt>
          <dd className="text-slate-900">{contact}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('dashboard.client')}</dt>
          <dd dir="auto" className="text-slate-900" data-testid="hire-client">
            {hire.client_name || '—'}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-600">{t('dashboard.clientContact')}</dt>
          <dd className="text-slate-900" data-testid="hire-client-contact">
            <ClientContact hire={hire} />
          </dd>
        </div>
      </dl>
      {hire.dispute_resolution && (
        <Suspense fallback={null}>
          <DisputeResolution hire={hire} />
        </Suspense>
      )}
      {hire.status === 'accepted' && hireActions(hire).length === 0 && (
        <p className="mt-3 text-sm text-slate-700" data-testid="complete-after-fee">
          {t('dashboard.completeAfterFee')}
        </p>
      )}
      {hireActions(hire).length > 0 && (
        <div className="mt-4 flex flex-wrap gap-3">
          {hireActions(hire).map((action) => (
            <Button
              key={action}
              variant={action === 'declined' ? 'secondary' : 'primary'}
              disabled={busy}
              onClick={() => {
                // Declining and completing are final: asked about first, saved only on "yes".
                if (action === 'accepted') void answer(action);
                else setConfirming(action);
              }}
            >
              {t(ACTION_LABEL[action])}
            </Button>
          ))}
        </div>
      )}
      <ConfirmHireAnswer
        answer={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(action) => {
          setConfirming(null);
          void answer(action);
        }}
      />
    </li>
  );
}
