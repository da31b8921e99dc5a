import '../namespace';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, PageHeader, SignInPrompt } from '@/components/ui';
import { getPayment, type PaymentRecord } from '@/data/payments';
import { useSession } from '@/lib/session';
import { useCallFailureText } from '@/lib/use-call-failure-text';
import { declineReason } from '../decline';
import { formatMoney, pollSchedule } from '../model';
import PayButton from './pay-button';

type View =
  | { readonly state: 'checking' }
  | { readonly state: 'notFound' }
  | { readonly state: 'error'; readonly reason: string }
  | { readonly state: 'stillPending'; readonly payment: PaymentRecord }
  | { readonly state: 'payment'; readonly payment: PaymentRecord };

/** A payment id as the server makes them (15 lower-case letters and digits). */
const PAYMENT_ID = /^[a-z0-9]{15}$/;

/**
 * /payment-success?payment={id}: what the server says of that payment, never what the URL
 * claims. Pending: polls (pollSchedule), then says it is still being confirmed, with a
 * refresh. Succeeded: what it paid for and the way back. Failed: Stripe's words and "Try
 * again" for the same debt. Unknown or someone else's: "We could not find this payment".
 */
export default function PaymentSuccessPage() {
  const { t, i18n } = useTranslation('payments');
  const { user, loading } = useSession();
  const [params] = useSearchParams();
  const id = params.get('payment') ?? '';
  const failureText = useCallFailureText();
  const [view, setView] = useState<View>({ state: 'checking' });
  const [round, setRound] = useState(0);
  const userId = user?.id ?? '';

  const check = useCallback(async (): Promise<View> => {
    if (!PAYMENT_ID.test(id)) return { state: 'notFound' };
    const result = await getPayment(id);
    if (result.ok) return { state: 'payment', payment: result.value };
    const { failure } = result;
    if (failure.kind === 'refused' || failure.kind === 'invalid') return { state: 'notFound' };
    return { state: 'error', reason: failureText(failure) };
  }, [id, failureText]);

  useEffect(() => {
    if (!userId) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const delays = pollSchedule();
    const poll = async (attempt: number) => {
      const next = await check();
      if (!live) return;
      if (next.state === 'payment' && next.payment.status === 'pending') {
        const delay = delays[attempt];
        if (delay === undefined) {
          setView({ state: 'stillPending', payment: next.payment });
          return;
        }
        setView(next);
        timer = setTimeout(() => void poll(attempt + 1), delay);
        return;
      }
      setView(next);
    };
    void poll(0);
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [check, userId, round]);

  if (!user) {
    return (
      <PageHeader page="paymentSuccess">
        {!loading && (
          <SignInPrompt
            message={t('success.signIn')}
            action={t('success.signInAction')}
            next={`/payment-success?payment=${encodeURIComponent(id)}`}
          />
        )}
      </PageHeader>
    );
  }

  return (
    <PageHeader page="paymentSuccess">
      <div
        className="mt-8 rounded-xl border border-slate-200 bg-white p-6"
        data-testid="payment-state"
      >
        <PaymentState
          view={view}
          language={i18n.language}
          onRefresh={() => {
            setView({ state: 'checking' });
            setRound((n) => n + 1);
          }}
        />
      </div>
    </PageHeader>
  );
}

function PaymentState({
  view,
  language,
  onRefresh,
}: {
  view: View;
  language: string;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('payments');
  switch (view.state) {
    case 'checking':
      return <p role="status">{t('success.checking')}</p>;
    case 'notFound':
      return (
        <>
          <h2 className="text-xl font-semibold text-slate-900">{t('success.notFound')}</h2>
          <p className="mt-2 text-slate-700">{t('success.notFoundHint')}</p>
          <ButtonLink className="mt-4" variant="secondary" to="/account-settings">
            {t('success.toAccount')}
          </ButtonLink>
        </>
      );
    case 'error':
      return (
        <>
          <p role="alert">{t('success.error', { reason: view.reason })}</p>
          <Button className="mt-4" variant="secondary" onClick={onRefresh}>
            {t('success.refresh')}
          </Button>
        </>
      );
    case 'stillPending':
      return (
        <>
          <p role="status">{t('success.stillPending')}</p>
          <Button className="mt-4" variant="secondary" onClick={onRefresh}>
            {t('success.refresh')}
          </Button>
        </>
      );
    case 'payment':
      break;
  }
  const { payment } = view;
  const amount = formatMoney(payment.amount_cents, payment.currency, language);
  if (payment.status === 'pending') return <p role="status">{t('success.pending')}</p>;
  if (payment.status === 'refunded') return <p>{t('success.refunded')}</p>;
  if (payment.status === 'failed') {
    const reason = declineReason(payment.failure_code);
    return (
      <>
        <h2 className="text-xl font-semibold text-slate-900">{t('success.failed')}</h2>
        {reason && <p className="mt-2 text-slate-700">{t(`decline.${reason}`)}</p>}
        <div className="mt-4">
          <PayButton kind={payment.kind} target={payment.target} labelKey="success.tryAgain" />
        </div>
      </>
    );
  }
  const listing = payment.kind === 'listing';
  return (
    <>
      <h2 className="text-xl font-semibold text-emerald-900">{t('success.succeeded')}</h2>
      <p className="mt-2 text-slate-700">
        {listing ? t('success.forListing', { amount }) : t('success.forHire', { amount })}
      </p>
      <ButtonLink className="mt-4" to={listing ? '/contractor-portal' : '/client-dashboard'}>
        {listing ? t('success.toPortal') : t('success.toHires')}
      </ButtonLink>
    </>
  );
}
