import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from '@/i18n/format';

// The first Intl formatter's cost, split over two tasks.

afterEach(() => {
  vi.restoreAllMocks();
});

describe('warmIntl', () => {
  it('resolves the locale at once and makes its number formatter only in the next step', () => {
    const { Locale, NumberFormat } = Intl;
    const locale = vi.spyOn(Intl, 'Locale').mockImplementation(function (tag) {
      return new Locale(tag);
    });
    const numberFormat = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (tag, options) {
      return new NumberFormat(tag, options);
    });
    const steps: (() => void)[] = [];
    // A locale no other test formats in, so its formatter is not kept from before.
    warmIntl('is', (step) => steps.push(step));
    expect(locale).toHaveBeenCalledWith('is');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(steps).toHaveLength(1);
    steps[0]?.();
    expect(numberFormat).toHaveBeenCalledWith('is', {});
    // Kept: warming again makes no second formatter.
    warmIntl('is', (step) => step());
    expect(numberFormat).toHaveBeenCalledTimes(1);
  });

  it('schedules nothing for a locale Intl refuses', () => {
    const steps: (() => void)[] = [];
    expect(() => warmIntl('not a locale!', (step) => steps.push(step))).not.toThrow();
    expect(steps).toEqual([]);
  });
});
