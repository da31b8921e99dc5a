/**
 * On-demand translation of user content (on failure the original text is kept, silently).
 * Answers from the IndexedDB cache first, so what was translated once is available offline.
 * Whether the server can translate at all comes from its capability call, asked once per page
 * load and kept on the device.
 */
import { whenIdle } from '@/lib/idle';
import { callPocketBase } from '@/lib/pocketbase-call';
import { fetchCapabilities } from '@/lib/server-capabilities';

/**
 * The text in `language`, or null when it cannot be had now (offline and not cached, no
 * provider on the server, provider down). Never rejects.
 * @param language i18next locale code, e.g. "es"
 */
export async function translateText(text: string, language: string): Promise<string | null> {
  try {
    const { cachedTranslation, cacheTranslation } = await import('@/data/translations');
    const cached = await cachedTranslation(text, language);
    if (cached !== undefined) return cached;
    const result = await callPocketBase((pb) =>
      pb.send<{ translatedText?: unknown }>('/api/translate-content', {
        method: 'POST',
        body: { text, targetLanguage: language },
        requestKey: null,
      }),
    );
    const translated = result.ok ? result.value.translatedText : null;
    if (typeof translated !== 'string' || !translated) return null;
    await cacheTranslation(text, language, translated);
    return translated;
  } catch {
    return null;
  }
}

let translationCapability: Promise<boolean> | undefined;

/**
 * Keeps the server's answer on the device for offline page loads, once the page is idle
 * (lib/idle.ts): opening the database, and on a first visit creating it, is no work for the
 * page load of a guest reading a profile. Never rejects (a failed write keeps the last answer).
 */
async function keepCapability(translate: boolean): Promise<void> {
  try {
    await whenIdle();
    const { setSetting } = await import('@/data/settings');
    await setSetting('server_capabilities', { translate });
  } catch {
    // Not kept: the next load asks again, and offline the last kept answer holds.
  }
}

/**
 * Whether this server translates (a provider is configured): GET /api/app/capabilities,
 * asked once per page load; the answer is kept on the device (settings
 * `server_capabilities`), so offline or when the call fails the last answer holds. False
 * when it was never known. Never rejects.
 */
export function translationAvailable(): Promise<boolean> {
  translationCapability ??= (async () => {
    try {
      const answered = await fetchCapabilities();
      if (answered) {
        void keepCapability(answered.translate);
        return answered.translate;
      }
      const { getSetting } = await import('@/data/settings');
      return (await getSetting('server_capabilities'))?.translate === true;
    } catch {
      return false;
    }
  })();
  return translationCapability;
}
