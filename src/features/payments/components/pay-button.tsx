import '../namespace';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import type { PaymentKind } from '@/data/payments';
import { lazyComponent } from '@/lib/lazy-page';
import { useOnline } from '@/lib/use-online';
import { useFeeSettings } from '../hooks/use-fee-settings';
import { formatMoney } from '../model';

// The dialog brings Headless UI's dialog and, once open, Stripe.js: neither loads before.
const PayDialog = lazyComponent(() => import('./pay-dialog'));

export interface PayButtonProps {
  readonly kind: PaymentKind;
  /** The listing's or the hire's id. */
  readonly target: string;
  /** The button's words: "Pay {{amount}}" or "Pay {{amount}} now to stay listed". */
  readonly labelKey?: 'pay' | 'listing.payNow' | 'success.tryAgain';
  /** Opens the dialog at once (the "Try again" of /payment-success). */
  readonly initiallyOpen?: boolean;
  readonly className?: string;
}

/**
 * "Pay {{amount}}" for one debt, opening the payment dialog. Nothing when the server takes no
 * payments (the surface shows the waiver instead); disabled, saying why, while offline.
 */
export default function PayButton({
  kind,
  target,
  labelKey = 'pay',
  initiallyOpen = false,
  className,
}: PayButtonProps) {
  const { t, i18n } = useTranslation('payments');
  const online = useOnline();
  const settings = useFeeSettings();
  const [open, setOpen] = useState(initiallyOpen);
  if (settings.known && !settings.payments) return null;
  const amount = formatMoney(settings.fee.amountCents, settings.fee.currency, i18n.language);
  return (
    <>
      <Button
        className={className}
        disabled={!online}
        data-testid="pay-button"
        onClick={() => setOpen(true)}
      >
        {online ? t(labelKey, { amount }) : t('offline')}
      </Button>
      {open && online && (
        <Suspense fallback={null}>
          <PayDialog kind={kind} target={target} amount={amount} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
