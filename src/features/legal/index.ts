/**
 * The English-only pages: /terms, /privacy, /best-practices and
 * /best-practices/:slug (Markdown in content/, rendered at build time by the content feature),
 * each its own lazily loaded chunk that loads its content with it. "Translate" and the
 * Markdown parser it needs load only when pressed (translate.ts).
 */
import { BEST_PRACTICE_ARTICLES } from '@/constants/best-practices';
import { withContent } from '@/features/content';
import { lazyPage } from '@/lib/lazy-page';

const ARTICLE_PAGES = BEST_PRACTICE_ARTICLES.map((a) => `best-practices/${a.slug}`);

export const TermsPage = lazyPage(withContent(['terms'], () => import('./components/terms-page')));
export const PrivacyPage = lazyPage(
  withContent(['privacy'], () => import('./components/privacy-page')),
);
export const BestPracticesPage = lazyPage(
  withContent(ARTICLE_PAGES, () => import('./components/best-practices-page')),
);
// Every article is small: the route loads them all rather than read the slug from the URL.
export const BestPracticeArticlePage = lazyPage(
  withContent(ARTICLE_PAGES, () => import('./components/best-practice-article-page')),
);
