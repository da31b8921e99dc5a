import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import '@/features/payments/namespace';
import { VpnWarning } from '@/features/payments/components/vpn-warning';
import type { IpLocation } from '@/lib/ip-location';

// The IP-location lookup asks an outside provider (not PocketBase): each mounted warning here
// gets the place the test queues, in mount order.
const places: IpLocation[] = [];
vi.mock('@/lib/ip-location', () => ({
  lookupIpLocation: () => Promise.resolve(places.shift() ?? null),
}));

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** A zone whose clock is never the browser's: across the date line from it. */
const otherZone = browserZone === 'Pacific/Kiritimati' ? 'America/Adak' : 'Pacific/Kiritimati';
const place = (timeZone: string): IpLocation => ({
  countryCode: 'XX',
  region: '',
  regionCode: '',
  timeZone,
});

// The payment dialog's VPN warning: shown (and dismissed) only when the IP place keeps another
// clock than the browser, on a phone and on a desktop screen.
describe('VpnWarning', () => {
  for (const [label, width, height] of [
    ['390 px', 390, 844],
    ['desktop', 1280, 900],
  ] as const) {
    it(`warns only when the place keeps another clock, and is dismissed (${label})`, async () => {
      await page.viewport(width, height);
      // The first keeps the browser's clock, the second another: the second's warning shows
      // after the first's answer was read, so one warning means the first showed none.
      places.push(place(browserZone), place(otherZone));
      const screen = await render(
        <>
          <div data-testid="same-clock">
            <VpnWarning />
          </div>
          <div data-testid="other-clock">
            <VpnWarning />
          </div>
        </>,
      );
      const warning = screen.getByTestId('other-clock').getByTestId('vpn-warning');
      await expect.element(warning).toHaveTextContent('through a VPN or proxy may be declined');
      expect(screen.getByTestId('same-clock').getByTestId('vpn-warning').elements()).toHaveLength(
        0,
      );
      const box = warning.element().getBoundingClientRect();
      expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await warning.getByRole('button', { name: 'Dismiss' }).click();
      await expect.element(warning).not.toBeInTheDocument();
    });
  }
});
