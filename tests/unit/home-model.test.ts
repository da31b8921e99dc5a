import { describe, expect, it } from 'vitest';
import { faqPageJsonLd } from '@/features/content/model';
import { hireOutcome, homeStructuredData } from '@/features/home/model';

describe('Hire Contractors', () => {
  it('goes to /browse when signed in', () => {
    expect(hireOutcome(true)).toEqual({ to: '/browse' });
  });
  it('sends a signed-out visitor to /auth with the login error', () => {
    expect(hireOutcome(false)).toEqual({ to: '/auth', error: 'hireNeedsLogin' });
  });
});

describe('home structured data', () => {
  const data = homeStructuredData(
    'https://trades.example',
    { name: 'TradesMarket', description: 'd', serviceName: 's', serviceDescription: 'sd' },
    faqPageJsonLd([
      { id: 'q1', question: 'Q1?', html: '<p>A1</p>', text: 'A1' },
      { id: 'q2', question: 'Q2?', html: '<p>A2</p>', text: 'A2' },
    ]),
  );
  const byType = (type: string) => data['@graph'].find((node) => node['@type'] === type);

  it('declares a WebSite whose SearchAction points at /browse?q=', () => {
    expect(byType('WebSite')).toMatchObject({
      url: 'https://trades.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://trades.example/browse?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('declares the Service at $1 and a FAQPage of the given questions', () => {
    expect(byType('Service')).toMatchObject({ offers: { price: '1.00', priceCurrency: 'USD' } });
    expect(byType('FAQPage')).toEqual({
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1' } },
        { '@type': 'Question', name: 'Q2?', acceptedAnswer: { '@type': 'Answer', text: 'A2' } },
      ],
    });
  });
});
