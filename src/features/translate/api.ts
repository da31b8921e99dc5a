/**
 * On-demand translation of user content (on failure the original text is kept, silently).
 * Answers from the IndexedDB cache first, so what was translated once is available offline.
 */
import { callPocketBase } from '@/lib/pocketbase-call';

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
