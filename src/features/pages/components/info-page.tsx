import type { PageKey } from '../model';
import { PageHeader } from './page-header';

/** A route's page with its heading and purpose. */
export default function InfoPage({ page }: { page: PageKey }) {
  return <PageHeader page={page} />;
}
