import { config } from '@/lib/config';
import { useIsClient } from '@/lib/use-is-client';

/**
 * React hook: the origin for absolute URLs in structured data. With `PUBLIC_URL` set at build
 * time it is that origin on every render, so the prerendered HTML carries the JSON-LD
 * (crawlers that run no script see it). Without it: null while prerendering and hydrating,
 * then the browser's origin (the JSON-LD appears after load).
 */
export function useSiteOrigin(): string | null {
  const isClient = useIsClient();
  if (config.publicOrigin) return config.publicOrigin;
  return isClient ? window.location.origin : null;
}
