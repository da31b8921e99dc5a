/**
 * "Translate" for the English-only legal texts and articles (issue 14): the page's Markdown is
 * cut into pieces the translation route accepts (model.ts translationChunks), each translated
 * through the app's on-demand translation (src/features/translate: the server's provider,
 * cached on the device, so a page translated once reads offline), and the result rendered
 * with the same Markdown parser the build uses. Loaded only when someone presses "Translate":
 * neither the Markdown sources nor the parser are in any page's chunk.
 */
import { translateText } from '@/features/translate';
import { fillTokens, translationChunks } from './model';

const sources = import.meta.glob<string>('/content/**/en.md', {
  query: '?raw',
  import: 'default',
});

/**
 * Markdown to HTML as the build renders content (scripts/markdown-content.mjs): raw HTML off
 * (a translation cannot inject markup), tables in a box that scrolls sideways on a phone.
 */
async function renderMarkdown(markdown: string): Promise<string> {
  const { default: MarkdownIt } = await import('markdown-it');
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  md.renderer.rules.table_open = () => '<div class="content-table" tabindex="0"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
  return md.render(markdown);
}

/**
 * The HTML of a content page's English text translated into `language`.
 * @param page the content page, e.g. "terms" or "best-practices/getting-quotes"
 * @param values the `{{token}}` values (model.ts tokenValues), filled in before translating
 * @param language i18next code of the interface language, e.g. "de"
 * @returns null when any piece could not be translated (offline and not cached, no provider,
 *   provider down): the page then keeps the English text. Never rejects.
 */
export async function translateDocument(
  page: string,
  values: Readonly<Record<string, string>>,
  language: string,
): Promise<string | null> {
  try {
    const load = sources[`/content/${page}/en.md`];
    if (!load) return null;
    const chunks = translationChunks(fillTokens(await load(), values));
    const translated: string[] = [];
    // One piece after another: the server allows 30 translations a minute per address.
    for (const chunk of chunks) {
      const result = await translateText(chunk, language);
      if (result === null) return null;
      translated.push(result);
    }
    return await renderMarkdown(translated.join('\n\n'));
  } catch {
    return null;
  }
}
