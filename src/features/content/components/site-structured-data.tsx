import { useSiteOrigin } from '../site-origin';
import { StructuredData } from './structured-data';

/**
 * A JSON-LD block with absolute URLs (useSiteOrigin): `data(origin)` is called with the site's
 * origin, and nothing is rendered while it is unknown (no PUBLIC_URL, before hydration).
 * A component of its own so that the origin arriving after hydration re-renders only this
 * block, not the page around it (that re-render of the whole home page was one long
 * task after the first paint).
 * @param data builds the schema.org object from the origin, e.g. `https://example.com`
 */
export function SiteStructuredData({ data }: { data: (origin: string) => object }) {
  const origin = useSiteOrigin();
  return origin ? <StructuredData data={data(origin)} /> : null;
}
