/**
 * The best-practice articles: one Markdown file each, at
 * content/best-practices/<slug>/en.md, served at /best-practices/<slug> and prerendered.
 * The order here is the order of the index page within each audience.
 */

/** Who an article is written for. */
export type BestPracticeAudience = 'clients' | 'contractors';

export interface BestPracticeArticle {
  /** URL segment and content folder name: lower-case words joined by hyphens. */
  readonly slug: string;
  readonly audience: BestPracticeAudience;
}

export const BEST_PRACTICE_ARTICLES: readonly BestPracticeArticle[] = [
  { slug: 'getting-quotes', audience: 'clients' },
  { slug: 'checking-a-licence', audience: 'clients' },
  { slug: 'written-agreements', audience: 'clients' },
  { slug: 'a-good-listing', audience: 'contractors' },
  { slug: 'answering-requests', audience: 'contractors' },
  { slug: 'earning-reviews', audience: 'contractors' },
];

/** The article with this slug, or undefined when there is none. */
export function bestPracticeArticle(slug: string | undefined): BestPracticeArticle | undefined {
  return BEST_PRACTICE_ARTICLES.find((a) => a.slug === slug);
}
