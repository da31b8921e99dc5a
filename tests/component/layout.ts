/**
 * Layout checks for component tests, run in the test's own page (Vitest browser mode): where
 * an element sits on the screen, and what reaches past a column's or the screen's edge.
 */
import i18n from 'i18next';
import { applyDocumentLanguage, languageByCode } from '@/i18n';

/**
 * Switches the interface to `code` and sets <html lang dir> as the app does when a language
 * is chosen (Arabic and Hebrew right-to-left).
 * @throws Error when `code` is not one of the app's languages
 */
export async function speak(code: string): Promise<void> {
  const language = languageByCode(code);
  if (!language) throw new Error(`not an app language: ${code}`);
  await i18n.changeLanguage(code);
  applyDocumentLanguage(language);
}

export { placeOnScreen } from '../support/layout-probes';

/**
 * What in `root` (itself and every element inside it with a box, visually hidden ones aside)
 * reaches past the left or right edge of root's parent: its column.
 */
export function outsideColumn(root: Element): string[] {
  const column = root.parentElement?.getBoundingClientRect();
  if (!column) return ['no parent'];
  const outside: string[] = [];
  for (const el of [root, ...root.querySelectorAll('*')]) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || el.closest('.sr-only')) continue;
    if (r.left >= column.left - 0.5 && r.right <= column.right + 0.5) continue;
    const what = el.id ? `#${el.id}` : el.textContent.trim().slice(0, 30);
    outside.push(
      `<${el.tagName.toLowerCase()}> ${what} ${Math.round(r.left)}..${Math.round(r.right)}` +
        ` in ${Math.round(column.left)}..${Math.round(column.right)}`,
    );
  }
  return outside;
}

/**
 * What reaches past the screen's left or right edge: the document's scroll width, and up to
 * five elements whose box crosses an edge (inside a horizontal scroller or visually hidden
 * ones aside).
 */
export function pastScreen(): { scrollWidth: number; outside: string[] } {
  const width = window.innerWidth;
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
    if (el.closest('.sr-only') || inScroller(el)) continue;
    outside.push(
      `<${el.tagName.toLowerCase()}> ${Math.round(rect.left)}..${Math.round(rect.right)}`,
    );
    if (outside.length >= 5) break;
  }
  return { scrollWidth: document.documentElement.scrollWidth, outside };
}
