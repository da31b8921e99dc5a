/**
 * The text of a PDF (e.g. from `page.pdf()`), for e2e checks of what a printed page says.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every text of a PDF, items joined by spaces and pages by newlines (pdfjs-dist's legacy build runs in Node). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n');
}
