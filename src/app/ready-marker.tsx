import { useEffect } from 'react';
import { markContentMounted } from '@/lib/content-mounted';

const mounted = new Set<'route' | 'background'>();

function markMounted(part: 'route' | 'background') {
  mounted.add(part);
  if (mounted.size === 2) document.documentElement.dataset.ready = 'true';
}

/**
 * Marks the first route's content as mounted and interactive: right after the first client
 * render, or, for a prerendered page, once it has hydrated (until then a prerendered page is
 * visible but its buttons do nothing). `<html data-ready>` follows once the background
 * behaviours are in place too (markBackgroundMounted); tests wait for the mark.
 */
export function ReadyMarker() {
  useEffect(() => {
    markContentMounted();
    markMounted('route');
  }, []);
  return null;
}

/**
 * Marks the background behaviours (app/layout/background.tsx, a lazily loaded chunk) as in
 * place; call it from an effect of their parent, which runs after theirs.
 */
export function markBackgroundMounted(): void {
  markMounted('background');
}
