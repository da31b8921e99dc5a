/**
 * URLs of files PocketBase stores with records (GET /api/files/{collection}/{id}/{name}),
 * built without the SDK so pages can show images before it loads. The service worker keeps
 * the images it served in a runtime cache for offline use.
 */
import { config } from './config';

/**
 * @param thumb a thumb size the field defines, e.g. "480x320"
 * @returns the URL, '' when `name` is empty
 */
export function fileUrl(
  collection: string,
  recordId: string,
  name: string,
  thumb?: string,
): string {
  if (!name) return '';
  const base = (config.pocketbaseUrl ?? '').replace(/\/$/, '');
  const query = thumb ? `?thumb=${encodeURIComponent(thumb)}` : '';
  return `${base}/api/files/${collection}/${recordId}/${encodeURIComponent(name)}${query}`;
}
