import { ContentPage } from './content-page';

/**
 * /how-it-works: the steps for clients and contractors, the fees exactly as the server
 * applies them (docs/fees.md; `{{fee}}` is HIRE_FEE_USD in the reader's language), what
 * verification means, offline use, and "How we compare" (#how-we-compare: the published
 * figures behind the home page's comparison claims, with sources). Text:
 * content/how-it-works/<lang>.md. Prerendered.
 */
export default function HowItWorksPage() {
  return <ContentPage page="how-it-works" pageKey="howItWorks" toc />;
}
