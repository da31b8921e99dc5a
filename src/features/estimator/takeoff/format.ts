/**
 * Measurement values in the user's language and units (Intl): lengths as "4.25 m" / "13.94 ft"
 * (Intl's unit style), areas as a number for the translated "{{value}} m²" / "{{value}} ft²".
 */
import type { LengthUnit } from './geometry';

const formats = new Map<string, Intl.NumberFormat>();

function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** A length in `unit` with its unit, at most 2 decimals: 5 → "5 m" (en), "5 m" (de). */
export function formatLength(value: number, unit: LengthUnit, locale: string): string {
  return cached(
    `${locale}:len:${unit}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: unit === 'm' ? 'meter' : 'foot',
        unitDisplay: 'short',
        maximumFractionDigits: 2,
      }),
  ).format(value);
}

/** A number with at most 2 decimals in the locale's digits: 516.6678 → "516.67" (en), "516,67" (de). */
export function formatDecimal(value: number, locale: string): string {
  return cached(
    `${locale}:dec`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
  ).format(value);
}
