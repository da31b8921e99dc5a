import type { ReactNode } from 'react';
import { useIsClient } from '@/lib/use-is-client';

/** Renders its children only in the browser, after hydration (see useIsClient). */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useIsClient() ? children : null;
}
