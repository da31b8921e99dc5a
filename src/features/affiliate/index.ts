/** Affiliate tracking on page load. */
export { AffiliateTracker } from './components/affiliate-tracker';
export { newVisitorId, referralCodeFrom, VISITOR_PREFIX } from './model';
