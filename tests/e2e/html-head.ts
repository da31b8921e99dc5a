/**
 * Readers of what a served HTML document tells crawlers that run no script: its JSON-LD
 * blocks and its canonical links.
 */

/** A parsed JSON-LD block: one node, or a `@graph` of them. */
export type JsonLd = Record<string, unknown> & { '@graph'?: Record<string, unknown>[] };

/** Every JSON-LD block of an HTML document, parsed. */
export function jsonLdBlocks(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as JsonLd,
  );
}

/** The href of every `<link rel="canonical">` of an HTML document, in order. */
export function canonicalLinks(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="canonical"[^>]*>/g)].map(
    (m) => /\bhref="([^"]*)"/.exec(m[0])?.[1] ?? '',
  );
}

/** A regular expression for `path` at any origin, e.g. https://tradesmarket.example/faq. */
export const ABSOLUTE = (path: string) =>
  new RegExp(`^https?://[^/]+${path.replace(/\//g, '\\/')}$`);
