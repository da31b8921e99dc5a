/** Cookie consent: the banner, the stored choice, its rules. */
import { optionalChunk } from '@/lib/optional-chunk';

/**
 * The banner, in its own chunk (loaded after first paint); if that fails (offline before the
 * service worker has it) the page goes on without it and it is tried again online.
 */
export const ConsentBanner = optionalChunk(() => import('./components/consent-banner'));
export { identifiersAllowed, openConsentSettings, readConsent, signUpAttribution } from './api';
export { bannerVariant, mayStoreIdentifiers, STRICT_CONSENT_COUNTRIES } from './model';
