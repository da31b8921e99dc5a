import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/ui';
import { contentPageJsonLd, StructuredData, useContent, useSiteOrigin } from '@/features/content';
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
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  return (
    <PageHeader page={pageKey}>
      {origin && (
        <StructuredData
          data={contentPageJsonLd(origin, pathname, {
            name: t(`${pageKey}.title`),
            description: t(`${pageKey}.description`),
            lang: doc.lang,
            updated: doc.updated,
          })}
        />
      )}
      <VersionLine updated={doc.updated} />
      <EnglishText page={page} doc={doc} />
    </PageHeader>
  );
}
