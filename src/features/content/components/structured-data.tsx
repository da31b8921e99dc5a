/**
 * A JSON-LD block (`<script type="application/ld+json">`). Browsers do not run it, so the CSP
 * needs no hash for it (scripts/csp-sources.mjs skips data blocks).
 * @param data a schema.org object; `<` is escaped so the text cannot close the element
 */
export function StructuredData({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
