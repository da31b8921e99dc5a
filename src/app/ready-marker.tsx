import { useEffect } from 'react';
import { markContentMounted } from '@/lib/content-mounted';
import { replayEarlyInput } from '@/lib/early-input';

const mounted = new Set<'route' | 'background'>();

function markMounted(part: 'route' | 'background') {
  mounted.add(part);
  if (mounted.size === 2) document.documentElement.dataset.ready = 'true';
}

/**
 * Marks the first route's content as mounted and interactive: right after the first client
 * render, or, for a prerendered page, once it has hydrated (until then a prerendered page is
 * visible but its buttons do nothing; what the visitor typed or submitted meanwhile is
 * replayed to React then, src/lib/early-input.ts). `<html data-ready>` follows once the background
 * behaviours are in place too (markBackgroundMounted); tests wait for the mark.
 */
export function ReadyMarker() {
  useEffect(() => {
    if (!mounted.has('route')) {
      // What the visitor typed, chose or submitted on the prerendered page before it hydrated.
      const root = document.getElementById('root');
      if (root) replayEarlyInput(root);
    }
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
