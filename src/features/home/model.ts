/** Pure rules of the home page. */

export type HireOutcome =
  { readonly to: '/browse' } | { readonly to: '/auth'; readonly error: 'hireNeedsLogin' };

/**
 * Where "Hire Contractors" leads: /browse when signed in; otherwise /auth with the error
 * "Please sign up or log in to browse contractors" (i18n key `hireNeedsLogin`).
 */
export function hireOutcome(signedIn: boolean): HireOutcome {
  return signedIn ? { to: '/browse' } : { to: '/auth', error: 'hireNeedsLogin' };
}

/**
 * The FAQ questions the home page shows (ids of content/faq/<lang>.md, the /faq page's
 * source), in this order.
 */
export const HOME_FAQ_IDS = [
  'cost-to-hire',
  'cost-to-list',
  'which-trades',
  'are-contractors-verified',
] as const;

/**
 * The home page's JSON-LD graph: WebSite with a SearchAction on /browse?q=, the Service,
 * and a FAQPage built from the same questions the page shows.
 * @param origin absolute origin, e.g. https://example.com (no trailing slash)
 * @param faq the FAQPage node (faqPageJsonLd of the questions shown)
 */
export function homeStructuredData(
  origin: string,
  text: { name: string; description: string; serviceName: string; serviceDescription: string },
  faq: { readonly '@type': 'FAQPage'; readonly mainEntity: readonly object[] },
) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        url: `${origin}/`,
        name: text.name,
        description: text.description,
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${origin}/browse?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
      {
        '@type': 'Service',
        name: text.serviceName,
        description: text.serviceDescription,
        serviceType: 'Contractor marketplace',
        provider: { '@type': 'Organization', name: text.name, url: `${origin}/` },
        areaServed: 'Worldwide',
        offers: { '@type': 'Offer', price: '1.00', priceCurrency: 'USD' },
      },
      faq,
    ],
  };
}
