/**
 * Drawing on the plan estimator's plan in e2e specs (/plan-estimator, issue 16).
 */
import type { Page } from '@playwright/test';

/** Taps drawing point `p` (PDF points) on the plan, through where the overlay sits on screen. */
export async function tapDrawing(page: Page, p: { x: number; y: number }): Promise<void> {
  const overlay = page.getByTestId('plan-overlay');
  await page.getByTestId('plan-viewer').scrollIntoViewIfNeeded();
  const box = await overlay.boundingBox();
  const viewBox = await overlay.getAttribute('viewBox');
  if (!box || !viewBox) throw new Error('the plan is not drawn');
  const scale = box.width / Number(viewBox.split(' ')[2]);
  await page.mouse.click(box.x + p.x * scale, box.y + p.y * scale);
}
