import { useTranslation } from 'react-i18next';
import {
  FAQ_PAGE,
  faqPageJsonLd,
  pickFaqEntries,
  SiteStructuredData,
  useContent,
} from '@/features/content';
import { addNamespace } from '@/i18n';
import home from '@/i18n/locales/en/home.json' with { type: 'json' };
import { HOME_FAQ_IDS, homeStructuredData } from '../model';
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
  const faqDoc = useContent(FAQ_PAGE);
  const faq = pickFaqEntries(faqDoc, HOME_FAQ_IDS);
  return (
    <>
      <title>{t('meta.title')}</title>
      <meta name="description" content={t('meta.description')} />
      <meta property="og:title" content={t('meta.title')} />
      <meta property="og:description" content={t('meta.description')} />
      {/* Absolute URLs: from PUBLIC_URL in the prerendered HTML, else added after hydration. */}
      <SiteStructuredData
        data={(origin) =>
          homeStructuredData(
            origin,
            {
              name: t('common:appName'),
              description: t('meta.description'),
              serviceName: t('structuredData.serviceName'),
              serviceDescription: t('structuredData.serviceDescription'),
            },
            faqPageJsonLd(faq),
          )
        }
      />
      <Hero />
      <TradeGrid />
      <Testimonials />
      <Explainer />
      <Services />
      <FaqSection doc={faqDoc} items={faq} />
    </>
  );
}
