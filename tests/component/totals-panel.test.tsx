import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import i18n from 'i18next';
import {
  computeEstimate,
  DEFAULT_SETTINGS,
  type EstimateLine,
  type EstimateSettings,
} from '@/features/estimator/core/calc';
import { TotalsPanel } from '@/features/estimator/estimate/components/totals-panel';

// The construction estimator's totals block: each figure in the language's money format
// (English dollars, German euros, Arabic riyals by name), the settings typed in the language,
// and the block within a 390 px phone, right to left in Arabic. The editor around it, the
// sync and the printed sheet: tests/e2e/construction-estimator.spec.ts.

const line = (over: Partial<EstimateLine>): EstimateLine => ({
  id: 'l',
  kind: 'other',
  description: '',
  ref: '',
  quantity: 1,
  unit: 'each',
  unitCostCents: 0,
  wastePercent: 0,
  ...over,
});

/** Renders the panel for `lines` in one section, and what it sends for the settings. */
async function renderTotals(
  lines: EstimateLine[],
  settings: EstimateSettings,
  locale: string,
  currency: string,
) {
  const sent: Partial<EstimateSettings>[] = [];
  const totals = computeEstimate([{ id: 's', name: 'Main', lines }], settings);
  const screen = await render(
    <TotalsPanel
      totals={totals}
      settings={settings}
      locale={locale}
      currency={currency}
      onSettings={(patch) => sent.push(patch)}
    />,
  );
  return { screen, sent };
}

afterEach(async () => {
  document.documentElement.dir = 'ltr';
  document.documentElement.lang = 'en';
  await i18n.changeLanguage('en');
});

describe('TotalsPanel', () => {
  it('in English: each step of the journey estimate in dollars, a setting typed goes out', async () => {
    // The e2e journey's estimate (its figures worked by hand in its header).
    const { screen, sent } = await renderTotals(
      [
        line({
          kind: 'material',
          quantity: 12.5,
          unit: 'm2',
          unitCostCents: 2450,
          wastePercent: 10,
        }),
        line({ id: 'l2', kind: 'labour', quantity: 6, unit: 'h', unitCostCents: 3000 }),
        line({ id: 'l3', quantity: 2, unitCostCents: 15000 }),
      ],
      { regionalFactor: 1.1, overheadPercent: 10, profitPercent: 5, taxPercent: 8 },
      'en',
      'USD',
    );
    const figure = (id: string) => screen.getByTestId(id);
    await expect.element(figure('total-materials')).toHaveTextContent('$336.88');
    await expect.element(figure('total-labour')).toHaveTextContent('$180.00');
    await expect.element(figure('total-other')).toHaveTextContent('$300.00');
    await expect.element(figure('total-adjusted')).toHaveTextContent('$898.57');
    await expect.element(figure('total-overhead')).toHaveTextContent('$89.86');
    await expect.element(figure('total-profit')).toHaveTextContent('$49.42');
    await expect.element(figure('total-tax')).toHaveTextContent('$83.03');
    await expect.element(figure('total-grand')).toHaveTextContent('$1,120.88');
    await screen.getByLabelText('Tax %').fill('7.5');
    expect(sent).toContainEqual({ taxPercent: 7.5 });
  });

  it('in German: euros in German, a factor typed with a decimal comma', async () => {
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces('estimator');
    const { screen, sent } = await renderTotals(
      [line({ quantity: 2.5, unitCostCents: 123450 })],
      DEFAULT_SETTINGS,
      'de',
      'EUR',
    );
    // 2.5 × €1,234.50 = €3,086.25
    await expect.element(screen.getByTestId('total-grand')).toHaveTextContent('3.086,25 €');
    await screen.getByLabelText(i18n.t('estimator:totals.factor')).fill('1,25');
    expect(sent).toContainEqual({ regionalFactor: 1.25 });
  });

  it('in Arabic on a phone: riyals by name, right to left, nothing wider than the screen', async () => {
    await page.viewport(390, 844);
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces('estimator');
    // What the app does on a language change (the panel itself leaves <html> alone).
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    const { screen } = await renderTotals(
      [line({ quantity: 2, unitCostCents: 1000 })],
      DEFAULT_SETTINGS,
      'ar',
      'SAR',
    );
    const expected = new Intl.NumberFormat('ar', {
      style: 'currency',
      currency: 'SAR',
      currencyDisplay: 'name',
    }).format(20);
    await expect.element(screen.getByTestId('total-grand')).toHaveTextContent(expected);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  });
});
