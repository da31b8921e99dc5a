// Markdown content pages (content/<page>/<lang>.md), turned into HTML at BUILD time: the Vite
// plugin below makes every `.md` module under content/ a small JS module whose default export
// is the rendered document (HTML string, headings, front matter). Pages get the HTML, not
// the parser (only the legal pages' lazy "Translate" chunk loads markdown-it in the browser).
// Pure functions, unit-tested (tests/unit/markdown-content.test.ts). How a page uses it: docs/rendering.md.
import MarkdownIt from 'markdown-it';

/**
 * @typedef {{ id: string, text: string, level: number }} ContentHeading
 * @typedef {{ id: string, title: string, html: string, text: string }} ContentItem
 * @typedef {{ id: string, title: string, items: ContentItem[] }} ContentSection
 * @typedef {{
 *   lang: string,
 *   title?: string,
 *   description?: string,
 *   updated?: string,
 *   html: string,
 *   headings: ContentHeading[],
 *   sections: ContentSection[],
 * }} ContentDoc
 */

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const FRONT_MATTER_KEYS = new Set(['title', 'description', 'updated']);
/** `## Heading text {#explicit-id}`: the id every language shares, for links like #how-we-compare. */
const EXPLICIT_ID = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/;
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/**
 * Splits optional front matter off a Markdown file. Only `key: value` lines with the keys
 * title, description and updated (YYYY-MM-DD) are allowed; values may be quoted.
 * @param {string} source the file's text
 * @returns {{ data: Record<string, string>, body: string }}
 * @throws on an unknown key, a line that is not `key: value`, or a malformed date
 */
export function splitFrontMatter(source) {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { data: {}, body: source };
  /** @type {Record<string, string>} */
  const data = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const pair = /^([a-z]+):\s*(.*)$/.exec(line);
    if (!pair?.[1] || !FRONT_MATTER_KEYS.has(pair[1])) {
      throw new Error(`front matter: unknown line "${line}"`);
    }
    data[pair[1]] = (pair[2] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2');
  }
  if (data.updated !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(data.updated)) {
    throw new Error(`front matter: updated must be YYYY-MM-DD, got "${data.updated}"`);
  }
  return { data, body: source.slice(match[0].length) };
}

/**
 * Replaces `{{name}}` placeholders (e.g. `{{fee}}`, the hire fee formatted for the file's
 * language) with their values.
 * @param {string} text Markdown
 * @param {Record<string, string>} variables
 * @returns {string}
 * @throws when a placeholder has no value (a typo must not reach the page)
 */
export function fillPlaceholders(text, variables) {
  return text.replace(PLACEHOLDER, (_whole, name) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`unknown placeholder {{${name}}}`);
    return value;
  });
}

/**
 * A heading's id from its text: lower-case Latin letters and digits joined by hyphens
 * (accents dropped); empty for text without any (Japanese, Arabic, ...).
 * @param {string} text
 * @returns {string}
 */
export function slugify(text) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The plain text of an inline token (what a reader sees), for headings and JSON-LD.
 * @param {import('markdown-it').Token} token
 * @returns {string}
 */
function inlineText(token) {
  return (token.children ?? [])
    .map((child) =>
      child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : child.content,
    )
    .join('')
    .trim();
}

/**
 * markdown-it with raw HTML off (a writer's `<script>` shows as text), typographic quotes
 * off (each language has its own), tables wrapped in a scrolling box (390 px phones) and
 * heading ids: `{#id}` when the heading ends with one, else slugify(text), else
 * `section-<n>`; repeated ids get `-2`, `-3`.
 */
function createParser() {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  md.core.ruler.push('heading_ids', (state) => {
    /** @type {Map<string, number>} */
    const used = new Map();
    let counter = 0;
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i += 1) {
      const open = tokens[i];
      if (open?.type !== 'heading_open') continue;
      const inline = tokens[i + 1];
      counter += 1;
      let id = '';
      const last = inline?.children?.at(-1);
      const explicit = last?.type === 'text' ? EXPLICIT_ID.exec(last.content) : null;
      if (last && explicit?.[1]) {
        id = explicit[1];
        last.content = last.content.slice(0, explicit.index);
        if (inline) inline.content = inline.content.replace(EXPLICIT_ID, '');
      }
      if (!id && inline) id = slugify(inlineText(inline));
      if (!id) id = `section-${counter}`;
      const seen = used.get(id) ?? 0;
      used.set(id, seen + 1);
      open.attrSet('id', seen === 0 ? id : `${id}-${seen + 1}`);
    }
  });
  md.renderer.rules.table_open = () => '<div class="content-table" tabindex="0"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
  return md;
}

const parser = createParser();

/**
 * Renders one content file.
 * @param {string} source the Markdown file, with optional front matter
 * @param {{ lang: string, variables?: Record<string, string> }} options the file's language
 *   and the values of its `{{placeholders}}`
 * @returns {ContentDoc} the HTML, every heading (id, text, level), and the h2 sections with
 *   the h3 items under them (each item's HTML and plain text up to the next h2/h3: FAQ
 *   questions and answers)
 * @throws on bad front matter or an unknown placeholder
 */
export function renderMarkdown(source, { lang, variables = {} }) {
  const { data, body } = splitFrontMatter(source);
  const tokens = parser.parse(fillPlaceholders(body, variables), {});
  const html = parser.renderer.render(tokens, parser.options, {});
  /** @type {ContentHeading[]} */
  const headings = [];
  /** @type {ContentSection[]} */
  const sections = [];
  /** @type {{ item: ContentItem, start: number } | null} */
  let open = null;
  /** @param {number} end index of the token after the item */
  const closeItem = (end) => {
    if (!open) return;
    const slice = tokens.slice(open.start, end);
    open.item.html = parser.renderer.render(slice, parser.options, {}).trim();
    open.item.text = slice
      .filter((t) => t.type === 'inline')
      .map(inlineText)
      .join(' ')
      .trim();
    open = null;
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token?.type !== 'heading_open') continue;
    const level = Number(token.tag.slice(1));
    const id = String(token.attrGet('id') ?? '');
    const inline = tokens[i + 1];
    const text = inline ? inlineText(inline) : '';
    headings.push({ id, text, level });
    if (level > 3) continue;
    closeItem(i);
    if (level === 2) sections.push({ id, title: text, items: [] });
    if (level === 3) {
      const item = { id, title: text, html: '', text: '' };
      sections.at(-1)?.items.push(item);
      open = { item, start: i + 3 };
    }
  }
  closeItem(tokens.length);
  return { lang, ...data, html, headings, sections };
}

/**
 * The Vite plugin: `content/<page>/<lang>.md` (and `content/<page>/<slug>/<lang>.md`) becomes
 * `export default <ContentDoc>`. The app loads these modules with import.meta.glob, one chunk
 * per page and language (src/features/content/loader.ts).
 * @param {{ variables: (lang: string) => Record<string, string> }} options the placeholder
 *   values for a language
 * @returns {import('vite').Plugin}
 */
export function markdownContent({ variables }) {
  return {
    name: 'markdown-content',
    enforce: 'pre',
    transform(code, id) {
      // `?raw` imports (the legal pages' Translate reads the English source) stay text.
      if (/[?&]raw\b/.test(id)) return null;
      const match = /\/content\/(?:.+\/)?([a-z]{2})\.md$/.exec(id.split('?')[0] ?? '');
      if (!match?.[1]) return null;
      try {
        const doc = renderMarkdown(code, { lang: match[1], variables: variables(match[1]) });
        return { code: `export default ${JSON.stringify(doc)};\n`, map: null };
      } catch (error) {
        this.error(`${id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
