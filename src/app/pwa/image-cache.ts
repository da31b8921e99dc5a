/**
 * The service worker's runtime cache for listing images (ARCHITECTURE.md, "runtime cache"):
 * which requests it keeps, and filling it with the images a first visit showed before the
 * service worker took control of the page (those went to the network only).
 */

/** The runtime cache's name (Cache Storage), as vite.config.ts gives it to Workbox. */
export const LISTING_IMAGES_CACHE = 'listing-images';

/**
 * Whether the service worker keeps this request in the runtime image cache: a listing's logo
 * or photo (GET /api/files/contractors/…). Not a protected file (a `token` in the query, e.g.
 * a verification document staff open) nor any other collection's files, which must not stay
 * on a shared device. Workbox copies this function's source into the service worker, so it
 * uses nothing from outside its body.
 * @param options.url the request's URL
 */
export function isListingImageRequest({ url }: { url: URL }): boolean {
  return url.pathname.startsWith('/api/files/contractors/') && !url.searchParams.has('token');
}

/** At most this many images are asked for again when the service worker takes control. */
const MAX_IMAGES = 60;

/**
 * Asks the service worker, now in control of the page, for the listing images this page
 * loaded before it was (Resource Timing lists them), so its runtime cache keeps them and they
 * show offline. One at a time, from the HTTP cache where the browser still has them; a
 * failure leaves that image out (it is cached the next time it is shown online).
 * @returns the number of images the service worker answered
 */
export async function cacheImagesShownBefore(): Promise<number> {
  const seen = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, location.href))
    .filter((url) => url.origin === location.origin && isListingImageRequest({ url }))
    .map((url) => url.href);
  let cached = 0;
  for (const href of [...new Set(seen)].slice(0, MAX_IMAGES)) {
    try {
      const response = await fetch(href);
      await response.arrayBuffer();
      if (response.ok) cached += 1;
    } catch {
      // Offline or refused: shown and cached the next time it is seen online.
    }
  }
  return cached;
}
