/**
 * What the app must offer, written out here on their own so tests check the app against the
 * requirements rather than against the app's own tables.
 */

/** Every required route except home. */
export const SPEC_ROUTES = [
  '/browse',
  '/dashboard',
  '/profile/:id',
  '/auth',
  // The pages the account mails link to, in the user's language.
  '/auth/confirm-verification',
  '/auth/confirm-password-reset',
  '/auth/confirm-email-change',
  '/auth/oauth-callback',
  '/auth/choose-role',
  '/contractor-portal',
  '/community',
  '/how-it-works',
  '/faq',
  '/terms',
  '/privacy',
  '/client-dashboard',
  '/admin',
  '/admin/email-blast',
  // The staff lists (security events, exit-intent leads, affiliates, audit log).
  '/admin/security-events',
  '/admin/leads',
  '/admin/affiliates',
  '/admin/audit',
  // The admins' import of the BLS OEWS wage file (docs/cost-data.md).
  '/admin/cost-data',
  // The moderation queues (docs/moderation.md).
  '/admin/listings',
  '/admin/reviews',
  '/admin/verifications',
  '/admin/disputes',
  // The staff view of the contact forms.
  '/admin/support',
  '/account-settings',
  '/payment-success',
  '/affiliate-signup',
  '/affiliate-pending',
  '/affiliate-dashboard',
  '/affiliate-terms',
  '/affiliate-verify',
  // The marketing consent's emailed confirmation link (double opt-in).
  '/marketing-confirm',
  '/legal-inquiries',
  '/safety-and-trust',
  '/contact-support',
  '/construction-estimator',
  '/plan-estimator',
  '/subscribe-estimator',
  '/estimator/projects',
  '/estimator/auth',
  '/materials-database',
  '/labor-database',
  '/best-practices',
  // One page per best-practice article.
  '/best-practices/:slug',
  '/test-resend',
];

/** The required footer links (the external estimating partner comes from config). */
export const SPEC_FOOTER_LINKS = [
  '/browse',
  '/auth',
  '/contractor-portal',
  '/how-it-works',
  '/faq',
  '/best-practices',
  '/contact-support',
  '/safety-and-trust',
  '/construction-estimator',
  '/plan-estimator',
  '/terms',
  '/privacy',
  '/affiliate-signup',
  '/legal-inquiries',
];

/** Trade values that must exist (some of the 45). */
export const SPEC_TRADES = [
  'architect',
  'carpenter',
  'general_contractor',
  'hvac_technician_hvacr',
  'roofer',
  'electrician_electrical_technician',
  'plumber_pipefitter_steamfitter',
  'welder_welding_specialist',
  'wood_framer',
  'swimming_pool_contractor',
  'cleaner',
  'landscaper_landscape_contractor',
  'painter_decorator',
  'flooring_installer',
  'tiler_tile_setter',
  'glazier',
];
