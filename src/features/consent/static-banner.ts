/**
 * The cookie banner in the page's HTML, for a first visit (issue 17: it is the largest thing a
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
