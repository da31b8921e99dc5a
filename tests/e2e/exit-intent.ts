/** How specs bring up the exit-intent offer: arm it without sleeping, then leave the page. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Moves the pointer into the page, then out through the top edge at height `y` (px). */
export async function leaveThroughTop(page: Page, y = 5): Promise<void> {
  await page.mouse.move(100, 300);
  await page.evaluate((clientY) => {
    document.documentElement.dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, clientY, relatedTarget: null }),
    );
  }, y);
}

/**
 * Opens `path` with Playwright's fake clock installed, then moves the clock past the 2-second
 * arming delay and waits until the offer is armed (`<html data-exit-intent="armed">`), so no
 * test sleeps through the delay in real time. `reload` reloads the current page instead.
 */
export async function openArmed(page: Page, path: string | { reload: true }): Promise<void> {
  await page.clock.install();
  if (typeof path === 'string') await page.goto(path);
  else await page.reload();
  await page.clock.runFor(2100);
  await expect(page.locator('html')).toHaveAttribute('data-exit-intent', 'armed');
}
