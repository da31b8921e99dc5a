/** Cookie consent: the banner, the stored choice, its rules. */
import { lazy } from 'react';

/** The banner, in its own chunk (loaded after first paint). */
export const ConsentBanner = lazy(() => import('./components/consent-banner'));
export { identifiersAllowed, openConsentSettings, readConsent } from './api';
export { bannerVariant, mayStoreIdentifiers, STRICT_CONSENT_COUNTRIES } from './model';
