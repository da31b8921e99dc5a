/**
 * A signed-in user's own price of one row of a cost database ("Users keep
 * their own prices (overrides) per account"): shown beside the source's price, set, changed
 * and cleared in place. The write is local-first (src/data/cost-overrides.ts): it shows at
 * once, works offline and reaches the account through the outbox.
 */
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '@/components/ui';
import {
  clearOverride,
  setOverride,
  type CostOverrideRecord,
  type OverrideTarget,
} from '@/data/cost-overrides';
import { parseMoneyToCents } from '../../core/edit';
import { formatMoney } from '../format';

/** Whether `code` is an ISO 4217 code the browser knows. */
function knownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

/** An amount in minor units as the user would type it ("24,50" in German), no grouping. */
function plainAmount(cents: number, currency: string, locale: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(cents / 10 ** digits);
}

export function OwnPrice({
  userId,
  target,
  current,
  defaultCurrency,
  name,
  kind,
}: {
  userId: string;
  target: OverrideTarget;
  /** The user's override of this row, if any. */
  current: CostOverrideRecord | undefined;
  /** The currency the form starts with when there is no override (the row's, or USD). */
  defaultCurrency: string;
  /** The row's name, for the buttons' accessible names. */
  name: string;
  /** 'unit': a material's unit price; 'hour': an occupation's hourly rate. */
  kind: 'unit' | 'hour';
}) {
  const { t, i18n } = useTranslation('costData');
  const locale = i18n.language;
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; currency?: string }>({});

  const open = () => {
    const code = current?.currency ?? (defaultCurrency || 'USD');
    setCurrency(code);
    setAmount(current ? plainAmount(current.price_cents, code, locale) : '');
    setErrors({});
    setEditing(true);
  };

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    const code = currency.trim().toUpperCase();
    const next: typeof errors = {};
    if (!knownCurrency(code)) next.currency = t('ownPrice.badCurrency');
    const cents = next.currency ? null : parseMoneyToCents(amount, locale, code);
    if (!next.currency && (cents === null || cents < 1)) next.amount = t('ownPrice.badAmount');
    setErrors(next);
    if (cents === null || cents < 1 || next.currency) return;
    await setOverride(userId, target, cents, code);
    setEditing(false);
  };

  if (editing) {
    return (
      <form className="grid gap-2" onSubmit={(e) => void save(e)} noValidate>
        <Field
          label={kind === 'hour' ? t('ownPrice.rateLabel') : t('ownPrice.priceLabel')}
          inputMode="decimal"
          value={amount}
          onChange={setAmount}
          error={errors.amount}
          hint={kind === 'hour' ? t('ownPrice.rateHint') : undefined}
        />
        <Field
          label={t('ownPrice.currency')}
          hint={t('ownPrice.currencyHint')}
          value={currency}
          onChange={(v) => setCurrency(v.toUpperCase())}
          error={errors.currency}
          maxLength={3}
          autoCapitalize="characters"
          inputClassName="w-24"
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm">
            {t('ownPrice.save')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setEditing(false)}>
            {t('ownPrice.cancel')}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="own-price">
      {current && (
        <span className="font-medium text-emerald-800">
          {formatMoney(current.price_cents, current.currency, locale)}
        </span>
      )}
      <Button
        variant="secondary"
        size="sm"
        onClick={open}
        aria-label={t(current ? 'ownPrice.changeFor' : 'ownPrice.setFor', { name })}
      >
        {current ? t('ownPrice.change') : t('ownPrice.set')}
      </Button>
      {current && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void clearOverride(userId, target)}
          aria-label={t('ownPrice.clearFor', { name })}
        >
          {t('ownPrice.clear')}
        </Button>
      )}
    </div>
  );
}
