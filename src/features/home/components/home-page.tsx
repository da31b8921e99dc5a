import { useTranslation } from 'react-i18next';
import { addNamespace } from '@/i18n';
import { useIsClient } from '@/lib/use-is-client';
import home from '@/i18n/locales/en/home.json' with { type: 'json' };
import { homeStructuredData } from '../model';
import { Explainer } from './explainer';
import { FaqSection } from './faq-section';
import { Hero } from './hero';
import { Services } from './services';
import { Testimonials } from './testimonials';
import { TradeGrid } from './trade-grid';

addNamespace('home', home);

/** The home page, with its search-engine metadata and JSON-LD. */
export default function HomePage() {
  const { t } = useTranslation(['home', 'common']);
  const faq = t('faq.items', { returnObjects: true });
  // Structured data needs absolute URLs, so it is added in the browser, after hydration.
  const structuredData =
    useIsClient() &&
    homeStructuredData(
      window.location.origin,
      {
        name: t('common:appName'),
        description: t('meta.description'),
        serviceName: t('structuredData.serviceName'),
        serviceDescription: t('structuredData.serviceDescription'),
      },
      faq,
    );
  return (
    <>
      <title>{t('meta.title')}</title>
      <meta name="description" content={t('meta.description')} />
      <meta property="og:title" content={t('meta.title')} />
      <meta property="og:description" content={t('meta.description')} />
      {structuredData && (
        <script
          type="application/ld+json"
          // JSON.stringify output with "<" escaped cannot close the script element.
          dangerouslySetInnerHTML={{
            __html: JSON.stringify(structuredData).replace(/</g, '\\u003c'),
          }}
        />
      )}
      <Hero />
      <TradeGrid />
      <Testimonials />
      <Explainer />
      <Services />
      <FaqSection items={faq} />
    </>
  );
}
