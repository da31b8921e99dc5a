/**
 * What a visitor did on a prerendered page before the app's code ran, handed to React once it
 * has hydrated. A page built at build time paints before its JavaScript is even requested
 * (docs/rendering.md "First paint"), so on a slow phone there is a moment where the form is
 * on screen but React is not listening: a typed message, a chosen language or a ticked box
 * stays in the DOM while React's state does not know it (React 19 keeps the DOM value when it
 * hydrates but calls no onChange), and a press on a submit button would make the browser
 * submit the form itself (a GET to the same URL, the fields in the query string, the message
 * lost). The page's loader (scripts/defer-app-code.mjs) holds such a submit back and marks its
 * button with `data-early-submit`; replayEarlyInput replays both.
 */

/** Set on <html> once React handles the page's events; the loader's submit guard stops then. */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/** The loader's mark on the submit button (or the form) whose submit it held back. */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';

let hydrating = false;

/**
 * Called by src/main.tsx when it hydrates HTML built at build time (not when it renders the
 * page afresh: then every field is React's own and nothing is replayed).
 */
export function markHydrating(): void {
  hydrating = true;
}

const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

/**
 * Sets a field's `value` through the setter on its prototype chain, not the element's own
 * property that React's value tracker defines: the tracker keeps the value it last saw.
 */
function setValueNatively(element: Element, value: string): void {
  Reflect.set(Object.getPrototypeOf(element) as object, 'value', value, element);
}

/**
 * Hands React one field's early value: React's tracker of the last value it saw is set to
 * something else through the element's own property, the visitor's value is put back
 * through the prototype's setter (which the tracker does not see), and the event React
 * listens for makes it call the field's onChange with the visitor's value. For a check box or
 * radio button: set to the other state (tracked), then clicked, as the visitor did.
 */
function replayField(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  early: string | boolean,
): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    field.value = String(early);
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (typeof early === 'boolean' && field instanceof HTMLInputElement) {
    field.checked = !early;
    field.click();
  } else {
    const typed = String(early);
    field.value = typed === '' ? ' ' : '';
    setValueNatively(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** A field's value (or checked state) when it differs from what React rendered, else null. */
function earlyValue(field: Element): string | boolean | null {
  if (field instanceof HTMLSelectElement) {
    if (field.multiple) return null;
    // Server-rendered HTML marks the option React chose `selected` (defaultSelected); an option
    // React selected itself in the browser has no such mark, and is not the visitor's doing.
    const rendered = [...field.options].find((option) => option.defaultSelected);
    return rendered && field.value !== rendered.value ? field.value : null;
  }
  if (field instanceof HTMLTextAreaElement) {
    return field.value !== field.defaultValue ? field.value : null;
  }
  if (!(field instanceof HTMLInputElement) || NOT_TYPED.has(field.type)) return null;
  if (field.type === 'checkbox' || field.type === 'radio') {
    // Of a radio group only the button the visitor chose is replayed.
    const changed = field.checked !== field.defaultChecked;
    return changed && (field.type === 'checkbox' || field.checked) ? field.checked : null;
  }
  return field.value !== field.defaultValue ? field.value : null;
}

/**
 * Replays the visitor's early input under `root` to React: every field whose value differs
 * from what React rendered (its `defaultValue`, `defaultChecked` or the option React marked
 * selected), read all at once (React's render after the first may put the others back to its
 * state) and handed over one task after another (so each onChange sees the state the one
 * before it set), then the submit the loader held back. Call once, right after the first
 * page's content has mounted; unless main.tsx hydrated it (markHydrating), nothing is
 * replayed (the page's HTML was hidden, empty or the server's, and React rendered its own
 * fields in its place). Either way sets INTERACTIVE_ATTRIBUTE, which ends the loader's guard.
 * @param root the app's root element
 * @returns how many fields will be replayed
 */
export function replayEarlyInput(root: ParentNode): number {
  document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  if (!hydrating) return 0;
  const steps: (() => void)[] = [];
  for (const field of root.querySelectorAll<
    HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  >('input, textarea, select')) {
    const early = earlyValue(field);
    if (early !== null) steps.push(() => replayField(field, early));
  }
  const replayed = steps.length;
  const held = root.querySelector(`[${EARLY_SUBMIT_ATTRIBUTE}]`);
  if (held) {
    held.removeAttribute(EARLY_SUBMIT_ATTRIBUTE);
    steps.push(() => {
      if (!held.isConnected) return;
      if (held instanceof HTMLFormElement) held.requestSubmit();
      else if (held instanceof HTMLButtonElement || held instanceof HTMLInputElement) {
        held.form?.requestSubmit(held);
      }
    });
  }
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    step();
    setTimeout(next, 0);
  };
  if (steps.length > 0) setTimeout(next, 0);
  return replayed;
}
