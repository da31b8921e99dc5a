import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Select, TextArea } from '@/components/ui';
import { findTrade } from '@/constants/trades';
import {
  HIRE_DESCRIPTION_MAX,
  HIRE_DESCRIPTION_MIN,
  requestHire,
  type HireRequest,
} from '@/data/hires';
import type { ListingRecord } from '@/data/listings';
import type { TradeRow } from '@/data/trades';
import { useTradeName } from '@/i18n/trade-names';
import { toastDelivery } from '@/lib/toast';
import { localDay } from '@/lib/local-day';
import { validateHire, type HireFormErrors } from '../model';
import { deliveryOf } from '@/data/delivery';

/**
 * The hire request form: trade, what needs doing, preferred dates, how to
 * be contacted. Saved on the device at once and sent when the network allows.
 */
export function HireForm({
  listing,
  clientId,
  trades,
  onDone,
}: {
  listing: ListingRecord;
  clientId: string;
  trades: ReadonlyMap<string, TradeRow>;
  onDone: () => void;
}) {
  const { t } = useTranslation('market');
  const tradeName = useTradeName();
  const [values, setValues] = useState<HireRequest>({
    trade: listing.trades.length === 1 ? (listing.trades[0] ?? '') : '',
    description: '',
    preferredStart: '',
    preferredEnd: '',
    contactPreference: 'either',
    clientPhone: '',
  });
  const [errors, setErrors] = useState<HireFormErrors>({});
  // After the first try to send, the messages follow the fields: fixing one removes its
  // message at once, instead of leaving it on screen until the next try.
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<HireRequest>) => {
    const next = { ...values, ...change };
    setValues(next);
    if (tried) setErrors(validateHire(next, localDay()));
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setTried(true);
    const found = validateHire(values, localDay());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const hire = await requestHire(clientId, listing, values);
      toastDelivery(await deliveryOf(hire.id), {
        sent: t('hire.sent'),
        waiting: t('hire.queued'),
        description: t('hire.feeOnRequest'),
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
      <Select
        id="hire-trade"
        label={t('hire.trade')}
        value={values.trade}
        error={errors.trade && t(errors.trade)}
        onChange={(trade) => set({ trade })}
      >
        <option value="">{t('hire.chooseTrade')}</option>
        {listing.trades.map((id) => (
          <option key={id} value={id}>
            {tradeLabel(id)}
          </option>
        ))}
      </Select>
      <TextArea
        id="hire-description"
        label={t('hire.description')}
        rows={4}
        maxLength={2000}
        value={values.description}
        error={
          errors.description &&
          t(errors.description, { min: HIRE_DESCRIPTION_MIN, max: HIRE_DESCRIPTION_MAX })
        }
        onChange={(description) => set({ description })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="hire-start"
          label={t('hire.preferredStart')}
          type="date"
          min={localDay()}
          value={values.preferredStart}
          onChange={(preferredStart) => set({ preferredStart })}
        />
        <Field
          id="hire-end"
          label={t('hire.preferredEnd')}
          type="date"
          min={values.preferredStart || localDay()}
          value={values.preferredEnd}
          error={errors.preferredEnd && t(errors.preferredEnd)}
          onChange={(preferredEnd) => set({ preferredEnd })}
        />
      </div>
      <Select
        id="hire-contact"
        label={t('hire.contact')}
        value={values.contactPreference}
        onChange={(contact) =>
          set({ contactPreference: contact as HireRequest['contactPreference'] })
        }
      >
        <option value="either">{t('hire.contactEither')}</option>
        <option value="phone">{t('hire.contactPhone')}</option>
        <option value="email">{t('hire.contactEmail')}</option>
      </Select>
      <Field
        id="hire-phone"
        label={values.contactPreference === 'phone' ? t('hire.phoneRequired') : t('hire.phone')}
        type="tel"
        autoComplete="tel"
        maxLength={32}
        value={values.clientPhone}
        hint={t('hire.phoneHint')}
        error={errors.clientPhone && t(errors.clientPhone)}
        onChange={(clientPhone) => set({ clientPhone })}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {t('hire.submit')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('hire.cancel')}
        </Button>
      </div>
    </form>
  );
}
