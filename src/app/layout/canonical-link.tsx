import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { dropServerHead, hasServerHead } from '@/data/server-page';
import { config } from '@/lib/config';
import { canonicalUrl } from '../route-table';

/**
 * `<link rel="canonical">` for a prerendered page when the build has PUBLIC_URL (React hoists
 * it into <head>: written into the prerendered HTML, and changed or removed on client
 * navigation). Not on other pages, nor without PUBLIC_URL.
 *
 * On a page the server filled (/profile/:id, /browse?trade=X) the server's canonical link,
 * Open Graph and JSON-LD describe the URL and stay until the first navigation to another one,
 * which removes them; until then this renders nothing, so there is one canonical link.
 */
export function CanonicalLink() {
  const { pathname, search } = useLocation();
  const url = pathname + search;
  useLayoutEffect(() => dropServerHead(url), [url]);
  const href = hasServerHead(url) ? null : canonicalUrl(config.publicOrigin, pathname);
  return href ? <link rel="canonical" href={href} /> : null;
}
