/**
 * "Translate" for the English-only legal texts and articles: the page's Markdown is
 * cut into pieces the translation route accepts (model.ts translationChunks), each translated
 * through the app's on-demand translation (src/features/translate: the server's provider,
 * cached on the device, so a page translated once reads offline), and the result rendered
 * with the same Markdown parser the build uses; an article's title and description go the
 * same way. Loaded only when someone presses "Translate": neither the Markdown sources nor
 * the parser are in any page's chunk.
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

/** A page's title and description (front matter), as shown above its text. */
export interface DocumentHeading {
  readonly title?: string | undefined;
  readonly description?: string | undefined;
}

/** A translated page: its text as HTML and, when asked for, its title and description. */
export interface TranslatedDocument extends DocumentHeading {
  readonly html: string;
}

/**
 * The text in `language`, or null when it cannot be had; an absent text stays absent.
 * @throws never; null stands for every failure (translateText never rejects)
 */
async function translateOptional(
  text: string | undefined,
  language: string,
): Promise<{ text: string | undefined } | null> {
  if (!text) return { text: undefined };
  const translated = await translateText(text, language);
  return translated === null ? null : { text: translated };
}

/**
 * A content page's English text translated into `language`, with the title and description
 * shown above it (the article's heading) when given, each through translateText (the
 * server's provider, cached on the device) like the pieces of the text.
 * @param page the content page, e.g. "terms" or "best-practices/getting-quotes"
 * @param values the `{{token}}` values (model.ts tokenValues), filled in before translating
 * @param language i18next code of the interface language, e.g. "de"
 * @param heading the English title and description to translate too; leave out when the page
 *   shows its own heading (terms and privacy show the `pages` namespace's, already translated)
 * @returns null when any piece could not be translated (offline and not cached, no provider,
 *   provider down): the page then keeps the English text and heading. Never rejects.
 */
export async function translateDocument(
  page: string,
  values: Readonly<Record<string, string>>,
  language: string,
  heading?: DocumentHeading,
): Promise<TranslatedDocument | null> {
  try {
    const load = sources[`/content/${page}/en.md`];
    if (!load) return null;
    // One piece after another: the server allows 30 translations a minute per address.
    const title = await translateOptional(
      heading?.title && fillTokens(heading.title, values),
      language,
    );
    if (!title) return null;
    const description = await translateOptional(
      heading?.description && fillTokens(heading.description, values),
      language,
    );
    if (!description) return null;
    const chunks = translationChunks(fillTokens(await load(), values));
    const translated: string[] = [];
    for (const chunk of chunks) {
      const result = await translateText(chunk, language);
      if (result === null) return null;
      translated.push(result);
    }
    return {
      html: await renderMarkdown(translated.join('\n\n')),
      title: title.text,
      description: description.text,
    };
  } catch {
    return null;
  }
}
