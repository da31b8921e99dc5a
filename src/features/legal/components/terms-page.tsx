import { LegalPage } from './legal-page';

/** /terms: the marketplace's terms of service (content/terms/en.md). */
export default function TermsPage() {
  return <LegalPage page="terms" pageKey="terms" />;
}
