/**
 * React hook: false while prerendering at build time and during the hydrating render, true
 * afterwards in the browser. Lets a component add browser-only output without a hydration
 * mismatch.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
