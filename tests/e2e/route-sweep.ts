/**
 * What the whole-page sweeps (a11y, languages-layout) share: opening a route the way a tap on
 * a link does, finding what reaches past the screen's edge, and axe-core's blocking findings.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens `path` through the router's client-side navigation (as a tap on a link does), so a
 * sweep pays one page load for many routes; resolves once the new page's heading shows. The
 * page must already show the app (a first `page.goto`).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const before = await page.evaluate((to) => {
    if (location.pathname + location.search === to) return null;
    const heading = document.querySelector('h1')?.textContent ?? '';
    document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-left', ''));
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    return heading;
  }, path);
  // The new page's heading: a new element, or the same one (two routes drawn by one
  // component) with the new page's words.
  await page.waitForFunction((old) => {
    const heading = document.querySelector('h1');
    if (!heading || !heading.checkVisibility()) return false;
    return old === null || !heading.hasAttribute('data-left') || heading.textContent !== old;
  }, before);
}

/**
 * What reaches past a screen `width` px wide: the document's scroll width, and up to five
 * elements whose box crosses the left or right edge (elements inside a horizontal scroller,
 * such as a wide table in its own scroll box, and visually hidden ones do not count).
 */
export async function overflow(
  page: Page,
  width: number,
): Promise<{ scrollWidth: number; outside: string[] }> {
  return page.evaluate((width) => {
    const scrolls = (el: Element) => {
      const x = getComputedStyle(el).overflowX;
      return x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip';
    };
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (scrolls(p)) return true;
      }
      return false;
    };
    const outside: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.left >= -1 && rect.right <= width + 1) continue;
      const style = getComputedStyle(el);
      if (style.position === 'fixed' && style.visibility === 'hidden') continue;
      if (el.closest('.sr-only') || inScroller(el)) continue;
      const text = el.textContent.trim().slice(0, 40);
      outside.push(
        `<${el.tagName.toLowerCase()}> ${Math.round(rect.left)}..${Math.round(rect.right)} "${text}"`,
      );
      if (outside.length >= 5) break;
    }
    return { scrollWidth: document.documentElement.scrollWidth, outside };
  }, width);
}

/**
 * Waits until nothing reaches past a screen `width` px wide (lists and forms fill in after
 * the heading); fails with what sticks out if it never settles so.
 */
export async function expectFitsWidth(page: Page, width: number, where: string): Promise<void> {
  await expect
    .poll(() => overflow(page, width), { message: where, timeout: 5_000 })
    .toEqual({ scrollWidth: width, outside: [] });
}

/** axe-core's serious and critical findings on the page as it stands, one line each. */
export async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
