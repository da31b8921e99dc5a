import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { MemoryRouter } from 'react-router-dom';
import { TRADES } from '@/constants/trades';
import { localDb } from '@/data/local-db';
import type { ListingRecord } from '@/data/listings';
import type { TradeRow } from '@/data/trades';
import { HireForm } from '@/features/profile/components/hire-form';
import { ListingForm } from '@/features/portal/components/listing-form';
import { VerificationForm } from '@/features/portal/components/verification-form';
import { addNamespace } from '@/i18n';
import market from '@/i18n/locales/en/market.json' with { type: 'json' };
import portal from '@/i18n/locales/en/portal.json' with { type: 'json' };
import arTrust from '@/i18n/locales/ar/trust.json' with { type: 'json' };
import deTrust from '@/i18n/locales/de/trust.json' with { type: 'json' };
import deMarket from '@/i18n/locales/de/market.json' with { type: 'json' };
import dePortal from '@/i18n/locales/de/portal.json' with { type: 'json' };
import { outsideColumn, pastScreen, speak } from './layout';

// What a user trial on the narrowest phones (320 px) found in German and Arabic: the
// portal's form sections (fieldsets keep their content's width), the verification form and
// the hire form's two buttons wider than their column. Each form sits in the page's column
// (`mx-auto max-w-3xl px-4`, as the pages draw it); nothing is sent.
addNamespace('portal', portal);
addNamespace('market', market);

const TRUST = { de: deTrust, ar: arTrust } as const;

/** Every trade as the server stores it, with made-up record ids. */
const TRADE_ROWS: TradeRow[] = TRADES.map((trade, i) => ({
  id: `trade${String(i).padStart(10, '0')}`,
  created: '2026-01-01 00:00:00.000Z',
  updated: '2026-01-01 00:00:00.000Z',
  value: trade.value,
  label: trade.label,
  category: trade.category,
  sort: trade.sort,
}));

/** The page's column, as the app's pages draw it. */
function Column({ children }: { children: React.ReactNode }) {
  return (
    <MemoryRouter>
      <section className="mx-auto max-w-3xl px-4 py-12">
        <Suspense fallback={null}>{children}</Suspense>
      </section>
    </MemoryRouter>
  );
}

afterEach(async () => {
  await speak('en');
});

describe('forms on a 320 px phone', () => {
  for (const code of ['de', 'ar'] as const) {
    it(`in ${code}, the portal’s verification form stays inside its column`, async () => {
      await page.viewport(320, 640);
      await speak(code);
      const screen = await render(
        <Column>
          <section className="mt-10">
            <VerificationForm
              contractor="listing00000001"
              owner="owner0000000001"
              online
              onSent={() => {}}
              onRefused={() => {}}
            />
          </section>
        </Column>,
      );
      const form = screen.getByTestId('verification-form');
      await expect.element(form).toBeVisible();
      await expect
        .element(screen.getByText(TRUST[code].verification.fileHint).first())
        .toBeVisible();
      expect(outsideColumn(form.element())).toEqual([]);
    });
  }

  it('in de, the contractor portal’s listing form (all 45 trades) fits the screen', async () => {
    await page.viewport(320, 640);
    await speak('de');
    await localDb().trades.bulkPut(TRADE_ROWS);
    const screen = await render(
      <Column>
        <ListingForm userId="owner0000000001" listing={null} />
      </Column>,
    );
    await expect.element(screen.getByText(dePortal.form.business)).toBeVisible();
    // The trade picker lists the trades once the device's table is read.
    await expect
      .poll(() => document.querySelectorAll('input[type="checkbox"]').length)
      .toBeGreaterThanOrEqual(TRADES.length);
    expect(pastScreen()).toEqual({ scrollWidth: 320, outside: [] });
  });

  it('in de, the hire form and its two buttons fit the screen', async () => {
    await page.viewport(320, 640);
    await speak('de');
    const roofer = TRADE_ROWS.find((row) => row.value === 'roofer');
    if (!roofer) throw new Error('no roofer trade');
    const listing = {
      id: 'listing00000001',
      owner: 'owner0000000001',
      business_name: 'Dachdeckerei Schwarzwaldhöhe',
      trades: [roofer.id],
      city: 'Titisee-Neustadt',
      status: 'active',
    } as ListingRecord;
    const screen = await render(
      <Column>
        <section className="mt-8 rounded-xl border border-orange-200 bg-orange-50 p-4">
          <HireForm
            listing={listing}
            clientId="client000000001"
            trades={new Map([[roofer.id, roofer]])}
            onDone={() => {}}
          />
        </section>
      </Column>,
    );
    await expect.element(screen.getByRole('button', { name: deMarket.hire.submit })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: deMarket.hire.cancel })).toBeVisible();
    expect(pastScreen()).toEqual({ scrollWidth: 320, outside: [] });
  });
});
