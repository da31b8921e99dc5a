/**
 * Layout checks shared by e2e specs: the phone and desktop sizes a page is tried at, that
 * nothing is wider than the screen, and the header's "Install app" offered.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { placeOnScreen as placeOnScreenOf } from '../support/layout-probes';

/** A 390 px phone and a desktop, the two sizes every page is tried at. */
export const PHONE_AND_DESKTOP = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** Fails when the page scrolls sideways: something is wider than the screen. */
export async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Fires a synthetic `beforeinstallprompt`, as Chromium does for an installable app. */
export async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
}

/** Where an element is on the screen as it stands: tests/support/layout-probes.ts. */
export async function placeOnScreen(
  locator: Locator,
): Promise<{ readonly inside: boolean; readonly reached: boolean; readonly box: string }> {
  return locator.evaluate(placeOnScreenOf);
}

/**
 * Fails unless the element can be tapped after scrolling the page up or down only (no
 * sideways swipe, in the page or in a scroll box around the element).
 */
export async function expectTappableWithoutSideScroll(locator: Locator): Promise<void> {
  await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    window.scrollBy(0, r.top + r.height / 2 - window.innerHeight / 2);
  });
  const place = await placeOnScreen(locator);
  expect(place, `${await locator.textContent()} at ${place.box}`).toMatchObject({
    inside: true,
    reached: true,
  });
}
