/**
 * Choosing and remembering the interface language (spec §4 "Language", §3 preferredLanguage,
 * issue 4 item 9). The choice lives in IndexedDB (`settings.preferredLanguage`), mirrored in
 * localStorage for a synchronous start (src/i18n BOOT_LANGUAGE_KEY), and, when signed in, in
 * `users.language_preference`.
 */
import { DEFAULT_LANGUAGE, type Language } from '@/constants/languages';
import i18n, { BOOT_LANGUAGE_KEY, languageByCode, mirroredLanguage } from '@/i18n';
import { lookupIpLocation } from '@/lib/ip-location';
import { callPocketBase } from '@/lib/pocketbase-call';
import { defaultLanguageForCountry } from './model';

function mirror(language: Language): void {
  try {
    window.localStorage.setItem(BOOT_LANGUAGE_KEY, language.code);
  } catch {
    // Private mode without storage: the choice still holds for this page.
  }
}

/**
 * Switches the interface to `language`, stores the choice and clears the cache of translated
 * user content (spec §4). When `userId` is given, saves it to the user's profile too; a
 * failure there (offline) leaves the local choice in place and is retried on next start by
 * `reconcileProfileLanguage`.
 */
export async function chooseLanguage(language: Language, userId?: string): Promise<void> {
  // The synchronous mirror first: a page load right after the choice starts in it.
  mirror(language);
  const { setSetting } = await import('@/data/settings');
  const { localDb } = await import('@/data/local-db');
  // Cleared first, so once the choice is stored the old translations are gone.
  await localDb().translations.clear();
  await setSetting('preferredLanguage', language.code);
  // Only a real change: a languageChanged event re-renders every translated component, and
  // during hydration that would throw the prerendered page away (a layout shift).
  if (i18n.language !== language.code) await i18n.changeLanguage(language.code);
  if (userId) await saveProfileLanguage(userId, language);
}

async function saveProfileLanguage(userId: string, language: Language): Promise<void> {
  // Offline or refused: the local choice stands; reconcileProfileLanguage retries.
  await callPocketBase((pb) =>
    pb
      .collection('users')
      .update(userId, { language_preference: language.name }, { requestKey: null }),
  );
}

/**
 * On start: with no stored choice, picks the default for the visitor's country (spec §9)
 * and stores it, so later starts open in it directly. Never rejects.
 * @returns the language in use afterwards
 */
export async function initLanguage(): Promise<Language> {
  try {
    const { getSetting, setSetting } = await import('@/data/settings');
    // The mirror is written before IndexedDB on every choice, so it is never older.
    const mirrored = mirroredLanguage();
    const stored = mirrored ?? languageByCode(await getSetting('preferredLanguage'));
    if (stored) {
      mirror(stored);
      if ((await getSetting('preferredLanguage')) !== stored.code) {
        await setSetting('preferredLanguage', stored.code);
      }
      if (i18n.language !== stored.code) await i18n.changeLanguage(stored.code);
      return stored;
    }
    const location = await lookupIpLocation();
    const language = location ? defaultLanguageForCountry(location.countryCode) : DEFAULT_LANGUAGE;
    await chooseLanguage(language);
    return language;
  } catch {
    return languageByCode(i18n.language) ?? DEFAULT_LANGUAGE;
  }
}

/**
 * After sign-in: a profile language wins over the local one (it follows the user across
 * devices); with none in the profile, the local choice is saved to it.
 * @param profileLanguage the user's language_preference (English name, '' when none)
 */
export async function reconcileProfileLanguage(
  userId: string,
  profileLanguage: Language | undefined,
): Promise<void> {
  const current = languageByCode(i18n.language) ?? DEFAULT_LANGUAGE;
  if (profileLanguage && profileLanguage.code !== current.code) {
    await chooseLanguage(profileLanguage);
  } else if (!profileLanguage) {
    await saveProfileLanguage(userId, current);
  }
}
