import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { PageHeaderProps } from '@/components/ui';
import { contentPageJsonLd, type PageSchema } from '../model';
import { useSiteOrigin } from '../site-origin';
import { StructuredData } from './structured-data';

export interface PageStructuredDataProps {
  /** The route's key in the `pages` namespace: the page's name and description. */
  readonly pageKey: PageHeaderProps['page'];
  /** What the page is (contentPageJsonLd); a WebPage when left out. */
  readonly schema?: PageSchema;
  /** The language of the page's text; the interface language when left out. */
  readonly lang?: string;
  /** Its last update, YYYY-MM-DD. */
  readonly updated?: string | undefined;
}

/**
 * The JSON-LD of the route's page at its absolute URL (contentPageJsonLd), named as its
 * heading. With PUBLIC_URL set it is in the prerendered HTML; without, it appears after
 * hydration (useSiteOrigin). Render it inside the page's PageHeader (which loads `pages`).
 */
export function PageStructuredData({ pageKey, schema, lang, updated }: PageStructuredDataProps) {
  const { t, i18n } = useTranslation('pages');
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  if (!origin) return null;
  return (
    <StructuredData
      data={contentPageJsonLd(
        origin,
        pathname,
        {
          name: t(`${pageKey}.title`),
          description: t(`${pageKey}.description`),
          lang: lang ?? i18n.resolvedLanguage ?? i18n.language,
          updated,
        },
        schema,
      )}
    />
  );
}
