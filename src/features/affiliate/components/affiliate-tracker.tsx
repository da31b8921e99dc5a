import { useEffect } from 'react';
import { trackAffiliateVisit } from '../api';

/** Renders nothing; runs the affiliate tracking once for the URL the app was opened with. */
export function AffiliateTracker() {
  useEffect(() => {
    void trackAffiliateVisit(window.location.search);
  }, []);
  return null;
}
