/**
 * When the first page's content has mounted: right after the first client render, or, for a
 * page rendered at build time, once React has hydrated it (src/app/ready-marker.tsx marks it).
 * Until then the HTML on screen is the English one built at build time, and a language change
 * would make React hydrate it with other words (a hydration mismatch, React error #418).
 */
let mark: () => void = () => undefined;

/** Resolves once the first page's content has mounted (never rejects). */
export const contentMounted: Promise<void> = new Promise<void>((resolve) => {
  mark = resolve;
});

/** Called once the first page's content has mounted; later calls do nothing. */
export function markContentMounted(): void {
  mark();
}
