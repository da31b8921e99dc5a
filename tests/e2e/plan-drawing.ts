/**
 * Drawing on the plan estimator's plan in e2e specs (/plan-estimator).
 */
import type { Page } from '@playwright/test';

/**
 * Where drawing points (PDF points) are on screen now: scrolls the plan into view and maps
 * through the overlay's box and viewBox.
 * @returns a function from a drawing point to page coordinates (CSS px)
 */
export async function drawingToScreen(
  page: Page,
): Promise<(p: { x: number; y: number }) => { x: number; y: number }> {
  const overlay = page.getByTestId('plan-overlay');
  await page.getByTestId('plan-viewer').scrollIntoViewIfNeeded();
  const box = await overlay.boundingBox();
  const viewBox = await overlay.getAttribute('viewBox');
  if (!box || !viewBox) throw new Error('the plan is not drawn');
  const scale = box.width / Number(viewBox.split(' ')[2]);
  return (p) => ({ x: box.x + p.x * scale, y: box.y + p.y * scale });
}

/** Taps drawing point `p` (PDF points) on the plan, through where the overlay sits on screen. */
export async function tapDrawing(page: Page, p: { x: number; y: number }): Promise<void> {
  const at = (await drawingToScreen(page))(p);
  await page.mouse.click(at.x, at.y);
}
