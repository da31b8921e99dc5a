/** The footer's internal links, exactly the required list. */
export type FooterLabel =
  | 'browse'
  | 'auth'
  | 'contractorPortal'
  | 'howItWorks'
  | 'faq'
  | 'bestPractices'
  | 'contactSupport'
  | 'safetyAndTrust'
  | 'constructionEstimator'
  | 'planEstimator'
  | 'terms'
  | 'privacy'
  | 'affiliateSignup'
  | 'legalInquiries';

export interface FooterGroup {
  readonly heading: 'marketplace' | 'resources' | 'company';
  readonly links: readonly { readonly label: FooterLabel; readonly to: string }[];
}

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    heading: 'marketplace',
    links: [
      { label: 'browse', to: '/browse' },
      { label: 'auth', to: '/auth' },
      { label: 'contractorPortal', to: '/contractor-portal' },
      { label: 'howItWorks', to: '/how-it-works' },
      { label: 'affiliateSignup', to: '/affiliate-signup' },
    ],
  },
  {
    heading: 'resources',
    links: [
      { label: 'faq', to: '/faq' },
      { label: 'bestPractices', to: '/best-practices' },
      { label: 'constructionEstimator', to: '/construction-estimator' },
      { label: 'planEstimator', to: '/plan-estimator' },
      { label: 'safetyAndTrust', to: '/safety-and-trust' },
    ],
  },
  {
    heading: 'company',
    links: [
      { label: 'contactSupport', to: '/contact-support' },
      { label: 'terms', to: '/terms' },
      { label: 'privacy', to: '/privacy' },
      { label: 'legalInquiries', to: '/legal-inquiries' },
    ],
  },
];
