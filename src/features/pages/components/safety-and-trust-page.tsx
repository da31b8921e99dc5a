import { ContentPage } from './content-page';

/**
 * /safety-and-trust: verification and badges, how reviews are protected, reporting, safe
 * payments and what staff do with reports (docs/moderation.md, docs/security-model.md "Trust
 * rules"). Text: content/safety-and-trust/<lang>.md. Prerendered.
 */
export default function SafetyAndTrustPage() {
  return <ContentPage page="safety-and-trust" pageKey="safetyAndTrust" />;
}
