import { PageHeader } from '@/components/ui';
import { PageStructuredData, useContent } from '@/features/content';
import type { PageKey } from '@/features/pages';
import { EnglishText } from './english-text';
import { VersionLine } from './version-line';

/**
 * /terms and /privacy: the heading and description in the interface language (`pages`
 * namespace), the version date, and the English text (content/<page>/en.md) with the
 * configured names, its "English text governs" note and "Translate", and its WebPage
 * JSON-LD (absolute URLs from PUBLIC_URL, see useSiteOrigin). Prerendered.
 */
export function LegalPage({ page, pageKey }: { page: 'terms' | 'privacy'; pageKey: PageKey }) {
  const doc = useContent(page);
  return (
    <PageHeader page={pageKey}>
      <PageStructuredData pageKey={pageKey} lang={doc.lang} updated={doc.updated} />
      <VersionLine updated={doc.updated} />
      <EnglishText page={page} doc={doc} />
    </PageHeader>
  );
}
