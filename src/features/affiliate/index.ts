/** Affiliate tracking on page load (spec §4). */
export { AffiliateTracker } from './components/affiliate-tracker';
export { newVisitorId, referralCodeFrom, VISITOR_PREFIX } from './model';
