import '../namespace';
import { useTranslation } from 'react-i18next';
import type { HireRecord } from '@/data/hires';
import { useFeeSettings } from '../hooks/use-fee-settings';
import { contactsRevealed, formatMoney, hireFeeView } from '../model';
import PayButton from './pay-button';

/** A name inside a sentence, isolated so a Latin name keeps its order in Arabic or Hebrew. */
const isolate = (text: string) => `\u2068${text}\u2069`;

const WAIVER_KEY = {
  waivedFreeMonth: 'hire.waivedFreeMonth',
  waivedPaymentsOff: 'hire.waivedPaymentsOff',
  waived: 'hire.waived',
  paid: 'hire.paid',
  refunded: 'hire.refunded',
} as const;

/**
 * The client's view of a hire's fee: what is owed with the pay button, why it is free, and,
 * once it is settled, the contractor's phone (tel:) and email (mailto:) as the server sends
 * them then.
 * @param name the listing's business name, '' when not known on this device
 */
export default function HireFeeNotice({ hire, name }: { hire: HireRecord; name: string }) {
  const { t, i18n } = useTranslation('payments');
  const settings = useFeeSettings();
  const view = hireFeeView(hire, settings.known && !settings.payments);
  if (view === 'none') return null;
  const amount = formatMoney(settings.fee.amountCents, settings.fee.currency, i18n.language);
  const phone = hire.contractor_phone ?? '';
  const email = hire.contractor_email ?? '';

  return (
    <div className="mt-3 text-sm" data-testid="hire-fee">
      {view === 'owed' ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-sky-200 bg-sky-50 p-3">
          <p className="font-medium text-sky-950">
            {t('hire.owed', { amount, name: isolate(name || '—') })}
          </p>
          <PayButton kind="hire" target={hire.id} />
        </div>
      ) : (
        <p className="text-slate-800">
          <span className="font-medium">{t('hire.fee')}: </span>
          {t(WAIVER_KEY[view])}
        </p>
      )}
      {contactsRevealed(hire) && (
        <div className="mt-2" data-testid="contractor-contact">
          <p className="font-medium text-slate-800">{t('hire.contact')}</p>
          {!phone && !email && <p className="text-slate-700">{t('hire.noContact')}</p>}
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {phone && (
              <li>
                <span className="sr-only">{t('hire.phone')}: </span>
                <a
                  className="font-medium text-orange-800 underline"
                  dir="ltr"
                  href={`tel:${phone.replace(/[^+0-9]/g, '')}`}
                >
                  {phone}
                </a>
              </li>
            )}
            {email && (
              <li>
                <span className="sr-only">{t('hire.email')}: </span>
                <a
                  className="font-medium break-all text-orange-800 underline"
                  dir="ltr"
                  href={`mailto:${email}`}
                >
                  {email}
                </a>
              </li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
