import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui';
import { ESTIMATE_LIMITS } from '../../core/calc';
import { formatInput, parseInput, type InputKind } from '../line-form';

export interface NumberFieldProps {
  readonly label: string;
  readonly value: number;
  readonly kind: InputKind;
  readonly locale: string;
  readonly currency: string;
  /** Called with each value the text reads as; never for text that is not a valid number. */
  readonly onValue: (value: number) => void;
  readonly hint?: string | undefined;
  /** Show a value of 0 as an empty field (a price not entered yet). */
  readonly zeroAsEmpty?: boolean;
  readonly className?: string;
  readonly testId?: string;
}

const LIMITS: Readonly<Record<Exclude<InputKind, 'money'>, readonly [number, number]>> = {
  quantity: [0, ESTIMATE_LIMITS.quantityMax],
  waste: [0, ESTIMATE_LIMITS.wastePercentMax],
  percent: [0, ESTIMATE_LIMITS.percentMax],
  tax: [0, ESTIMATE_LIMITS.taxPercentMax],
  factor: [ESTIMATE_LIMITS.factorMin, ESTIMATE_LIMITS.factorMax],
};

/**
 * A number typed in the user's language (line-form.ts parseInput). Each text that reads as a
 * valid value goes to `onValue`; other text stays in the field with what is wrong under it
 * (after the field is left, so a half-typed "12," is not scolded), and the estimate keeps its
 * last valid value: bad input is never saved as 0. A value changed from outside (undo) is
 * shown again.
 */
export function NumberField({
  label,
  value,
  kind,
  locale,
  currency,
  onValue,
  hint,
  zeroAsEmpty = false,
  className,
  testId,
}: NumberFieldProps) {
  const { t } = useTranslation('estimator');
  const show = (v: number) =>
    zeroAsEmpty && v === 0 ? '' : formatInput(v, kind, locale, currency);
  const [text, setText] = useState(() => show(value));
  const [seen, setSeen] = useState({ value, locale, currency });
  const [left, setLeft] = useState(false);
  if (seen.value !== value || seen.locale !== locale || seen.currency !== currency) {
    setSeen({ value, locale, currency });
    const now = parseInput(text, kind, locale, currency);
    if (!now.ok || now.value !== value) {
      setText(show(value));
      setLeft(false);
    }
  }
  const parsed = parseInput(text, kind, locale, currency);
  const empty = !parsed.ok && parsed.problem === 'empty' && zeroAsEmpty && value === 0;
  let error: string | undefined;
  if (!parsed.ok && left && !empty) {
    if (parsed.problem === 'empty') error = t('errors.empty');
    else if (parsed.problem === 'invalid') {
      error = t('errors.invalid', {
        example: formatInput(kind === 'money' ? 123450 : 1234.5, kind, locale, currency),
      });
    } else {
      const [min, max] = kind === 'money' ? [0, ESTIMATE_LIMITS.unitCostCentsMax] : LIMITS[kind];
      error = t('errors.range', {
        min: formatInput(min, kind, locale, currency),
        max: formatInput(max, kind, locale, currency),
      });
    }
  }
  return (
    <Field
      label={label}
      value={text}
      inputMode="decimal"
      autoComplete="off"
      hint={hint}
      error={error}
      className={className}
      data-testid={testId}
      onChange={(next) => {
        setText(next);
        setLeft(false);
        const read = parseInput(next, kind, locale, currency);
        if (read.ok && read.value !== value) onValue(read.value);
      }}
      onBlur={() => setLeft(true)}
    />
  );
}
