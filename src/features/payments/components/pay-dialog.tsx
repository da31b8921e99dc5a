import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PaymentMethodResult, Stripe, StripeCardElement } from '@stripe/stripe-js';
import { Button, FormMessage } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { createIntent, type PaymentKind } from '@/data/payments';
import { clientSanctionedPlace, isSanctionsRefusal } from '@/lib/client-place';
import { useCallFailureText } from '@/lib/use-call-failure-text';
import { useSanctionsRefusalText } from '@/lib/use-sanctions-text';
import { declineReason } from '../decline';
import { loadStripeClient, StripeNotConfiguredError } from '../stripe';
import { VpnWarning } from './vpn-warning';

export interface PayDialogProps {
  readonly kind: PaymentKind;
  /** The listing's or the hire's id. */
  readonly target: string;
  /** The fee in the user's language ("$1"). */
  readonly amount: string;
  readonly onClose: () => void;
}

type Phase =
  | { readonly step: 'loading' }
  | { readonly step: 'unavailable'; readonly message: string }
  | { readonly step: 'ready'; readonly error: string }
  | { readonly step: 'paying' | 'authenticating' };

/**
 * The payment dialog ("finalize payments on the server"): the card element turns the card into
 * a PaymentMethod, the server creates and confirms the PaymentIntent, 3-D Secure goes back to
 * Stripe.js, and a settled or pending payment leads to /payment-success. A declined card stays
 * here, its reason in the payer's language (decline.ts), for another try.
 */
export default function PayDialog({ kind, target, amount, onClose }: PayDialogProps) {
  const { t, i18n } = useTranslation('payments');
  // Stripe.js words card errors in the language the dialog opened in.
  const language = useRef(i18n.language);
  const failureText = useCallFailureText();
  const sanctionsText = useSanctionsRefusalText();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ step: 'loading' });
  const stripe = useRef<Stripe | null>(null);
  const card = useRef<StripeCardElement | null>(null);
  const [mountPoint, setMountPoint] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    let live = true;
    loadStripeClient(language.current).then(
      (client) => {
        if (!live) return;
        stripe.current = client;
        setPhase({ step: 'ready', error: '' });
      },
      (error: unknown) => {
        if (!live) return;
        setPhase({
          step: 'unavailable',
          message:
            error instanceof StripeNotConfiguredError
              ? t('dialog.notConfigured')
              : t('dialog.loadFailed'),
        });
      },
    );
    return () => {
      live = false;
    };
  }, [t]);

  // The card element lives as long as the dialog: mounted once Stripe.js and the box are there.
  useEffect(() => {
    const client = stripe.current;
    if (!client || !mountPoint || card.current) return undefined;
    const element = client.elements().create('card');
    element.mount(mountPoint);
    card.current = element;
    return () => {
      element.destroy();
      card.current = null;
    };
  }, [mountPoint, phase.step === 'loading']); // eslint-disable-line react-hooks/exhaustive-deps -- mount once Stripe.js is loaded

  const finish = (paymentId: string) =>
    void navigate(`/payment-success?payment=${encodeURIComponent(paymentId)}`);

  /**
   * Says why the card was declined: in the interface's words for a known reason `code`, else
   * in `stripeWords` when Stripe.js gave them (it words them in the dialog's language), else
   * only that the payment did not go through. The server's English is never shown.
   */
  const declined = (code: string, stripeWords = '') => {
    const reason = declineReason(code);
    const message = reason ? t(`decline.${reason}`) : stripeWords;
    setPhase({
      step: 'ready',
      error: message ? t('dialog.declined', { message }) : t('dialog.declinedNoReason'),
    });
  };

  const pay = async () => {
    const client = stripe.current;
    if (!client || !card.current) return;
    setPhase({ step: 'paying' });
    // Typed as always answering, but a Stripe.js stand-in may answer nothing: read it as such.
    const created = (await client.createPaymentMethod({ type: 'card', card: card.current })) as
      PaymentMethodResult | undefined;
    if (!created?.paymentMethod) {
      const message = created?.error.message ?? '';
      setPhase({
        step: 'ready',
        error: message ? t('dialog.cardError', { message }) : t('dialog.declinedNoReason'),
      });
      return;
    }
    const result = await createIntent({ kind, target, paymentMethod: created.paymentMethod.id });
    if (!result.ok) {
      // The sanctions refusal (451) in the interface language, naming the place; never the
      // server's English.
      const error = isSanctionsRefusal(result.failure)
        ? sanctionsText(await clientSanctionedPlace())
        : failureText(result.failure);
      setPhase({ step: 'ready', error });
      return;
    }
    const answer = result.value;
    if (answer.next === 'failed') {
      declined(answer.failure_code);
      return;
    }
    if (answer.next === 'requires_action') {
      setPhase({ step: 'authenticating' });
      const confirmed = await client.confirmCardPayment(answer.clientSecret);
      if (confirmed.error) {
        declined(
          confirmed.error.decline_code ?? confirmed.error.code ?? '',
          confirmed.error.message ?? '',
        );
        return;
      }
    }
    finish(answer.payment.id);
  };

  const busy = phase.step === 'paying' || phase.step === 'authenticating';
  return (
    <Dialog
      open
      // While paying, a click outside (Stripe's 3-D Secure window) must not close the dialog.
      onClose={() => {
        if (!busy) onClose();
      }}
      title={t('dialog.title', { amount })}
      closeLabel={t('dialog.close')}
      data-testid="pay-dialog"
    >
      <p className="mt-2 text-sm text-slate-700">
        {kind === 'listing' ? t('dialog.forListing') : t('dialog.forHire')}
      </p>
      <VpnWarning />
      {phase.step === 'unavailable' ? (
        <FormMessage error={phase.message} info={null} />
      ) : (
        <form
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
        >
          <p className="text-sm font-medium text-slate-900" id="pay-card-label">
            {t('dialog.card')}
          </p>
          {phase.step === 'loading' && (
            <p className="mt-2 text-sm text-slate-600">{t('dialog.loading')}</p>
          )}
          <div
            ref={setMountPoint}
            aria-labelledby="pay-card-label"
            data-testid="card-element"
            dir="ltr"
            className="mt-2 flex flex-wrap gap-1 rounded-lg border border-slate-300 p-3 [&_input]:max-w-full [&_input]:min-w-0"
          />
          {phase.step === 'ready' && phase.error && (
            <div data-testid="pay-error">
              <FormMessage error={phase.error} info={null} />
              <p className="mt-1 text-sm text-slate-700">{t('dialog.tryAnother')}</p>
            </div>
          )}
          {phase.step === 'authenticating' && (
            <p className="mt-3 text-sm text-slate-700" role="status">
              {t('dialog.authenticating')}
            </p>
          )}
          <Button type="submit" className="mt-4 w-full" disabled={phase.step !== 'ready'}>
            {busy ? t('dialog.paying') : t('pay', { amount })}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
