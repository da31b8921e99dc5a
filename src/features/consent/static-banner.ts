/**
 * The cookie banner in the page's HTML, for a first visit (it is the largest thing a
 * first visit to a text page paints, and the app's banner only comes after hydration and the
 * location lookup). Every built page carries it hidden, with the inline script below, which
 * shows it when the browser has no app database (so no stored choice: consent lives there) and
 * the page is in English (the prerender's language) and not hidden for a client render. Its
 * buttons work before the app does: a click hides it and leaves the choice on <html>. The app's
 * banner (consent-banner.tsx) then takes over: it stores that choice with the visitor's
 * country, or shows itself (in the visitor's language and variant) and removes this one.
 * docs/rendering.md "The cookie banner in the HTML".
 */
import type { ConsentChoice } from './components/consent-banner-view';

/** The id of the HTML banner's `<section>`. */
export const STATIC_BANNER_ID = 'consent-static';

/** Set on <html> by a click on the HTML banner: the choice, "accept" or "decline". */
export const STATIC_CHOICE_ATTRIBUTE = 'data-consent-choice';

/**
 * The inline script placed right after the HTML banner (its CSP hash is taken from the built
 * page, scripts/csp-sources.mjs).
 * @param dbName the app's IndexedDB name (src/lib/local-db-presence.ts LOCAL_DB_NAME)
 * @returns the script's text
 */
export function staticBannerScript(dbName: string): string {
  return (
    '(function(){try{var d=document,e=d.documentElement,' +
    `b=d.getElementById(${JSON.stringify(STATIC_BANNER_ID)});if(!b)return;` +
    'b.addEventListener("click",function(v){var t=v.target,c=t&&t.closest&&t.closest("[data-consent]");' +
    `if(!c)return;e.setAttribute(${JSON.stringify(STATIC_CHOICE_ATTRIBUTE)},c.getAttribute("data-consent"));b.remove()});` +
    'if(e.hasAttribute("data-client-render")||e.lang!=="en")return;' +
    'var i=window.indexedDB;if(!i||typeof i.databases!=="function")return;' +
    'i.databases().then(function(l){for(var k=0;k<l.length;k++)' +
    `if(l[k].name===${JSON.stringify(dbName)})return;` +
    'if(b.isConnected)b.hidden=false},function(){})}catch(x){}})()'
  );
}

/**
 * The choice made on the HTML banner before the app's banner took over, which it forgets
 * (the attribute is removed), or null when none was made.
 */
export function takeStaticChoice(doc: Document = document): ConsentChoice | null {
  const root = doc.documentElement;
  const choice = root.getAttribute(STATIC_CHOICE_ATTRIBUTE);
  root.removeAttribute(STATIC_CHOICE_ATTRIBUTE);
  return choice === 'accept' || choice === 'decline' ? choice : null;
}

/** Removes the HTML banner, shown or not (the app's banner decides from here on). */
export function removeStaticBanner(doc: Document = document): void {
  doc.getElementById(STATIC_BANNER_ID)?.remove();
}

/**
 * Makes the HTML banner the app's own banner when it shows what that would draw: shown, the
 * strict variant (the caller's to check), in the page's language, English. The app then draws
 * no second banner over it: a swap that cost a first visit's main thread a layout and a render.
 * From here on a click on its buttons reaches `onDecide` (after its own script has
 * removed it) and its privacy link navigates inside the app.
 * @param language the app's current language code
 * @param onDecide called with the choice made on it
 * @param navigate the router's navigation, for the privacy link
 * @returns whether it was adopted; when not, the caller draws its own banner
 */
export function adoptStaticBanner(
  language: string,
  onDecide: (choice: ConsentChoice) => void,
  navigate: (to: string) => void,
  doc: Document = document,
): boolean {
  const banner = doc.getElementById(STATIC_BANNER_ID);
  if (!banner || banner.hidden || language !== 'en') return false;
  banner.setAttribute('data-testid', ADOPTED_TEST_ID);
  banner.addEventListener('click', (event) => {
    const target = event.target as Partial<Element> | null;
    const closest = (selector: string) =>
      typeof target?.closest === 'function' ? target.closest(selector) : null;
    const link = closest('a[href]');
    const plain = event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey);
    if (link && plain && !event.altKey) {
      event.preventDefault();
      navigate(link.getAttribute('href') ?? '/');
      return;
    }
    if (!closest('[data-consent]')) return;
    // Its own script has run first: the banner is gone and the choice is on <html>.
    const choice = takeStaticChoice(doc);
    if (choice) onDecide(choice);
  });
  return true;
}

/** The `data-testid` of an adopted HTML banner: the app's banner's (consent-banner.tsx). */
export const ADOPTED_TEST_ID = 'consent-banner';
