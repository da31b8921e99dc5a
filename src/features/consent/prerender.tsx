/**
 * Build time only (src/prerender.tsx, not the app's bundle): the cookie banner every built page
 * carries for a first visit (static-banner.ts). Kept out of index.ts so its modules stay out of
 * the entry chunk.
 */
import { prerender } from 'react-dom/static';
import { addNamespace } from '@/i18n';
import engagement from '@/i18n/locales/en/engagement.json' with { type: 'json' };
import { LOCAL_DB_NAME } from '@/lib/local-db-presence';
import { ConsentBannerView } from './components/consent-banner-view';
import { STATIC_BANNER_ID, staticBannerScript } from './static-banner';

/**
 * The banner's strict variant in English, hidden, the markup of the app's own banner, and the
 * inline script that shows it.
 * @returns the `<section>` and its `<script>`, to place after #root
 */
export async function renderStaticBanner(): Promise<string> {
  addNamespace('engagement', engagement);
  const { prelude } = await prerender(
    <ConsentBannerView
      id={STATIC_BANNER_ID}
      hidden
      variant="strict"
      titleId="consent-static-title"
      testId="consent-banner-static"
      privacyLink={(text, className) => (
        <a href="/privacy#storage" className={className}>
          {text}
        </a>
      )}
    />,
  );
  const html = await new Response(prelude).text();
  return `${html}<script>${staticBannerScript(LOCAL_DB_NAME)}</script>`;
}
