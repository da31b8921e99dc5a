import { useLocation } from 'react-router-dom';
import { config } from '@/lib/config';
import { canonicalUrl } from '../route-table';

/**
 * `<link rel="canonical">` for a prerendered page when the build has PUBLIC_URL (React hoists
 * it into <head>: written into the prerendered HTML, and changed or removed on client
 * navigation). Not on other pages, nor without PUBLIC_URL.
 */
export function CanonicalLink() {
  const { pathname } = useLocation();
  const href = canonicalUrl(config.publicOrigin, pathname);
  return href ? <link rel="canonical" href={href} /> : null;
}
