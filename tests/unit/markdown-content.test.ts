import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  renderMarkdown,
  slugify,
  splitFrontMatter,
} from '../../scripts/markdown-content.mjs';

describe('renderMarkdown', () => {
  it('gives headings the {#id} written after them, without the marker', () => {
    const doc = renderMarkdown('## How we compare {#how-we-compare}\n\nText', { lang: 'en' });
    expect(doc.html).toContain('<h2 id="how-we-compare">How we compare</h2>');
    expect(doc.headings).toEqual([{ id: 'how-we-compare', text: 'How we compare', level: 2 }]);
  });

  it('slugs headings without an id, numbers non-Latin ones and repeats', () => {
    const doc = renderMarkdown('## Safe payments\n\n## Café & Co\n\n## 安全\n\n## Safe payments', {
      lang: 'en',
    });
    expect(doc.headings.map((h) => h.id)).toEqual([
      'safe-payments',
      'cafe-co',
      'section-3',
      'safe-payments-2',
    ]);
  });

  it('groups h3 items under their h2 with the HTML and text up to the next heading', () => {
    const doc = renderMarkdown(
      '## Hiring {#hiring}\n\n### What does it cost? {#cost}\n\n**$1** per hire.\n\n- no commission\n\n### Next? {#next}\n\nSee [the FAQ](/faq).\n\n## Other {#other}\n\nLoose text.',
      { lang: 'en' },
    );
    expect(doc.sections).toEqual([
      {
        id: 'hiring',
        title: 'Hiring',
        items: [
          {
            id: 'cost',
            title: 'What does it cost?',
            html: '<p><strong>$1</strong> per hire.</p>\n<ul>\n<li>no commission</li>\n</ul>',
            text: '$1 per hire. no commission',
          },
          {
            id: 'next',
            title: 'Next?',
            html: '<p>See <a href="/faq">the FAQ</a>.</p>',
            text: 'See the FAQ.',
          },
        ],
      },
      { id: 'other', title: 'Other', items: [] },
    ]);
  });

  it('escapes raw HTML: a content file cannot inject script', () => {
    const doc = renderMarkdown('Hi <script>alert(1)</script> <img src=x onerror=alert(1)>', {
      lang: 'en',
    });
    expect(doc.html).not.toContain('<script');
    expect(doc.html).not.toContain('<img');
    expect(doc.html).toContain('&lt;script&gt;');
  });

  it('wraps tables in a focusable box that scrolls on narrow screens', () => {
    const doc = renderMarkdown('| a | b |\n| - | - |\n| 1 | 2 |', { lang: 'en' });
    expect(doc.html).toMatch(/^<div class="content-table" tabindex="0"><table>/);
  });

  it('fills placeholders with the values for the language and keeps front matter', () => {
    const doc = renderMarkdown('---\ntitle: "T"\nupdated: 2026-11-26\n---\nPay {{fee}} once.', {
      lang: 'de',
      variables: { fee: '1 $' },
    });
    expect(doc).toMatchObject({ lang: 'de', title: 'T', updated: '2026-11-26' });
    expect(doc.html).toBe('<p>Pay 1 $ once.</p>\n');
  });
});

describe('front matter and placeholders', () => {
  it('returns the body unchanged without front matter', () => {
    expect(splitFrontMatter('# Hi')).toEqual({ data: {}, body: '# Hi' });
  });
  it('refuses unknown keys and malformed dates', () => {
    expect(() => splitFrontMatter('---\nauthor: me\n---\n')).toThrow(/unknown line/);
    expect(() => splitFrontMatter('---\nupdated: 26/11/2026\n---\n')).toThrow(/YYYY-MM-DD/);
  });
  it('refuses an unknown placeholder', () => {
    expect(() => fillPlaceholders('{{fees}}', { fee: '$1' })).toThrow('{{fees}}');
    expect(fillPlaceholders('{{ fee }} and {{fee}}', { fee: '$1' })).toBe('$1 and $1');
  });
  it('slugifies Latin text and gives up on other scripts', () => {
    expect(slugify('Über uns: Preise!')).toBe('uber-uns-preise');
    expect(slugify('料金')).toBe('');
  });
});
