import '../namespace';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hiresById } from '@/data/hires';
import { listingsById } from '@/data/listings';
import { listMyPayments, type PaymentRecord } from '@/data/payments';
import { formatDate } from '@/i18n/format';
import { parsePocketBaseDate } from '@/lib/pocketbase-dates';
import { useCallFailureText } from '@/lib/use-call-failure-text';
import { formatMoney } from '../model';

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly reason: string }
  | {
      readonly state: 'ready';
      readonly payments: readonly PaymentRecord[];
      /** The other party's name by payment id, when this device knows it. */
      readonly names: ReadonlyMap<string, string>;
    };

/** For each hire payment, the listing's business name, when this device has the hire and it. */
async function otherParties(payments: readonly PaymentRecord[]): Promise<Map<string, string>> {
  const hirePayments = payments.filter((p) => p.kind === 'hire');
  const hires = await hiresById(hirePayments.map((p) => p.target));
  const listings = await listingsById([...hires.values()].map((h) => h.contractor));
  const names = new Map<string, string>();
  for (const payment of hirePayments) {
    const hire = hires.get(payment.target);
    const name = hire && listings.get(hire.contractor)?.business_name;
    if (name) names.set(payment.id, name);
  }
  return names;
}

/** "Your payments" in account settings: date, what for, amount and status, newest first. */
export default function MyPayments() {
  const { t, i18n } = useTranslation('payments');
  const failureText = useCallFailureText();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    const mounted = { live: true };
    void listMyPayments()
      .then(async (result): Promise<Loaded> => {
        if (!result.ok) return { state: 'failed', reason: failureText(result.failure) };
        const names = await otherParties(result.value).catch(() => new Map<string, string>());
        return { state: 'ready', payments: result.value, names };
      })
      .then((next) => {
        if (mounted.live) setLoaded(next);
      });
    return () => {
      mounted.live = false;
    };
  }, [failureText]);

  return (
    <section className="mt-10" aria-labelledby="my-payments" data-testid="my-payments">
      <h2 id="my-payments" className="text-xl font-semibold text-slate-900">
        {t('history.heading')}
      </h2>
      {loaded.state === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t('history.loadFailed', { reason: loaded.reason })}
        </p>
      )}
      {loaded.state === 'ready' && loaded.payments.length === 0 && (
        <p className="mt-2 text-sm text-slate-700">{t('history.empty')}</p>
      )}
      {loaded.state === 'ready' && loaded.payments.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {loaded.payments.map((payment) => {
            const date = parsePocketBaseDate(payment.paid_at || payment.created);
            const name = loaded.names.get(payment.id);
            const what =
              payment.kind === 'listing'
                ? t('history.forListing')
                : name
                  ? t('history.forHireWith', { name: `\u2068${name}\u2069` })
                  : t('history.forHire');
            return (
              <li
                key={payment.id}
                className="grid grid-cols-2 gap-x-4 gap-y-1 p-3 text-sm sm:grid-cols-4"
                data-testid="payment-row"
              >
                <span>
                  <span className="sr-only">{t('history.date')}: </span>
                  {date ? formatDate(date, i18n.language) : '—'}
                </span>
                <span dir="auto" className="break-words">
                  <span className="sr-only">{t('history.for')}: </span>
                  {what}
                </span>
                <span>
                  <span className="sr-only">{t('history.amount')}: </span>
                  {formatMoney(payment.amount_cents, payment.currency, i18n.language)}
                </span>
                <span className="font-medium">
                  <span className="sr-only">{t('history.state')}: </span>
                  {t(`history.status.${payment.status}`)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
