import { ContentPage } from './content-page';

/**
 * /faq: every question, in groups (hiring, listing, payments, reviews, verification, privacy,
 * offline use, languages), with FAQPage structured data. Text: content/faq/<lang>.md, the
 * same source as the home page's questions. Prerendered.
 */
export default function FaqPage() {
  return <ContentPage page="faq" pageKey="faq" schema="FAQPage" toc />;
}
