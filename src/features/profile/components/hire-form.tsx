import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { findTrade } from '@/constants/trades';
import { requestHire } from '@/data/hires';
import type { ContractorRecord } from '@/data/listings';
import type { TradeRow } from '@/data/trades';
import { useTradeName } from '@/i18n/trade-names';
import { toastInfo } from '@/lib/toast';
import { localDay, validateHire, type HireFormErrors, type HireFormValues } from '../model';

const field = 'form-input';
const label = 'form-label';

/**
 * The hire request form (issue 5 "Hiring"): trade, what needs doing, preferred dates, how to
 * be contacted. Saved on the device at once and sent when the network allows.
 */
export function HireForm({
  listing,
  clientId,
  trades,
  onDone,
}: {
  listing: ContractorRecord;
  clientId: string;
  trades: ReadonlyMap<string, TradeRow>;
  onDone: () => void;
}) {
  const { t } = useTranslation('market');
  const tradeName = useTradeName();
  const [values, setValues] = useState<HireFormValues>({
    trade: listing.trades.length === 1 ? (listing.trades[0] ?? '') : '',
    description: '',
    preferredStart: '',
    preferredEnd: '',
    contactPreference: 'either',
    clientPhone: '',
  });
  const [errors, setErrors] = useState<HireFormErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<HireFormValues>) => setValues((v) => ({ ...v, ...change }));

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validateHire(values, localDay());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await requestHire(clientId, listing, values);
      toastInfo(navigator.onLine ? t('hire.sent') : t('hire.queued'), {
        description: t('hire.feeWaived'),
      });
      onDone();
    } finally {
      setSaving(false);
    }
  };

  const tradeLabel = (id: string) => {
    const value = trades.get(id)?.value;
    const trade = findTrade(value);
    return trade ? tradeName(trade) : (trades.get(id)?.label ?? id);
  };

  return (
    <form
      className="mt-4 grid gap-4"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="hire-form"
    >
      <div>
        <label htmlFor="hire-trade" className={label}>
          {t('hire.trade')}
        </label>
        <select
          id="hire-trade"
          className={field}
          value={values.trade}
          aria-invalid={Boolean(errors.trade)}
          onChange={(e) => set({ trade: e.target.value })}
        >
          <option value="">{t('hire.chooseTrade')}</option>
          {listing.trades.map((id) => (
            <option key={id} value={id}>
              {tradeLabel(id)}
            </option>
          ))}
        </select>
        {errors.trade && <p className="mt-1 text-sm text-red-800">{t(errors.trade)}</p>}
      </div>
      <div>
        <label htmlFor="hire-description" className={label}>
          {t('hire.description')}
        </label>
        <textarea
          id="hire-description"
          className={field}
          rows={4}
          maxLength={2000}
          value={values.description}
          aria-invalid={Boolean(errors.description)}
          onChange={(e) => set({ description: e.target.value })}
        />
        {errors.description && <p className="mt-1 text-sm text-red-800">{t(errors.description)}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="hire-start" className={label}>
            {t('hire.preferredStart')}
          </label>
          <input
            id="hire-start"
            type="date"
            className={field}
            min={localDay()}
            value={values.preferredStart}
            onChange={(e) => set({ preferredStart: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor="hire-end" className={label}>
            {t('hire.preferredEnd')}
          </label>
          <input
            id="hire-end"
            type="date"
            className={field}
            min={values.preferredStart || localDay()}
            value={values.preferredEnd}
            aria-invalid={Boolean(errors.preferredEnd)}
            onChange={(e) => set({ preferredEnd: e.target.value })}
          />
          {errors.preferredEnd && (
            <p className="mt-1 text-sm text-red-800">{t(errors.preferredEnd)}</p>
          )}
        </div>
      </div>
      <div>
        <label htmlFor="hire-contact" className={label}>
          {t('hire.contact')}
        </label>
        <select
          id="hire-contact"
          className={field}
          value={values.contactPreference}
          onChange={(e) =>
            set({ contactPreference: e.target.value as HireFormValues['contactPreference'] })
          }
        >
          <option value="either">{t('hire.contactEither')}</option>
          <option value="phone">{t('hire.contactPhone')}</option>
          <option value="email">{t('hire.contactEmail')}</option>
        </select>
      </div>
      <div>
        <label htmlFor="hire-phone" className={label}>
          {values.contactPreference === 'phone' ? t('hire.phoneRequired') : t('hire.phone')}
        </label>
        <input
          id="hire-phone"
          type="tel"
          className={field}
          autoComplete="tel"
          maxLength={32}
          value={values.clientPhone}
          aria-invalid={Boolean(errors.clientPhone)}
          aria-describedby="hire-phone-hint"
          onChange={(e) => set({ clientPhone: e.target.value })}
        />
        <p id="hire-phone-hint" className="mt-1 text-sm text-slate-600">
          {t('hire.phoneHint')}
        </p>
        {errors.clientPhone && <p className="mt-1 text-sm text-red-800">{t(errors.clientPhone)}</p>}
      </div>
      <div className="flex gap-3">
        <button type="submit" className="btn-primary" disabled={saving}>
          {t('hire.submit')}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t('hire.cancel')}
        </button>
      </div>
    </form>
  );
}
