import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import i18n from 'i18next';
import { addNamespace } from '@/i18n';
import ar from '@/i18n/locales/ar/engagement.json' with { type: 'json' };
import de from '@/i18n/locales/de/engagement.json' with { type: 'json' };
import en from '@/i18n/locales/en/engagement.json' with { type: 'json' };
import nb from '@/i18n/locales/no/engagement.json' with { type: 'json' };
import {
  ConsentBannerView,
  type ConsentChoice,
} from '@/features/consent/components/consent-banner-view';
import type { BannerVariant } from '@/features/consent/model';

addNamespace('engagement', en);

function banner(variant: BannerVariant, onDecide: (choice: ConsentChoice) => void = () => {}) {
  return render(
    <ConsentBannerView
      variant={variant}
      titleId="consent-title"
      testId="consent-banner"
      onDecide={onDecide}
      privacyLink={(text, className) => (
        <a href="/privacy#storage" className={className}>
          {text}
        </a>
      )}
    />,
  );
}

// The cookie banner's two variants (which country gets which: tests/unit/consent-model.test.ts
// "bannerVariant"; the starting language by country: tests/unit/language-model.test.ts) with
// their buttons and choices, in English, German, Norwegian and Arabic on a 390 px phone.
describe('ConsentBannerView', () => {
  afterEach(async () => {
    document.documentElement.dir = 'ltr';
    await i18n.changeLanguage('en');
  });

  it('strict: Accept All and Decline Optional, and closing declines', async () => {
    await page.viewport(390, 844);
    const onDecide = vi.fn();
    const screen = await banner('strict', onDecide);
    const region = screen.getByRole('region', { name: 'Cookies on TradesMarket' });
    await expect.element(region.getByRole('button', { name: 'Got It' })).not.toBeInTheDocument();
    await expect
      .element(region.getByRole('link', { name: 'Privacy Policy' }))
      .toHaveAttribute('href', '/privacy#storage');
    await region.getByRole('button', { name: 'Accept All' }).click();
    await region.getByRole('button', { name: 'Decline Optional' }).click();
    await region.getByRole('button', { name: 'Close' }).click();
    expect(onDecide.mock.calls).toEqual([['accept'], ['decline'], ['decline']]);
  });

  it('notice: a single Got It that accepts', async () => {
    const onDecide = vi.fn();
    const screen = await banner('notice', onDecide);
    await expect
      .element(screen.getByRole('button', { name: 'Accept All' }))
      .not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('button', { name: 'Decline Optional' }))
      .not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Got It' }).click();
    expect(onDecide).toHaveBeenCalledWith('accept');
  });

  for (const [code, words] of [
    ['de', de],
    ['no', nb],
    ['ar', ar],
  ] as const) {
    it(`strict in ${code}: its own words, and it fits the phone`, async () => {
      await page.viewport(390, 844);
      await i18n.changeLanguage(code);
      if (code === 'ar') document.documentElement.dir = 'rtl';
      const screen = await banner('strict');
      const region = screen.getByTestId('consent-banner');
      await expect
        .element(region.getByRole('button', { name: words.consent.declineOptional }))
        .toBeVisible();
      await expect
        .element(region.getByRole('button', { name: words.consent.acceptAll }))
        .toBeVisible();
      await expect
        .element(region.getByRole('link', { name: words.consent.privacyLink }))
        .toBeVisible();
      for (const button of region.getByRole('button').elements()) {
        const box = button.getBoundingClientRect();
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(390);
      }
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    });
  }
});
