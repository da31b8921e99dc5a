/**
 * The one owner of the interface language choice. It lives in four places, all written here:
 * the localStorage boot mirror (src/i18n BOOT_LANGUAGE_KEY: the page starts in the choice
 * before IndexedDB opens), IndexedDB (`settings.preferredLanguage`, through
 * src/data/language.ts), i18next (what is on screen), and, when signed in,
 * `users.language_preference`, written through the outbox so an offline choice is sent once
 * the network is back.
 */
import { DEFAULT_LANGUAGE, type Language } from '@/constants/languages';
import i18n, { BOOT_LANGUAGE_KEY, languageByCode, mirroredLanguage } from '@/i18n';
import { lookupIpLocation } from '@/lib/ip-location';
import { localDbExists } from '@/lib/local-db-presence';
import { contentMounted } from '@/lib/content-mounted';
import { hasStoredSession } from '@/lib/stored-session';
import { defaultLanguageForCountry, languageByName } from './model';
import { syncRunner } from '@/data/sync/loaders';

function mirror(language: Language): void {
  try {
    window.localStorage.setItem(BOOT_LANGUAGE_KEY, language.code);
  } catch {
    // Private mode without storage: the choice still holds for this page.
  }
  // The same choice for the server, which fills /profile/:id and /browse?trade=X in it
  // (pb_hooks/lib/page-render.js pageLanguage). A preference, not tracking: no consent needed.
  document.cookie = `${BOOT_LANGUAGE_KEY}=${language.code}; path=/; max-age=31536000; SameSite=Lax`;
}

/**
 * Starts loading the sync runner, which sends the profile's language write: the app starts
 * it only a moment after first paint, and the write made right after a sign-in would wait
 * for it.
 */
function preloadSyncRunner(): void {
  void syncRunner.load();
}

/**
 * Stores the choice in IndexedDB (with the profile write when `userId` is given). A signed-out
 * device without the app's database keeps it in the mirror only, which every start reads
 * first, and initLanguage copies it into IndexedDB on a start where that exists
 * (`keepStoredLanguage`): a first visit's automatic choice does not load Dexie
 * (docs/rendering.md).
 */
async function storeChoice(language: Language, userId: string | undefined): Promise<void> {
  if (!userId && !hasStoredSession() && !(await localDbExists())) return;
  const { storeLanguageChoice } = await import('@/data/language');
  await storeLanguageChoice(language.code, userId ? { userId, name: language.name } : null);
}

/**
 * Switches the interface to `language`, stores the choice and clears the cache of translated
 * user content. When `userId` is given, the profile write is queued in the outbox
 * with it: sent at once when online, else when the network is back.
 * @throws when IndexedDB cannot be used (the mirror and the screen have the choice already)
 */
export async function chooseLanguage(language: Language, userId?: string): Promise<void> {
  // The synchronous mirror first: a page load right after the choice starts in it.
  mirror(language);
  await storeChoice(language, userId);
  // Only a real change: a languageChanged event re-renders every translated component, and
  // during hydration that would throw the prerendered page away (a layout shift).
  if (i18n.language !== language.code) await i18n.changeLanguage(language.code);
}

/**
 * The `lang` query parameter of a link the server mailed (account mails add the mail's
 * language, pb_hooks/lib/account-mail.js), when it is one of the 20.
 */
function linkLanguage(): Language | undefined {
  try {
    return languageByCode(new URLSearchParams(window.location.search).get('lang'));
  } catch {
    return undefined;
  }
}

/**
 * On start: with no stored choice, picks the language of the mailed link that opened the
 * page (its `lang`), else the default for the visitor's country, and stores it, so later starts open in it directly. Never rejects. The interface switches
 * only once the first page has mounted: a page built at build time is English, and switching
 * while React hydrates it would hydrate English HTML with other words (docs/rendering.md).
 * @returns the language in use afterwards
 */
export async function initLanguage(): Promise<Language> {
  if (hasStoredSession()) preloadSyncRunner();
  try {
    // The mirror is written before IndexedDB on every choice, so it is never older. A device
    // without the app's database has no stored choice but the mirror: Dexie is not loaded.
    const hasDb = hasStoredSession() || (await localDbExists());
    const data = hasDb ? await import('@/data/language') : null;
    const stored =
      mirroredLanguage() ?? (data ? languageByCode(await data.storedLanguage()) : undefined);
    if (stored) {
      mirror(stored);
      await data?.keepStoredLanguage(stored.code);
      if (i18n.language !== stored.code) {
        await contentMounted;
        await i18n.changeLanguage(stored.code);
      }
      return stored;
    }
    const fromLink = linkLanguage();
    if (fromLink) {
      await contentMounted;
      await chooseLanguage(fromLink);
      return fromLink;
    }
    const location = await lookupIpLocation();
    const language = defaultLanguageForCountry(location?.countryCode, navigator.languages);
    await contentMounted;
    await chooseLanguage(language);
    return language;
  } catch {
    return languageByCode(i18n.language) ?? DEFAULT_LANGUAGE;
  }
}

/**
 * After sign-in (and each session refresh): a profile language wins over the local one (it
 * follows the user across devices), unless this device's own language write is newer than
 * the session's copy of the profile: still waiting in the outbox, or confirmed by the server
 * after that copy was read. With no language in the profile, the local choice is queued for
 * it. Never rejects: on failure the language on screen stays.
 * @param profile the session's copy of the account: its language_preference (an English
 *   language name, '' when none) and the record's `updated` ('' when unknown)
 */
export async function reconcileProfileLanguage(
  userId: string,
  profile: { readonly languagePreference: string; readonly updated: string },
): Promise<void> {
  try {
    preloadSyncRunner();
    const current = languageByCode(i18n.language) ?? DEFAULT_LANGUAGE;
    const { settleProfileLanguage } = await import('@/data/language');
    const chosen = languageByName(profile.languagePreference);
    const verdict = await settleProfileLanguage(
      userId,
      { name: chosen?.name ?? '', updated: profile.updated },
      current.name,
    );
    if (verdict === 'use-profile' && chosen && chosen.code !== current.code) {
      await chooseLanguage(chosen);
    }
  } catch {
    // IndexedDB or the SDK could not be loaded: the language on screen stays.
  }
}
