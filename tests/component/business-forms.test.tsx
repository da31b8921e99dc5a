import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import i18n from 'i18next';
import { addNamespace } from '@/i18n';
import arDashboard from '@/i18n/locales/ar/dashboard.json' with { type: 'json' };
import deDashboard from '@/i18n/locales/de/dashboard.json' with { type: 'json' };
import dashboard from '@/i18n/locales/en/dashboard.json' with { type: 'json' };
import portal from '@/i18n/locales/en/portal.json' with { type: 'json' };
import dePortal from '@/i18n/locales/de/portal.json' with { type: 'json' };
import arPortal from '@/i18n/locales/ar/portal.json' with { type: 'json' };
import type { HireRecord } from '@/data/hires';
import { ConfirmOrDispute } from '@/features/client-dashboard/components/confirm-or-dispute';
import { ListingForm } from '@/features/portal/components/listing-form';

// The pages that hold these add their namespaces; here the components stand alone.
addNamespace('dashboard', dashboard);
addNamespace('portal', portal);

/** A hire the contractor marked done, as the client's device holds it. */
const DONE: HireRecord = {
  id: 'hire00000000001',
  created: '2026-11-22 03:05:00.000Z',
  updated: '2026-11-22 03:05:00.000Z',
  client: 'client000000001',
  contractor: 'listing00000001',
  trade: 'roofer',
  description: 'Fix the leaking valley',
  status: 'done',
  fee_status: 'waived',
  fee_waiver: 'free_month',
};

const LANGUAGES = [
  ['en', dashboard, portal],
  ['de', deDashboard, dePortal],
  ['ar', arDashboard, arPortal],
] as const;

/** Nothing runs off the 390 px phone. */
const fitsThePhone = () => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);

// What the client's dispute form and the contractor's listing form refuse before anything is
// saved, in English, German and Arabic (right to left) on a 390 px phone. Saving through the
// outbox to the real server: e2e client-dashboard.spec.ts and portal.spec.ts.
describe('business forms', () => {
  afterEach(async () => {
    document.documentElement.dir = 'ltr';
    await i18n.changeLanguage('en');
  });

  for (const [code, words, portalWords] of LANGUAGES) {
    it(`a dispute needs a reason (${code})`, async () => {
      await page.viewport(390, 844);
      await i18n.changeLanguage(code);
      if (code === 'ar') document.documentElement.dir = 'rtl';
      const screen = await render(<ConfirmOrDispute hire={DONE} />);
      await screen.getByRole('button', { name: words.hires.dispute, exact: true }).click();
      await screen.getByRole('button', { name: words.hires.disputeSend }).click();
      await expect.element(screen.getByText(words.hires.disputeReasonRequired)).toBeVisible();
      await expect.element(screen.getByLabelText(words.hires.disputeReason)).toBeVisible();
      fitsThePhone();
    });

    it(`a listing needs a business name and a trade before it is saved (${code})`, async () => {
      await page.viewport(390, 844);
      await i18n.changeLanguage(code);
      if (code === 'ar') document.documentElement.dir = 'rtl';
      const screen = await render(<ListingForm userId="user00000000001" listing={null} />);
      await screen.getByRole('button', { name: portalWords.form.save }).click();
      await expect.element(screen.getByText(portalWords.form.errors.businessName)).toBeVisible();
      await expect.element(screen.getByText(portalWords.form.errors.trades)).toBeVisible();
      fitsThePhone();
    });
  }
});
