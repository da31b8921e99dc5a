import { LegalPage } from './legal-page';

/**
 * /privacy: the privacy notice (content/privacy/en.md); its browser-storage table is at
 * `#storage`, where the cookie banner's link points.
 */
export default function PrivacyPage() {
  return <LegalPage page="privacy" pageKey="privacy" />;
}
