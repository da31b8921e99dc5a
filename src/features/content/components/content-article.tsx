import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { languageByCode } from '@/i18n';
import type { ContentDoc } from '../model';

/**
 * A content document's HTML (made at build time from the repo's Markdown, raw HTML off),
 * styled for reading (`.content-prose` in index.css, logical properties for RTL). When the
 * document is the English fallback in another interface language it says so with
 * `lang`/`dir`. Links to the app's own pages navigate without reloading.
 * @param html defaults to the whole document; pass a part (e.g. one FAQ answer) instead
 */
export function ContentArticle({ doc, html }: { doc: ContentDoc; html?: string }) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const fallback = doc.lang !== (i18n.resolvedLanguage ?? i18n.language);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    if (event.shiftKey || event.altKey || !(event.target instanceof Element)) return;
    const link = event.target.closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || link?.target) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // The click handler only routes clicks on the links inside (a link's keyboard activation
    // fires click too), so the div itself needs no role.
    <div
      className="content-prose"
      lang={fallback ? doc.lang : undefined}
      dir={fallback ? languageByCode(doc.lang)?.dir : undefined}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html ?? doc.html }}
    />
  );
}
