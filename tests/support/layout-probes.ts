/**
 * Layout probes that run in the page under test: the component tier calls them directly,
 * e2e specs pass them to `locator.evaluate`. So each is self-contained: no imports, no outer
 * names.
 */

/**
 * Where an element is on the screen as it stands (nothing is scrolled): whether its box lies
 * inside the viewport, and whether a tap at its centre reaches it (no ancestor's scroll box
 * clips it away and nothing covers it).
 * @returns `box` as "left..right × top..bottom" in CSS px
 */
export function placeOnScreen(el: Element): { inside: boolean; reached: boolean; box: string } {
  const r = el.getBoundingClientRect();
  const inside =
    r.left >= -1 &&
    r.top >= -1 &&
    r.right <= window.innerWidth + 1 &&
    r.bottom <= window.innerHeight + 1;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const reached = hit !== null && (hit === el || el.contains(hit));
  const box = `${Math.round(r.left)}..${Math.round(r.right)} × ${Math.round(r.top)}..${Math.round(r.bottom)}`;
  return { inside, reached, box };
}
