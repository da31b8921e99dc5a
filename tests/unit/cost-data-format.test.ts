import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/features/estimator/cost-data/format';

// Money of the cost databases: integer minor units shown through Intl.
describe('formatMoney', () => {
  it('divides by the currency’s own minor digits', () => {
    expect(formatMoney(2998, 'USD', 'en')).toBe('$29.98');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatMoney(123456, 'EUR', 'de')).toBe('1.234,56\u00a0€');
  });
  it('names the dollar in Arabic (its symbol reads wrongly in right-to-left text)', () => {
    expect(formatMoney(2998, 'USD', 'ar')).toContain('دولار أمريكي');
    expect(formatMoney(2998, 'USD', 'ar')).not.toContain('US$');
  });
  it('shows nothing for a currency code Intl does not take', () => {
    expect(formatMoney(100, '', 'en')).toBe('');
    expect(formatMoney(100, 'dollars', 'en')).toBe('');
  });
});
