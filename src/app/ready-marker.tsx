import { useEffect } from 'react';

/**
 * Marks `<html data-ready>` once the first route's content is mounted and interactive: right
 * after the first client render, or, for a prerendered page, once it has hydrated. Until
 * then a prerendered page is visible but its buttons do nothing. Tests wait for the mark.
 */
export function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}
